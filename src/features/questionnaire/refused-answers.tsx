/**
 * Answers the server refused for good (promise 6, D270, D295): never hidden, never dropped.
 * Each names its question and the reason in the candidate's language, and the way forward: while
 * the questionnaire is open, send the same answer again or change it; in every case, whom to ask
 * when it is refused again. A refused submission (the attempt's own refusal) says the same.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { LocalAnswer, Refusal } from '../../offline/db.ts';
import type { QuestionStep } from './questionnaire-steps.ts';

export interface RefusedAnswersProps {
  refused: readonly LocalAnswer[];
  steps: readonly QuestionStep[];
  /** While the questionnaire is open: queues the answer again as given (the channel's answer). */
  onResend?: (answer: LocalAnswer) => Promise<void>;
  /** While the questionnaire is open: shows the answer's question to change it. */
  onGoTo?: (position: number) => void;
}

/** Refusals that the same answer sent again would meet again: no "Send it again" for them. */
const FINAL_CODES = new Set(['item_not_asked', 'attempt_submitted', 'not_found']);

export function RefusedAnswers({ refused, steps, onResend, onGoTo }: RefusedAnswersProps) {
  if (refused.length === 0) return null;
  const positionOf = new Map(steps.map((s, position) => [s.item.item_id, position]));
  return (
    <div className="notice notice--error" role="alert" data-testid="refused-answers">
      <h2 className="q-subtitle">
        <Trans>These answers were not accepted</Trans>
      </h2>
      <ul className="q-list">
        {refused.map((answer) => {
          const position = positionOf.get(answer.itemId);
          return (
            <li key={answer.itemId}>
              <strong>{position === undefined ? answer.itemId : steps[position]!.item.text}</strong>:{' '}
              <RefusalReason refusal={answer.refusal} />
              {(onResend || (onGoTo && position !== undefined)) && (
                <span className="q-refused-actions">
                  {onResend && !FINAL_CODES.has(answer.refusal?.code ?? '') && (
                    <ResendButton onResend={() => onResend(answer)} />
                  )}
                  {onGoTo && position !== undefined && (
                    <button type="button" className="q-link-button" onClick={() => onGoTo(position)}>
                      <Trans>Change this answer</Trans>
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        <ContactTheCompany isOpen={onResend !== undefined} />
      </p>
    </div>
  );
}

/**
 * The questionnaire's submission the server refused, with the reason and the way forward: while
 * the attempt is open again (`isOpen`), submitting again; in every case, whom to ask.
 */
export function RefusedSubmission({ refusal, isOpen }: { refusal: Refusal; isOpen: boolean }) {
  return (
    <div className="notice notice--error" role="alert" data-testid="refused-submission">
      <p>
        <Trans>
          Your answers were not accepted: <RefusalReason refusal={refusal} />
        </Trans>
      </p>
      <p>
        {isOpen ? (
          <Trans>
            Your answers are kept here. Check them and submit again; if they are not accepted again, please contact the
            company that invited you.
          </Trans>
        ) : (
          <ContactTheCompany isOpen={false} />
        )}
      </p>
    </div>
  );
}

function ContactTheCompany({ isOpen }: { isOpen: boolean }) {
  return isOpen ? (
    <Trans>
      Your answers are kept here. Send an answer again or change it; if it is not accepted again, please contact the
      company that invited you.
    </Trans>
  ) : (
    <Trans>Your answers are kept here. Please contact the company that invited you and tell them this.</Trans>
  );
}

function ResendButton({ onResend }: { onResend: () => Promise<void> }) {
  const [isSending, setIsSending] = useState(false);
  return (
    <button
      type="button"
      className="q-link-button"
      disabled={isSending}
      onClick={() => {
        setIsSending(true);
        void onResend().finally(() => setIsSending(false));
      }}
    >
      <Trans>Send it again</Trans>
    </button>
  );
}

/**
 * Why the server did not accept it, in the candidate's language: the reasons an answer or a
 * submission meets by name (the server's codes), else the server's own words as it sent them.
 */
export function RefusalReason({ refusal }: { refusal: Refusal | undefined }) {
  switch (refusal?.code) {
    case 'item_not_asked':
      return <Trans>this question is no longer part of the questionnaire.</Trans>;
    case 'attempt_submitted':
      return <Trans>the questionnaire was already submitted, so answers can no longer change.</Trans>;
    case 'answers_mismatch':
      return <Trans>the answers the server holds differ from the ones on this device.</Trans>;
    case 'validation_error':
      return <Trans>the answer did not pass the server's checks.</Trans>;
    case 'not_found':
      return <Trans>this questionnaire is no longer open to you.</Trans>;
    case 'payload_too_large':
      return <Trans>the answer was too large to send.</Trans>;
    default:
      return refusal?.message ? (
        <Trans>the server gave this reason: {refusal.message}</Trans>
      ) : (
        <Trans>the server gave no reason.</Trans>
      );
  }
}
