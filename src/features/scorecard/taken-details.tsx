/**
 * How a timed test was taken, in detail, on demand (D402): behind a disclosure under the line of
 * facts, each signal with the time the candidate's device noted and how long it lasted, read only
 * when staff open it (the read is audited as opening the scorecard) and said again to be no verdict.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../lib/api-client.ts';
import { listStaffIntegritySignals } from '../../lib/api/integrity-signals.ts';
import { SIGNAL_KIND_LABELS } from '../../ui/staff-kit/signal-kinds.ts';
import { spell } from './taken-facts.tsx';
import './taken-details.css';

export const integritySignalsKey = (userSmartreqId: number) => ['scorecard', userSmartreqId, 'integrity'] as const;

/** The moment by the device's clock, to the second: spells a few seconds apart stay apart. */
function moment(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

export function TakenDetails({ userSmartreqId, activityId }: { userSmartreqId: number; activityId: number }) {
  const { i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const summaries = useQuery({
    queryKey: integritySignalsKey(userSmartreqId),
    queryFn: ({ signal }) => call(listStaffIntegritySignals, { params: { userSmartreqId }, signal }),
    enabled: isOpen,
  });
  const signals = summaries.data?.find((s) => s.job_step_activity_id === activityId)?.signals;
  return (
    <details className="scorecard-taken-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <Trans>Each fact with its time</Trans>
      </summary>
      {isOpen && summaries.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {summaries.isError && (
        <p role="alert">
          <Trans>The facts could not be loaded. Close and open this part to try again.</Trans>
        </p>
      )}
      {signals && (
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
              Times are by the candidate's device clock. These are facts, not a verdict: they change no score, and the
              candidate may have a reason no device can see.
            </Trans>
          </p>
        </>
      )}
    </details>
  );
}
