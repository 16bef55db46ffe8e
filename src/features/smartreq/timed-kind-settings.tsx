/** A typing test's length and passage language, a skills test's choice. */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LANGUAGES, type Language } from '../../../contracts/user.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { KindDraft, KindErrors } from './kind-draft.ts';
import * as q from './smartreq.queries.ts';

export interface DraftProps {
  idPrefix: string;
  draft: KindDraft;
  onDraft(draft: KindDraft): void;
  errors: KindErrors;
}

export function TypingSettingsFields({ idPrefix, draft, onDraft, errors }: DraftProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const error = (key: string) => (errors[key] ? _(errors[key]) : undefined);
  return (
    <div className="smartreq-form__row">
      <TextField
        id={`${idPrefix}-typing-duration`}
        label={<Trans>Duration (seconds)</Trans>}
        hint={<Trans>From 10 to 900; candidates with extra time get more.</Trans>}
        inputMode="numeric"
        value={draft.typingDuration}
        error={error('typing-duration')}
        onChange={(event) => onDraft({ ...draft, typingDuration: event.target.value })}
      />
      <FormField
        id={`${idPrefix}-typing-language`}
        label={<Trans>Passage language</Trans>}
        hint={<Trans>The language the candidate types in.</Trans>}
      >
        {(a11y) => (
          <select
            id={`${idPrefix}-typing-language`}
            className="smartreq-select"
            {...a11y}
            value={draft.typingLanguage}
            onChange={(event) => onDraft({ ...draft, typingLanguage: event.target.value as '' | Language })}
          >
            <option value="">{t`The candidate's language`}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id={`${idPrefix}-typing-min-wpm`}
        label={<Trans>Minimum net words per minute</Trans>}
        hint={<Trans>Empty: no minimum.</Trans>}
        inputMode="numeric"
        value={draft.typingMinWpm}
        error={error('typing-min-wpm')}
        onChange={(event) => onDraft({ ...draft, typingMinWpm: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-typing-min-accuracy`}
        label={<Trans>Minimum accuracy (%)</Trans>}
        hint={<Trans>Empty: no minimum.</Trans>}
        inputMode="numeric"
        value={draft.typingMinAccuracy}
        error={error('typing-min-accuracy')}
        onChange={(event) => onDraft({ ...draft, typingMinAccuracy: event.target.value })}
      />
    </div>
  );
}

/** The company's own skills tests, then the provider's; the first is chosen until one is picked. */
export function SkillsTestChoice({
  idPrefix,
  draft,
  onDraft,
  errors,
  jobId,
  language,
}: DraftProps & { jobId: number; language: Language }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const detail = useQuery(q.requisitionDetailQueryOptions(jobId));
  const accountId = detail.data?.account_id;
  const tests = useQuery({
    ...q.planSkillsTestsQueryOptions(accountId ?? 0, language),
    enabled: accountId !== undefined,
  });
  const list = tests.data ?? [];
  if (tests.isSuccess && list.length === 0) {
    return (
      <p className="smartreq-muted" role="status">
        <Trans>There are no skills tests to choose from yet.</Trans>
      </p>
    );
  }
  const id = `${idPrefix}-skills-test`;
  return (
    <FormField
      id={id}
      label={<Trans>Skills test</Trans>}
      error={errors['skills-test'] ? _(errors['skills-test']) : undefined}
    >
      {(a11y) => (
        <select
          id={id}
          className="smartreq-select"
          {...a11y}
          value={draft.skillsTestId ?? ''}
          onChange={(event) =>
            onDraft({ ...draft, skillsTestId: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t`Choose a skills test`}</option>
          {list.map((test) => (
            <option key={test.skills_test_id} value={test.skills_test_id}>
              {test.owner === 'company'
                ? t`${test.title} (your company, ${test.timed_minutes} min)`
                : t`${test.title} (library, ${test.timed_minutes} min)`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
