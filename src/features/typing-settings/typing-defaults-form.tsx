/**
 * The company's typing-test defaults: the run's length and the minimum net words per minute and
 * accuracy a new typing activity in a plan starts from (activities already in plans keep theirs).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  typingDefaultsProblems,
  type TypingDefaults,
  type TypingSettingsProblem,
} from '../../../contracts/typing-test-settings.ts';
import { EntryForm } from '../../ui/company-list/entry-form.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { problemText, refusalText } from './typing-settings-texts.ts';

type Draft = { duration_seconds: string; min_net_wpm: string; min_accuracy: string };
const FIELDS = ['duration_seconds', 'min_net_wpm', 'min_accuracy'] as const;

const toDraft = (d: TypingDefaults): Draft => ({
  duration_seconds: String(d.duration_seconds),
  min_net_wpm: d.min_net_wpm === null ? '' : String(d.min_net_wpm),
  min_accuracy: d.min_accuracy === null ? '' : String(d.min_accuracy),
});

/** What was typed as the defaults to send; a field that is not a number stays out of range (NaN) so it is named. */
export function defaultsFromDraft(draft: Draft): TypingDefaults {
  const number = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);
  const optional = (value: string) => (value.trim() === '' ? null : number(value));
  return {
    duration_seconds: number(draft.duration_seconds),
    min_net_wpm: optional(draft.min_net_wpm),
    min_accuracy: optional(draft.min_accuracy),
  };
}

export function TypingDefaultsForm({
  initial,
  onSave,
}: {
  initial: TypingDefaults;
  onSave(value: TypingDefaults): Promise<void>;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [problems, setProblems] = useState<TypingSettingsProblem[]>([]);
  const [serverError, setServerError] = useState<unknown>();
  const refusal = serverError === undefined ? undefined : refusalText(serverError);
  const errorOf = (prop: (typeof FIELDS)[number]) => {
    const problem = problems.find((p) => p.prop === prop);
    if (problem) return problemText(problem);
    return refusal?.field === prop ? refusal.text : undefined;
  };
  const field = (prop: (typeof FIELDS)[number]) => ({
    id: `typing-defaults-${prop.replaceAll('_', '-')}`,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    value: draft[prop],
    error: errorOf(prop),
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [prop]: event.target.value })),
  });
  const sending = useMutation({
    mutationFn: async (value: ReturnType<typeof defaultsFromDraft>) => {
      await onSave(value);
    },
    onError: (error) => {
      setServerError(error);
    },
  });
  const isBusy = sending.isPending;

  const submit = () => {
    if (isBusy) return;
    setServerError(undefined);
    const value = defaultsFromDraft(draft);
    const found = typingDefaultsProblems(value);
    setProblems(found);
    if (found.length > 0) return;
    sending.mutate(value);
  };
  return (
    <EntryForm
      className="company-list__panel"
      title={
        <h2 className="company-list-page__subtitle">
          <Trans>Defaults for new typing tests</Trans>
        </h2>
      }
      submitLabel={<Trans>Save defaults</Trans>}
      formError={refusal && !(FIELDS as readonly string[]).includes(refusal.field ?? '') ? refusal.text : undefined}
      isBusy={isBusy}
      onSubmit={() => void submit()}
    >
      <p className="company-list__muted">
        <Trans>A typing test added to a plan starts from these; typing tests already in plans keep their own.</Trans>
      </p>
      <div className="typing-settings__row">
        <TextField
          {...field('duration_seconds')}
          label={t`Duration (seconds)`}
          hint={<Trans>From 10 to 900; candidates with extra time get more.</Trans>}
        />
        <TextField
          {...field('min_net_wpm')}
          label={t`Minimum net words per minute`}
          hint={<Trans>Empty: no minimum.</Trans>}
        />
        <TextField
          {...field('min_accuracy')}
          label={t`Minimum accuracy (%)`}
          hint={<Trans>Empty: no minimum.</Trans>}
        />
      </div>
    </EntryForm>
  );
}
