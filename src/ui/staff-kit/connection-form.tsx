/**
 * The parts every "connect an outside service" form shares (the messaging provider, D236; the reply
 * mailbox, D450): the form starts again from the server's copy only when disconnected, a save
 * tests at once and says how the test went, the secret is never sent back (left empty, the saved
 * one is kept; the field empties after a save unless something else was typed meanwhile), and
 * "Save and test" beside "Disconnect".
 */
import { Fragment, useState, type ChangeEvent, type ReactElement, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { Button } from '../form/button.tsx';
import { TextField } from '../form/text-field.tsx';
import { notify } from '../notifications.atoms.ts';

/**
 * Renders the form, and renders it anew from the server's copy once it is disconnected: a read that
 * lands while someone types (the one a save starts, a refetch) must not wipe what they typed.
 */
export function ConnectionFormHost({ form }: { form: (onDisconnected: () => void) => ReactElement }) {
  const [disconnections, setDisconnections] = useState(0);
  return <Fragment key={disconnections}>{form(() => setDisconnections((n) => n + 1))}</Fragment>;
}

/** A text field's value, its error and its change handler. */
export const bound = (value: string, set: (value: string) => void, error?: string) => ({
  value,
  error,
  onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.target.value),
});

/**
 * The connection's secret (password or API key) and what typing it does to the form: the secret
 * a save sent is emptied when its answer comes, unless another was typed meanwhile.
 */
export function useConnectionForm<Answer extends { ok: boolean; reason: string }>(options: {
  /** Saves with the secret typed (empty: keep the saved one) and answers the test. */
  save(secret: string): Promise<Answer>;
  remove(): Promise<unknown>;
  onDisconnected(): void;
  texts: { connected: string; failed(tested: Answer): string; disconnected: string };
}) {
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: options.save,
    onSuccess: (tested, sent) => {
      setSecret((typed) => (typed === sent ? '' : typed));
      notify(
        tested.ok
          ? { type: 'success', body: options.texts.connected }
          : { type: 'error', body: options.texts.failed(tested) },
      );
    },
    onError: (failure) => {
      const fields = fieldErrorTexts(failure);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notify({ type: 'error', body: errorText(failure) });
    },
  });
  const remove = useMutation({
    mutationFn: options.remove,
    onSuccess: () => {
      notify({ type: 'success', body: options.texts.disconnected });
      options.onDisconnected();
    },
    onError: (failure) => notify({ type: 'error', body: errorText(failure) }),
  });
  return { secret, setSecret, errors, setErrors, save, remove };
}

/** The password or API key: never shown, left empty to keep the saved one. */
export function SecretField({
  id,
  label,
  hasSaved,
  value,
  error,
  onChange,
  retype,
}: {
  id: string;
  label: ReactNode;
  hasSaved: boolean;
  value: string;
  error?: string;
  onChange(value: string): void;
  /** The id of the text saying why the saved secret must be typed again: then it is required, not kept. */
  retype?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      id={id}
      type="password"
      label={label}
      hint={hasSaved && !retype ? t`Leave empty to keep the saved one.` : undefined}
      describedBy={retype}
      required={retype !== undefined}
      aria-required={retype !== undefined || undefined}
      autoComplete="new-password"
      {...bound(value, onChange, error)}
    />
  );
}

/** "Save and test" (a submit), then what else the form offers, then "Disconnect" once connected. */
export function ConnectionActions({
  className,
  saveVariant,
  isSaving,
  isConnected,
  isRemoving,
  onRemove,
  children,
}: {
  className: string;
  saveVariant?: 'primary' | 'secondary';
  isSaving: boolean;
  isConnected: boolean;
  isRemoving: boolean;
  onRemove(): void;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <Button type="submit" variant={saveVariant} isBusy={isSaving} busyLabel={<Trans>Testing…</Trans>}>
        <Trans>Save and test</Trans>
      </Button>
      {children}
      {isConnected && (
        <Button type="button" variant="secondary" isBusy={isRemoving} onClick={onRemove}>
          <Trans>Disconnect</Trans>
        </Button>
      )}
    </div>
  );
}
