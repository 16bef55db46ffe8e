/**
 * The language test screen's part of one writer across devices (offline promise 10;
 * language-lease.ts; the heartbeat is useAttemptLease with languageHeartbeat): the read-only view
 * with where it is open, when it was last active, "Continue on this device", and the answers
 * refused because of it.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LanguageTestContent } from '../../../contracts/language-test.ts';
import { answersRefusedByLease, type LeaseProblem } from '../../offline/attempt-lease.ts';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { LeaseNotice } from '../../ui/lease-notice.tsx';
import type { LanguageActivity } from './language-activity.ts';
import { continueLanguageHere } from './language-lease.ts';

export function LanguageLeaseView(props: {
  activity: LanguageActivity;
  test: LanguageTestContent;
  attempt: AttemptRecord;
  problem: LeaseProblem;
  answers: readonly LocalAnswer[];
  trackerLink: ReactNode;
}) {
  const { test, attempt, problem } = props;
  const refused = answersRefusedByLease(props.answers);
  const describe = (itemKey: string) => {
    const [partId, itemId] = itemKey.split(':');
    const part = test.parts.find((p) => String(p.vendor_assessment_id) === partId);
    const item = part?.items.find((i) => i.item_id === itemId);
    return { part: part?.title, question: item?.question ?? itemKey };
  };
  return (
    <section className="lt-page" data-testid="language-lease">
      {props.trackerLink}
      <h1>{test.title}</h1>
      <LeaseNotice problem={problem} onContinueHere={() => continueLanguageHere(attempt).then(requestSync)}>
        {refused.length > 0 && (
          <>
            <p>
              <Trans>These answers given here were not kept:</Trans>
            </p>
            <ul data-testid="lease-refused">
              {refused.map((a) => {
                const shown = describe(a.itemId);
                return (
                  <li key={a.itemId}>
                    <strong>{shown.question}</strong> {shown.part ? `(${shown.part})` : null}
                    <br />
                    <span>{a.refusal?.message}</span>
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
