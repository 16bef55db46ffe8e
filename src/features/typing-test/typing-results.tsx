/** A finished run: whether its result was sent, and the result (this device's numbers until the server's arrive). */
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { normalizeTypingEvents, scoreTyping } from '../../../contracts/typing-score.ts';
import type { AttemptRecord, Refusal, TypingRunRecord } from '../../offline/db.ts';
import { isRunRefused, isRunRefusedByLease } from '../../offline/typing-runs.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { ResultList, type ShownResult } from './result-list.tsx';
import { TypingTrackerLink } from './typing-tracker-link.tsx';
import type { TypingActivityRef } from './typing.queries.ts';

export function TypingResults({
  attempt,
  run,
  activity,
  isKeptInPageOnly = false,
  isReceivedNotStored = false,
  isRefusalNotStored = false,
  onSendAgain,
}: {
  attempt: AttemptRecord;
  run: TypingRunRecord;
  activity: TypingActivityRef;
  /** The device's storage refused the finished run: it is in this page's memory only, not sent yet (D195, D317). */
  isKeptInPageOnly?: boolean;
  /** The server accepted the result; the device's storage refused to record that (D328). */
  isReceivedNotStored?: boolean;
  /** The server refused the result; the device's storage refused to record that: sending again waits for it (D334). */
  isRefusalNotStored?: boolean;
  /** Queues a refused run again, as typed (typing-runs.ts resendRefusedRun). */
  onSendAgain?: () => Promise<void>;
}) {
  const isOnline = useIsOnline();
  const [isSending, setIsSending] = useState(false);
  // A log kept by an older version counted retyped characters as corrections: scored as the edits it holds.
  const local = useMemo(
    () => scoreTyping(run.passageText, normalizeTypingEvents(run.events), Math.max(run.elapsedMs, 1000)),
    [run.passageText, run.events, run.elapsedMs],
  );
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
    const canSendAgain = onSendAgain !== undefined && isRunRefused(attempt);
    status = (
      <div className="notice notice--error" role="alert" data-testid="typing-refused">
        <p>
          <RefusalReason refusal={attempt.refusal} />
        </p>
        {isRefusalNotStored && (
          <p>
            <Trans>
              Your typing is kept. This device could not note the server's answer: its storage is full, or the browser
              does not allow it. Free some space on this device (files, photos or apps you no longer need) and keep this
              tab open; you can then send it again.
            </Trans>
          </p>
        )}
        {canSendAgain && (
          <>
            <p>
              <Trans>
                Your typing is kept on this device, and your result below is as this device scored it. Send it again; if
                it is not accepted again, please contact the company that invited you.
              </Trans>
            </p>
            <div className="tt-actions">
              <Button
                isBusy={isSending}
                busyLabel={<Trans>Sending…</Trans>}
                onClick={() => {
                  setIsSending(true);
                  void onSendAgain().finally(() => setIsSending(false));
                }}
              >
                <Trans>Send it again</Trans>
              </Button>
            </div>
          </>
        )}
      </div>
    );
  } else if (attempt.status === 'submitted') {
    status = (
      <p className="notice notice--success" role="status">
        <Trans>Your result has been received. Thank you!</Trans>
      </p>
    );
  } else if (isKeptInPageOnly) {
    status = (
      <div className="notice notice--warning" role="status" data-testid="typing-kept-in-page">
        <p>
          <Trans>
            Your result is kept in this tab only: this device could not store it. It will be sent as soon as you are
            online; keep this tab open until then.
          </Trans>
        </p>
      </div>
    );
  } else if (isReceivedNotStored) {
    status = (
      <div className="notice notice--warning" role="status" data-testid="typing-received-not-stored">
        <p>
          <Trans>
            Your result has reached the server, but this device could not note it: its storage is full, or the browser
            does not allow it. Your result is safe. Free some space on this device (files, photos or apps you no longer
            need) so it can save again.
          </Trans>
        </p>
      </div>
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

/**
 * Why the server did not accept the result, in the candidate's language: the reasons a typing
 * result meets by name, else the server's own words.
 */
function RefusalReason({ refusal }: { refusal: Refusal }) {
  if (refusal.code === 'payload_too_large' || refusal.status === 413)
    return (
      <Trans>
        The server did not accept this result: the record of your typing was too large to send. This version of the app
        sends it in a smaller form.
      </Trans>
    );
  if (refusal.code === 'validation_error')
    return <Trans>The server did not accept this result: the record of your typing did not pass its checks.</Trans>;
  if (refusal.code === 'not_found')
    return <Trans>The server did not accept this result: this typing test is no longer open to you.</Trans>;
  if (refusal.code === 'receipt_mismatch')
    return <Trans>The result the server stored differs from the one on this device. Your typing is kept here.</Trans>;
  return <Trans>The server did not accept this result: {refusal.message}</Trans>;
}
