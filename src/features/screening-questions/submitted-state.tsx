import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import type { AttemptRecord } from '../../offline/db.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { OfflineLine, TrackerLink } from './page-parts.tsx';
import type { QuestionActivityRef } from './screening.queries.ts';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

export interface SubmittedStateProps {
  activity: QuestionActivityRef;
  attempt: AttemptRecord;
  title: string;
  /** False online only (nothing kept on the device): no offline line then. */
  isKeptOnDevice: boolean;
  onSubmitted: () => void;
}

/** After Submit: waiting for the receipt (online or not), the completion screen, or "already submitted" (409). */
export function SubmittedState({ activity, attempt, title, isKeptOnDevice, onSubmitted }: SubmittedStateProps) {
  const isOnline = useIsOnline();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isDone = attempt.status === 'submitted' && attempt.receipt !== undefined;
  const isAlreadySubmitted = !isDone && attempt.refusal?.code === UserResponseErrorCode.attemptSubmitted;
  const notified = useRef(false);

  useEffect(() => {
    focusOnArrival(headingRef.current);
  }, [isDone, isAlreadySubmitted]);
  useEffect(() => {
    if ((isDone || isAlreadySubmitted) && !notified.current) {
      notified.current = true;
      onSubmitted();
    }
  }, [isDone, isAlreadySubmitted, onSubmitted]);

  if (isDone) {
    const count = attempt.receipt!.answer_count;
    return (
      <section className="sq-page sq-done" aria-labelledby="sq-done-title">
        <div className="sq-done__mark" aria-hidden="true">
          ✓
        </div>
        <h1 id="sq-done-title" ref={headingRef} tabIndex={-1} className="sq-title">
          <Trans>Thank you, your answers have been submitted</Trans>
        </h1>
        <p className="sq-lead">
          <Trans>
            {title}: {count} answers received.
          </Trans>
        </p>
        <TrackerLink activity={activity} />
      </section>
    );
  }
  if (isAlreadySubmitted) {
    return (
      <section className="sq-page" aria-labelledby="sq-already-title">
        <h1 id="sq-already-title" ref={headingRef} tabIndex={-1} className="sq-title">
          {title}
        </h1>
        <div className="notice notice--warning" role="alert">
          <p>
            <Trans>
              These answers were already submitted (perhaps on another device), so they can no longer change.
            </Trans>
          </p>
        </div>
        <TrackerLink activity={activity} />
      </section>
    );
  }
  return (
    <section className="sq-page" aria-labelledby="sq-wait-title">
      {isKeptOnDevice && <OfflineLine />}
      <h1 id="sq-wait-title" ref={headingRef} tabIndex={-1} className="sq-title">
        {isOnline ? <Trans>Submitting…</Trans> : <Trans>Waiting for a connection</Trans>}
      </h1>
      <p className="sq-lead" role="status">
        {isOnline ? (
          <Trans>Your answers are being sent. Please keep this page open for a moment.</Trans>
        ) : (
          <Trans>Your answers are saved and will be submitted when you're back online.</Trans>
        )}
      </p>
      <TrackerLink activity={activity} />
    </section>
  );
}
