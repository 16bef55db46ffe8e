/**
 * The skills test screen's part of one writer across devices (offline promise 10; skills-lease.ts;
 * the heartbeat is useAttemptLease with skillsHeartbeat): the read-only view with where the run is
 * open, when it was last active, "Continue on this device", and the answers refused because of it.
 */
import { Trans } from '@lingui/react/macro';
import { answersRefusedByLease, type LeaseProblem } from '../../offline/attempt-lease.ts';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { LeaseNotice } from '../../ui/lease-notice.tsx';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { TrackerLink } from './page-parts.tsx';
import type { SkillsActivity } from './skills-activity.ts';
import { continueSkillsHere } from './skills-lease.ts';

export function SkillsLeaseView(props: {
  activity: SkillsActivity;
  test: SkillsTestContent;
  attempt: AttemptRecord;
  problem: LeaseProblem;
  answers: readonly LocalAnswer[];
}) {
  const { activity, test, attempt, problem } = props;
  const refused = answersRefusedByLease(props.answers);
  const questionText = (itemId: string) => test.sections.flatMap((s) => s.questions).find((q) => String(q.skills_test_question_id) === itemId);
  return (
    <section className="st-page" data-testid="skills-lease">
      <TrackerLink activity={activity} />
      <h1 className="st-title">{test.title}</h1>
      <LeaseNotice problem={problem} onContinueHere={() => continueSkillsHere(attempt).then(requestSync)}>
        {refused.length > 0 && (
          <>
            <p>
              <Trans>These answers given here were not kept:</Trans>
            </p>
            <ul className="st-refused" data-testid="lease-refused">
              {refused.map((a) => {
                const question = questionText(a.itemId);
                const option = question?.options.find((o) => o.skills_test_option_id === a.value);
                return (
                  <li key={a.itemId}>
                    <strong>{question?.text ?? a.itemId}</strong> {option ? `— ${option.text}` : null}
                    <br />
                    <span className="st-error">{a.refusal?.message}</span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </LeaseNotice>
    </section>
  );
}
