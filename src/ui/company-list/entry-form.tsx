/**
 * The form that adds an entry to a company list or edits one in place: checks the values in the
 * browser first (problems show once the form was sent), then saves (a useMutation); a server
 * refusal stays until the next send. Adding empties the form after a save; editing leaves closing to the caller.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../form/button.tsx';

export function useEntryForm<Values, Problem>(options: {
  initial: Values | undefined;
  empty: Values;
  /** The values to save (trimmed) and what is wrong with them. */
  check(values: Values): { value: Values; problems: Problem[] };
  onSave(value: Values): Promise<void>;
}) {
  const [values, setValues] = useState<Values>(options.initial ?? options.empty);
  const [checked, setChecked] = useState(false);
  const saving = useMutation({
    mutationFn: ({ value }: { value: Values; adding: boolean }) => options.onSave(value),
    onSuccess: (_saved, { adding }) => {
      if (adding) {
        setValues(options.empty);
        setChecked(false);
      }
    },
  });

  const submit = async () => {
    if (saving.isPending) return;
    setChecked(true);
    saving.reset();
    const { value, problems } = options.check(values);
    if (problems.length > 0) return;
    // The refusal shows through `serverError`; the promise only says the save is over.
    await saving.mutateAsync({ value, adding: !options.initial }).then(noop, noop);
  };

  return {
    values,
    /** Changes one field. */
    set<Key extends keyof Values>(key: Key, value: Values[Key]) {
      setValues((current) => ({ ...current, [key]: value }));
    },
    problems: checked ? options.check(values).problems : [],
    serverError: (saving.error ?? undefined) as unknown,
    isBusy: saving.isPending,
    submit,
  };
}

const noop = () => undefined;

export function EntryForm(props: {
  className: string;
  title?: ReactNode;
  /** A refusal that belongs to no field of the form. */
  formError: string | undefined;
  submitLabel: ReactNode;
  isBusy: boolean;
  onSubmit(): void;
  onCancel?(): void;
  children: ReactNode;
}) {
  return (
    <form
      className={props.className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      {props.title}
      {props.formError !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{props.formError}</p>
        </div>
      )}
      {props.children}
      <div className="company-list__form-actions">
        <Button type="submit" isBusy={props.isBusy} busyLabel={<Trans>Saving…</Trans>}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="secondary" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}

/** What the page gives each list's own form, to add an entry (no `initial`) or edit one. */
export interface EntryFormProps<Values> {
  idPrefix: string;
  title?: ReactNode;
  initial?: Values;
  submitLabel: ReactNode;
  onSave(value: Values): Promise<void>;
  onCancel?(): void;
  className: string;
}
