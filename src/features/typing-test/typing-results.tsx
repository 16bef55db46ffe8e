/** A finished run: whether its result was sent, and the result (this device's numbers until the server's arrive). */
import { Trans } from '@lingui/react/macro';
import { scoreTyping } from '../../../contracts/typing-score.ts';
import type { AttemptRecord, TypingRunRecord } from '../../offline/db.ts';
import { isRunRefusedByLease } from '../../offline/typing-runs.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { ResultList, type ShownResult } from './result-list.tsx';
import { TypingTrackerLink } from './typing-tracker-link.tsx';
import type { TypingActivityRef } from './typing.queries.ts';

export function TypingResults({
  attempt,
  run,
  activity,
}: {
  attempt: AttemptRecord;
  run: TypingRunRecord;
  activity: TypingActivityRef;
}) {
  const isOnline = useIsOnline();
  const local = scoreTyping(run.passageText, run.events, Math.max(run.elapsedMs, 1000));
  const result: ShownResult = run.result ?? {
    attempt_id: attempt.attemptId,
    typing_passage_id: run.passageId,
    net_wpm: local.netWpm,
    raw_wpm: local.rawWpm,
    accuracy: local.accuracy,
    corrections: local.corrections,
    keystrokes: local.keystrokes,
    elapsed_ms: run.elapsedMs,
    completed_at: run.finishedAt ?? '',
  };
  let status;
  if (isRunRefusedByLease(attempt)) {
    // The lease notice above says why and how to continue here; the run is kept as typed.
    status = null;
  } else if (attempt.refusal && !run.result) {
    status = (
      <div className="notice notice--error" role="alert">
        <p>
          <Trans>The server did not accept this result: {attempt.refusal.message}</Trans>
        </p>
      </div>
    );
  } else if (attempt.status === 'submitted') {
    status = (
      <p className="notice notice--success" role="status">
        <Trans>Your result has been received. Thank you!</Trans>
      </p>
    );
  } else if (!isOnline) {
    status = (
      <p className="notice notice--warning" role="status">
        <Trans>Your result is saved on this device and will be sent when you're back online.</Trans>
      </p>
    );
  } else {
    status = (
      <p className="notice" role="status">
        <Trans>Sending your result…</Trans>
      </p>
    );
  }
  return (
    <>
      {status}
      <ResultList result={result} />
      <TypingTrackerLink activity={activity} />
    </>
  );
}
