import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import type { ActivityRef } from './instruction-screen.tsx';
import { TrackerLink } from './page-parts.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import type { QuestionStep } from './questionnaire-steps.ts';
import { RefusedAnswers, RefusedSubmission } from './refused-answers.tsx';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

export interface SubmissionStateProps {
  activity: ActivityRef;
  attempt: AttemptRecord;
  title: string;
  steps: readonly QuestionStep[];
  /** The answers the server refused, each with its reason. */
  refused: readonly LocalAnswer[];
  /** False online only (nothing kept on the device): no offline banner then. */
  isKeptOnDevice: boolean;
  onSubmitted: () => void;
}

/** After Submit: waiting for the receipt (online or not), then the completion screen. */
export function SubmissionState({
  activity,
  attempt,
  title,
  steps,
  refused,
  isKeptOnDevice,
  onSubmitted,
}: SubmissionStateProps) {
  const isOnline = useIsOnline();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isDone = attempt.status === 'submitted' && attempt.receipt !== undefined;
  const notified = useRef(false);

  useEffect(() => {
    focusOnArrival(headingRef.current);
  }, [isDone]);
  useEffect(() => {
    if (isDone && !notified.current) {
      notified.current = true;
      onSubmitted();
    }
  }, [isDone, onSubmitted]);

  if (isDone) {
    const count = attempt.receipt!.answer_count;
    return (
      <section className="q-page q-done" aria-labelledby="q-done-title">
        <div className="q-done__mark" aria-hidden="true">
          ✓
        </div>
        <h1 id="q-done-title" ref={headingRef} tabIndex={-1} className="q-title">
          <Trans>Thank you, your answers have been submitted</Trans>
        </h1>
        <p className="q-lead">
          <Trans>
            {title}: {count} answers received.
          </Trans>
        </p>
        <RefusedAnswers refused={refused} steps={steps} />
        <TrackerLink activity={activity} />
      </section>
    );
  }
  return (
    <section className="q-page" aria-labelledby="q-wait-title">
      {isKeptOnDevice && <OfflineBanner />}
      <h1 id="q-wait-title" ref={headingRef} tabIndex={-1} className="q-title">
        {isOnline ? <Trans>Submitting…</Trans> : <Trans>Waiting for a connection</Trans>}
      </h1>
      <p className="q-lead" role="status">
        {isOnline ? (
          <Trans>Your answers are being sent. Please keep this page open for a moment.</Trans>
        ) : (
          <Trans>Your answers are saved and will be submitted when you're back online.</Trans>
        )}
      </p>
      {attempt.refusal && <RefusedSubmission refusal={attempt.refusal} isOpen={false} />}
      <RefusedAnswers refused={refused} steps={steps} />
      <TrackerLink activity={activity} />
    </section>
  );
}
