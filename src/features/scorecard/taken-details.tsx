/**
 * How a timed test was taken, in detail, on demand (D402): behind a disclosure under the line of
 * facts, each signal with the time the candidate's device noted and how long it lasted, read only
 * when staff open it (the read is audited as opening the scorecard) and said again to be no verdict.
 */
import { queryOptions } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { listStaffIntegritySignals } from '../../lib/api/integrity-signals.ts';
import { ReadOnOpen } from '../../ui/staff-kit/read-on-open.tsx';
import { SIGNAL_KIND_LABELS } from '../../ui/staff-kit/signal-kinds.ts';
import { spell } from './taken-facts.tsx';
import './taken-details.css';

export const integritySignalsKey = (userSmartreqId: number) => ['scorecard', userSmartreqId, 'integrity'] as const;

/** The moment by the device's clock, to the second: spells a few seconds apart stay apart. */
function moment(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

const integritySignals = (userSmartreqId: number) =>
  queryOptions({
    queryKey: integritySignalsKey(userSmartreqId),
    queryFn: ({ signal }) => call(listStaffIntegritySignals, { params: { userSmartreqId }, signal }),
  });

export function TakenDetails({ userSmartreqId, activityId }: { userSmartreqId: number; activityId: number }) {
  const { i18n, t } = useLingui();
  return (
    <ReadOnOpen
      read={integritySignals(userSmartreqId)}
      className="scorecard-taken-details"
      summary={<Trans>Each fact with its time</Trans>}
      mutedClassName="scorecard-table__muted"
      failureText={() => t`The facts could not be loaded.`}
    >
      {(summaries) => {
        const signals = summaries.find((s) => s.job_step_activity_id === activityId)?.signals;
        return (
          signals && (
            <>
              <ol className="scorecard-taken-details__list">
                {signals.map((s, i) => (
                  <li key={i}>
                    <span className="scorecard-taken-details__when">{moment(i18n.locale, s.occurred_at)}</span>{' '}
                    {i18n._(SIGNAL_KIND_LABELS[s.kind])}
                    {s.duration_ms !== null && <>, {spell(s.duration_ms)}</>}
                  </li>
                ))}
              </ol>
              <p className="scorecard-table__muted">
                <Trans>
                  Times are by the candidate's device clock. These are facts, not a verdict: they change no score, and
                  the candidate may have a reason no device can see.
                </Trans>
              </p>
            </>
          )
        );
      }}
    </ReadOnOpen>
  );
}
