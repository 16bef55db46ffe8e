import { Plural, Trans } from '@lingui/react/macro';
import type { LocalAnswer } from '../../offline/db.ts';
import './direct-status.css';

export interface DirectAnswerStatusProps {
  answer: LocalAnswer | undefined;
  /** Answers and files the server does not have yet, on the whole page. */
  unsent: number;
  isOnline: boolean;
  /** Say "Saved" once the server has it (where the field does not say so itself). */
  showsSaved: boolean;
}

/**
 * Online only (direct-channel.tsx), under an item: whether its answer is on the server yet. It is
 * in this page only until then: offline it waits, and the page says so.
 */
export function DirectAnswerStatus({ answer, unsent, isOnline, showsSaved }: DirectAnswerStatusProps) {
  if (answer?.status === 'refused') {
    return (
      <p className="direct-status direct-status--refused" role="alert">
        {answer.refusal?.message}
      </p>
    );
  }
  return (
    <>
      <p className="direct-status" role="status">
        {showsSaved && answer?.status === 'synced' && (
          <span className="direct-status__saved">
            <span aria-hidden="true">✓</span> <Trans>Saved</Trans>
          </span>
        )}
        {answer?.status === 'pending' &&
          (isOnline ? (
            <Trans>Sending your answer…</Trans>
          ) : (
            <Trans>
              Not saved yet: you're offline. Your answer stays on this page and is sent when you're back online.
            </Trans>
          ))}
      </p>
      {unsent > 1 && (
        <p className="direct-status">
          <Plural value={unsent} one="# answer not saved yet." other="# answers not saved yet." />
        </p>
      )}
    </>
  );
}
