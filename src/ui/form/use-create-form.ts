import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * What a send answers when nothing was sent after all (the person cancelled a confirmation it
 * asked for, such as the step-up): what was typed stays, as after a refusal.
 */
export const NOT_SENT = Symbol('not sent');

/**
 * A form that creates something: what was typed, its problems shown from the first try on, the
 * server's refusal, one send at a time (a useMutation's error and isPending). The values stay
 * after a refusal or a send that answers NOT_SENT, and are emptied after a success.
 */
export function useCreateForm<V extends object, F extends string>(
  empty: () => V,
  problemsOf: (values: V) => Partial<Record<F, string>>,
) {
  const [values, setValues] = useState<V>(empty);
  const [checked, setChecked] = useState(false);
  const creation = useMutation({
    mutationFn: ({ send, typed }: { send: (values: V) => Promise<unknown>; typed: V }) => send(typed),
    onSuccess: (result) => {
      if (result === NOT_SENT) return;
      setValues(empty());
      setChecked(false);
    },
  });

  const set = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (send: (values: V) => Promise<unknown>) => {
    if (creation.isPending) return;
    setChecked(true);
    creation.reset();
    if (Object.keys(problemsOf(values)).length > 0) return;
    // The refusal shows through `serverError`; the promise only says the send is over.
    await creation.mutateAsync({ send, typed: values }).then(noop, noop);
  };

  const problems: Partial<Record<F, string>> = checked ? problemsOf(values) : {};
  const serverError: unknown = creation.error ?? undefined;
  return { values, setValues, set, problems, serverError, isBusy: creation.isPending, submit };
}

const noop = () => undefined;
