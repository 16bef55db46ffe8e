/**
 * The state every sign-in form shares: typed values (never lost on an error), the problems found
 * at the last submit, the last server error, and a busy flag against double submits. Messages are
 * derived at render time, so switching language re-translates errors already on screen.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { ErrorSummaryItem } from '../../ui/form/error-summary.tsx';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import type { FieldProblems } from './auth-validation.ts';
import { commonPasswordText, isCommonPasswordError } from './common-password-text.ts';

export interface ServerErrorDescription<F extends string> {
  text: string;
  /** The field the summary links to. */
  fieldId?: F;
  /** Whether that field shows the message beside it too. */
  isFieldMarked?: boolean;
}

export interface AuthFormOptions<F extends string> {
  fields: readonly F[];
  validate: (values: Record<F, string>) => FieldProblems<F>;
  submit: (values: Record<F, string>) => Promise<void>;
  describeError?: (error: unknown) => ServerErrorDescription<F>;
  /** Values the form starts with (an email a link carried). */
  initial?: Partial<Record<F, string>>;
}

function emptyValues<F extends string>(fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
}

export function useAuthForm<F extends string>({
  fields,
  validate,
  submit,
  describeError,
  initial,
}: AuthFormOptions<F>) {
  useLingui();
  const [values, setValues] = useState(() => ({ ...emptyValues(fields), ...initial }));
  const [checked, setChecked] = useState<Record<F, string> | undefined>();
  const [serverError, setServerError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  const [isBusy, setBusy] = useState(false);

  const problems: FieldProblems<F> = checked ? validate(checked) : {};
  const errors: FieldProblems<F> = {};
  const serverFields = serverError === undefined ? {} : fieldErrorTexts(serverError);
  // The server's reason is English; the form shows its own words in the reader's language.
  if (isCommonPasswordError(serverError)) serverFields.password = commonPasswordText();
  const general =
    serverError === undefined ? undefined : (describeError?.(serverError) ?? { text: errorText(serverError) });
  for (const field of fields) {
    const message =
      problems[field] ??
      serverFields[field] ??
      (general?.isFieldMarked && general.fieldId === field ? general.text : undefined);
    if (message) errors[field] = message;
  }

  const items: ErrorSummaryItem[] = fields
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: field, text: errors[field] }));
  const isGeneralShown =
    general && !(general.isFieldMarked && general.fieldId && errors[general.fieldId] === general.text);
  if (general && isGeneralShown && Object.keys(serverFields).length === 0)
    items.unshift({ text: general.text, fieldId: general.fieldId });

  async function onSubmit() {
    if (isBusy) return;
    setAttempt((n) => n + 1);
    setServerError(undefined);
    setChecked(values);
    if (Object.values(validate(values)).some(Boolean)) return;
    setBusy(true);
    try {
      await submit(values);
    } catch (error) {
      setServerError(error);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    errors,
    summaryItems: items,
    serverError,
    attempt,
    isBusy,
    setValue: (field: F) => (value: string) => setValues((current) => ({ ...current, [field]: value })),
    onSubmit: () => void onSubmit(),
    reset: () => {
      setValues(emptyValues(fields));
      setChecked(undefined);
      setServerError(undefined);
    },
  };
}
