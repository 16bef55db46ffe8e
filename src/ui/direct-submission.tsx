/**
 * Submitting answers that went straight to the server (online-only activities: no IndexedDB): the
 * submission's state, and the notices shown above the submit button (answers not saved yet, a
 * refusal, a submission that could not be sent).
 */
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Refusal } from '../offline/db.ts';
import type { DirectAnswers } from '../offline/direct-answers.ts';

export type DirectSubmission =
  { state: 'idle' | 'sending' | 'done' | 'waiting' } | { state: 'refused'; refusal: Refusal };

/** `submitOnce` sends the submission (DirectAnswers.submit); `onSubmitted` runs once it is accepted. */
export function useDirectSubmission(submitOnce: () => ReturnType<DirectAnswers['submit']>, onSubmitted: () => void) {
  const [submission, setSubmission] = useState<DirectSubmission>({ state: 'idle' });
  const submit = async () => {
    setSubmission({ state: 'sending' });
    const result = await submitOnce();
    if (result.kind === 'ok') {
      setSubmission({ state: 'done' });
      onSubmitted();
    } else if (result.kind === 'refused') setSubmission({ state: 'refused', refusal: result.refusal });
    else setSubmission({ state: 'waiting' });
  };
  return { submission, submit };
}

export function DirectSubmitNotices({
  unsent,
  isOnline,
  submission,
}: {
  unsent: number;
  isOnline: boolean;
  submission: DirectSubmission;
}) {
  return (
    <>
      {unsent > 0 && (
        <p className="notice" role="status">
          <Plural value={unsent} one="# answer is not saved yet." other="# answers are not saved yet." />{' '}
          {isOnline ? <Trans>Sending…</Trans> : <Trans>You're offline: it will be sent when you're back online.</Trans>}
        </p>
      )}
      {submission.state === 'refused' && (
        <div className="notice notice--error" role="alert">
          <p>{submission.refusal.message}</p>
        </div>
      )}
      {submission.state === 'waiting' && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>Your answers could not be submitted yet. Please check your connection and try again.</Trans>
          </p>
        </div>
      )}
    </>
  );
}
