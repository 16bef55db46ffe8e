import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { Button } from '../../ui/form/button.tsx';
import type { QuestionStep } from './questionnaire-steps.ts';
import { RefusedAnswers, RefusedSubmission } from './refused-answers.tsx';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

export interface ReviewStepProps {
  attempt: AttemptRecord;
  steps: readonly QuestionStep[];
  answers: ReadonlyMap<string, LocalAnswer>;
  /** The channel's submission (src/ui/activity-shell): queued on the device, or sent straight. */
  onSubmit: () => Promise<void>;
  /** Queues a refused answer again as given. */
  onResend: (answer: LocalAnswer) => Promise<void>;
  /** False while the submission cannot go (online only, offline). */
  canSubmit: boolean;
  /** Shown above the buttons (online only: what is not on the server yet). */
  notices?: ReactNode;
  onGoTo: (position: number) => void;
  onBack: () => void;
}

/** Before submitting: what is answered, what is not, what the server refused. */
export function ReviewStep({
  attempt,
  steps,
  answers,
  onSubmit,
  onResend,
  canSubmit,
  notices,
  onGoTo,
  onBack,
}: ReviewStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => focusOnArrival(headingRef.current), []);

  const counted = steps.filter((s) => !s.isPractice);
  const answeredCount = counted.filter((s) => answers.has(s.item.item_id)).length;
  const total = counted.length;
  const missing = steps
    .map((step, position) => ({ step, position }))
    .filter(({ step }) => !answers.has(step.item.item_id));
  const refused = [...answers.values()].filter((a) => a.status === 'refused');

  async function submit() {
    setIsSubmitting(true);
    setFailed(false);
    try {
      await onSubmit();
    } catch {
      setFailed(true);
    }
    // On success the attempt turns 'submitting' and the screen moves on; online only it may stay here.
    setIsSubmitting(false);
  }

  return (
    <div className="q-review">
      <h1 ref={headingRef} tabIndex={-1} className="q-title">
        <Trans>Check your answers</Trans>
      </h1>
      {attempt.refusal && <RefusedSubmission refusal={attempt.refusal} isOpen />}
      <p className="q-lead">
        <Trans>
          You answered {answeredCount} of {total} questions.
        </Trans>
      </p>
      {missing.length > 0 && (
        <div className="notice notice--warning">
          <p>
            <Trans>
              Some questions have no answer yet. You can still submit, but answering all of them gives the fairest
              result.
            </Trans>
          </p>
          <ul className="q-list">
            {missing.map(({ step, position }) => (
              <li key={step.item.item_id}>
                <button type="button" className="q-link-button" onClick={() => onGoTo(position)}>
                  {step.isPractice ? (
                    <Trans>Answer practice question {step.number}</Trans>
                  ) : (
                    <Trans>Answer question {step.number}</Trans>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RefusedAnswers refused={refused} steps={steps} onResend={onResend} onGoTo={onGoTo} />
      <p className="q-muted">
        <Trans>Once you submit, your answers can no longer be changed.</Trans>
      </p>
      {failed && (
        <p className="q-error" role="alert">
          <Trans>Your answers could not be submitted on this device. Please try again.</Trans>
        </p>
      )}
      {notices}
      <div className="q-actions">
        <Button
          onClick={() => void submit()}
          isBusy={isSubmitting}
          busyLabel={<Trans>Submitting…</Trans>}
          disabled={!canSubmit}
        >
          <Trans>Submit answers</Trans>
        </Button>
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </div>
  );
}
