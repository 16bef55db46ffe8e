/** What the authoring forms share: sending with busy and error state, the title and instructions fields, the error notice. */
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../lib/api-client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Problems, TextsDraft } from './authoring-form.ts';
import { refreshAuthoring } from './authoring.queries.ts';

/**
 * A form's sending: its own checks first (shown only once tried), then the call; the server's
 * field messages stand in only where the form found nothing, and nothing typed is cleared on failure.
 */
export function useSending<D>(check: (draft: D) => Problems) {
  const [tried, setTried] = useState(false);
  // The call runs as a useMutation: its isPending is the busy state, its error the refusal (cleared by the next call).
  const sending = useMutation({
    mutationFn: (run: () => Promise<void>) => run(),
    onSuccess: () => setTried(false),
  });
  const error: unknown = sending.error ?? undefined;
  return {
    busy: sending.isPending,
    error,
    problemsOf(draft: D): Problems {
      return { ...fieldErrorTexts(error), ...(tried ? check(draft) : {}) };
    },
    async send<R>(draft: D, run: () => Promise<R>): Promise<R | undefined> {
      setTried(true);
      if (Object.keys(check(draft)).length > 0) return undefined;
      let result: R | undefined;
      const isSent = await sending
        .mutateAsync(async () => {
          result = await run();
        })
        .then(
          () => true,
          () => false,
        );
      return isSent ? result : undefined;
    },
  };
}

export function ErrorNotice({ error }: { error: unknown }) {
  if (error === undefined || error === null) return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>{errorText(error)}</p>
    </div>
  );
}

export function TextsFields<D extends TextsDraft>({
  idPrefix,
  draft,
  setDraft,
  problems,
  instructionsHint,
}: {
  idPrefix: string;
  draft: D;
  setDraft: (next: D) => void;
  problems: Problems;
  instructionsHint?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        label={t`Title`}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        error={problems.title}
        autoComplete="off"
      />
      <FormField
        id={`${idPrefix}-instructions`}
        label={t`Instructions`}
        hint={instructionsHint}
        error={problems.instructions}
      >
        {(a11y) => (
          <textarea
            id={`${idPrefix}-instructions`}
            className="form-field__input"
            rows={4}
            value={draft.instructions}
            onChange={(event) => setDraft({ ...draft, instructions: event.target.value })}
            {...a11y}
          />
        )}
      </FormField>
    </>
  );
}

/** A removal the user confirms in a dialog: which item is asked about, and the dialog's state. */
export function useConfirmedRemoval<T>(remove: (target: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<T>();
  const [error, setError] = useState<unknown>();
  const removal = useMutation({
    mutationFn: async (removed: T) => {
      await remove(removed);
      await refreshAuthoring(queryClient);
    },
    onSuccess: () => setTarget(undefined),
    onError: (error) => setError(error),
  });
  return {
    target,
    ask: setTarget,
    dialog: {
      isOpen: target !== undefined,
      isBusy: removal.isPending,
      error: error === undefined ? undefined : errorText(error),
      onCancel() {
        setTarget(undefined);
        setError(undefined);
      },
      onConfirm() {
        if (target === undefined) return;
        setError(undefined);
        removal.mutate(target);
      },
    },
  };
}

/** A draft or section that failed to load: not found (or another company's) says so; anything else shows the error. */
export function LoadFailed({
  title,
  error,
  notFoundText,
}: {
  title: ReactNode;
  error: unknown;
  notFoundText: ReactNode;
}) {
  return (
    <section className="st-author">
      <h1>{title}</h1>
      {error instanceof ApiError && error.status === 404 ? (
        <p role="alert">{notFoundText}</p>
      ) : (
        <ErrorNotice error={error} />
      )}
    </section>
  );
}

/**
 * An authoring form's frame: its heading, the call's failure (when no field carries it), what was
 * saved, the fields, and the submit button.
 */
export function AuthoringForm({
  headingId,
  heading,
  error,
  status,
  busy,
  submitLabel,
  onSubmit,
  children,
  after,
}: {
  headingId?: string;
  heading?: ReactNode;
  error: unknown;
  status?: ReactNode;
  busy: boolean;
  submitLabel: ReactNode;
  onSubmit: () => Promise<void>;
  children: ReactNode;
  /** Beside the submit button (a Cancel). */
  after?: ReactNode;
}) {
  return (
    <form
      className="st-author__panel"
      aria-labelledby={heading ? headingId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {heading && <h2 id={headingId}>{heading}</h2>}
      {Object.keys(fieldErrorTexts(error)).length === 0 && <ErrorNotice error={error} />}
      {status && <p role="status">{status}</p>}
      {children}
      <div className="st-author__actions">
        <Button type="submit" isBusy={busy} busyLabel={<Trans>Saving…</Trans>}>
          {submitLabel}
        </Button>
        {after}
      </div>
    </form>
  );
}
