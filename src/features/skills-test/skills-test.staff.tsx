/**
 * The skills test in the staff plan editor (src/ui/staff-kit/staff-kind.ts): which test the activity
 * gives, the company's own or the provider's, kept in the activity's own column
 * (`skills_test_id`). Staff-only: no candidate route imports this file.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { skillsTestKind } from '../../../contracts/skills-test-kind.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { listPlanSkillsTests } from '../../lib/api/smartreq-plan.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import {
  defineStaffKind,
  figure,
  type KindFormContext,
  type KindSettingsFormProps,
} from '../../ui/staff-kit/staff-kind.ts';

/** The skills tests a plan of the company can give: its own, then the provider's (under the plan editor's keys, so its refreshes reach it). */
function planSkillsTestsQueryOptions(accountId: number, language: Language) {
  return queryOptions({
    queryKey: ['smartreq', 'skills-tests', accountId, language] as const,
    queryFn: ({ signal }) => call(listPlanSkillsTests, { params: { accountId }, query: { language }, signal }),
    staleTime: 60_000,
  });
}

/** The test chosen; undefined until one is. */
type SkillsTestDraft = number | undefined;

/** The company's own skills tests, then the provider's; the first is chosen until one is picked. */
function SkillsTestChoice({
  idPrefix,
  draft,
  onDraft,
  errors,
  accountId,
  language,
}: KindSettingsFormProps<SkillsTestDraft> & KindFormContext) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const tests = useQuery({
    ...planSkillsTestsQueryOptions(accountId ?? 0, language),
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
          value={draft ?? ''}
          onChange={(event) => onDraft(event.target.value ? Number(event.target.value) : undefined)}
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

export const skillsTestStaffKind = defineStaffKind({
  kind: skillsTestKind,
  label: msg`Skills test`,
  fields: {
    draftFrom: (activity): SkillsTestDraft => activity?.skills_test_id ?? undefined,
    check(draft: SkillsTestDraft, errors) {
      if (draft === undefined) {
        errors['skills-test'] = msg`Choose a skills test.`;
        return {};
      }
      return { skills_test_id: draft };
    },
    Form: SkillsTestChoice,
  },
  details: (i18n, activity) => (activity.skills_test_id === null ? [i18n._(msg`No skills test chosen`)] : []),
  notForKindTexts: { skills_test_id: () => t`Only skills-test activities take a skills test.` },
  refusals: { skills_test_missing: () => t`Choose a skills test.` },
  result: {
    scoreKind: 'skills',
    // With the company's runs enough to know it, the band around the percent: its SEM (D392).
    text: (i18n, { percent, correct, total, percent_sem: sem }) =>
      percent === undefined || correct === undefined || total === undefined
        ? undefined
        : sem === undefined
          ? i18n._(msg`${figure(i18n, percent, 0)}% (${correct} of ${total})`)
          : i18n._(
              msg`${figure(i18n, percent, 0)}% ± ${figure(i18n, sem >= 1 ? Math.round(sem) : sem, 1)} (${correct} of ${total})`,
            ),
  },
});
