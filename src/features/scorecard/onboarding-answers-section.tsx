/**
 * The scorecard's "Onboarding forms": what the candidate submitted on each onboarding activity
 * (GET /smartreq/v1/onboarding-answers/{userSmartreqId}/), with each field's label as it was when
 * they answered, in the reviewer's language where the form had one.
 */
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized, type StaffOnboardingSubmission } from '../../../contracts/onboarding.ts';
import { call } from '../../lib/api-client.ts';
import { Section } from './scorecard-sections.tsx';
import { listStaffOnboardingAnswers } from '../../lib/api/onboarding.ts';

function AnswerValue({ answer }: { answer: StaffOnboardingSubmission['answers'][number] }) {
  const { t, i18n } = useLingui();
  if (answer.field_type === 'checkbox') return <>{answer.value === 'true' ? t`Yes` : t`No`}</>;
  if (answer.value === '') return <span className="scorecard-section__empty">{t`Not answered`}</span>;
  if (answer.option_label) return <>{localized(answer.option_label, i18n.locale)}</>;
  return <span className="scorecard-onboarding__text">{answer.value}</span>;
}

export function OnboardingAnswersSection({ userSmartreqId }: { userSmartreqId: number }) {
  const { i18n } = useLingui();
  const submissions = useQuery({
    queryKey: ['scorecard', userSmartreqId, 'onboarding-answers'] as const,
    queryFn: ({ signal }) => call(listStaffOnboardingAnswers, { params: { userSmartreqId }, signal }),
  });
  if (submissions.data && submissions.data.length === 0) return null;
  return (
    <Section id="scorecard-onboarding" title={<Trans>Onboarding forms</Trans>}>
      {!submissions.data ? (
        <p className="scorecard-section__empty">
          {submissions.isPending ? <Trans>Loading…</Trans> : <Trans>The onboarding forms could not be loaded.</Trans>}
        </p>
      ) : (
        submissions.data.map((s) => (
          <div key={s.job_step_activity_id} className="scorecard-onboarding">
            <h3 className="scorecard-onboarding__title">{localized(s.form_name, i18n.locale)}</h3>
            <p className="scorecard-section__empty">
              <Trans>Submitted {i18n.date(s.submitted_at, { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
            </p>
            <dl className="scorecard-onboarding__answers">
              {s.answers.map((a) => (
                <div key={a.field_key} className="scorecard-onboarding__row">
                  <dt>{localized(a.label, i18n.locale)}</dt>
                  <dd>
                    <AnswerValue answer={a} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))
      )}
    </Section>
  );
}
