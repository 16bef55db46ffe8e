import { useState } from 'react';

/**
 * A form that creates something: what was typed, its problems shown from the first try on, the
 * server's refusal, one send at a time. The values stay after a refusal and are emptied after a
 * success.
 */
export function useCreateForm<V extends object, F extends string>(
  empty: () => V,
  problemsOf: (values: V) => Partial<Record<F, string>>,
) {
  const [values, setValues] = useState<V>(empty);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>();
  const [isBusy, setBusy] = useState(false);

  const set = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (send: (values: V) => Promise<unknown>) => {
    if (isBusy) return;
    setChecked(true);
    setServerError(undefined);
    if (Object.keys(problemsOf(values)).length > 0) return;
    setBusy(true);
    try {
      await send(values);
      setValues(empty());
      setChecked(false);
    } catch (error) {
      setServerError(error);
    } finally {
      setBusy(false);
    }
  };

  const problems: Partial<Record<F, string>> = checked ? problemsOf(values) : {};
  return { values, setValues, set, problems, serverError, isBusy, submit };
}
