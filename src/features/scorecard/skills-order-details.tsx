/**
 * The order a candidate's skills test showed its questions and options in (D332, D492), on demand:
 * behind a disclosure under the test's result, each section's questions and their options as the
 * candidate saw them, rebuilt on the server from the run's seed by the function the candidate's
 * content is served in (GET /smartreq/v1/skills-test-order/{userSmartreqId}/, the applicant-team
 * rule); once submitted, the option the candidate chose and the right answers. Read only when staff
 * open it: the read is audited as opening the scorecard.
 */
import { queryOptions } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SkillsTestOrder } from '../../../contracts/skills-test-order.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { listSkillsTestOrders } from '../../lib/api/skills-test-order.ts';
import { ReadOnOpen } from '../../ui/staff-kit/read-on-open.tsx';
import './taken-details.css';

/** The timed tests whose runs are shuffled per run (D332): the skills test. */
export const hasShownOrder = (activityType: string) => activityType === 'skills_test';

type ShownOption = SkillsTestOrder['sections'][number]['questions'][number]['options'][number];

function OptionMarks({ option }: { option: ShownOption }) {
  return (
    <>
      {option.chosen && (
        <>
          {' '}
          <strong>
            <Trans>(chosen)</Trans>
          </strong>
        </>
      )}
      {option.is_correct && (
        <>
          {' '}
          <span className="scorecard-table__muted">
            <Trans>(a right answer)</Trans>
          </span>
        </>
      )}
    </>
  );
}

function ShownRun({ run }: { run: SkillsTestOrder }) {
  return (
    <>
      <p className="scorecard-table__muted">
        {run.shuffled ? (
          <Trans>Shuffled for this candidate: questions and options; practice as written.</Trans>
        ) : (
          <Trans>In the order the author fixed.</Trans>
        )}
      </p>
      {run.sections.map((section) => {
        const title = section.title;
        return (
          <section key={section.skills_test_section_id} aria-label={title}>
            <h4>{section.is_practice ? <Trans>{title} (practice section)</Trans> : title}</h4>
            <ol className="scorecard-taken-details__list">
              {section.questions.map((question) => (
                <li key={question.skills_test_question_id}>
                  {question.text}
                  <ol type="a">
                    {question.options.map((option) => (
                      <li key={option.skills_test_option_id}>
                        {option.text}
                        <OptionMarks option={option} />
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}

const skillsTestOrders = (userSmartreqId: number, language: Language) =>
  queryOptions({
    queryKey: ['scorecard', userSmartreqId, 'skills-test-order', language] as const,
    queryFn: ({ signal }) => call(listSkillsTestOrders, { params: { userSmartreqId }, query: { language }, signal }),
  });

export function SkillsOrderDetails({ userSmartreqId, activityId }: { userSmartreqId: number; activityId: number }) {
  const { i18n, t } = useLingui();
  const runOf = (orders: SkillsTestOrder[]) => orders.find((o) => o.job_step_activity_id === activityId);
  return (
    <ReadOnOpen
      read={skillsTestOrders(userSmartreqId, i18n.locale as Language)}
      className="scorecard-taken-details"
      summary={<Trans>Questions in the order the candidate saw</Trans>}
      mutedClassName="scorecard-section__empty"
      failureText={() => t`The order could not be loaded.`}
      isEmpty={(orders) => !runOf(orders)}
      emptyText={<Trans>The candidate has not started this test yet.</Trans>}
    >
      {(orders) => {
        const run = runOf(orders);
        return run && <ShownRun run={run} />;
      }}
    </ReadOnOpen>
  );
}
