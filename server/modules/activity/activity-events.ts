/**
 * What the activity lifecycle announces, so that what follows a completion (today the result an
 * applicant tracking system ordered, D145) listens instead of being called: the lifecycle imports
 * no integration, and an integration may import the lifecycle. Listeners run in the order they
 * registered, awaited, on the caller's connection (its transaction), so a listener's writes commit
 * or roll back with the completion. buildApp registers them; registering the same listener twice
 * keeps one, so an app built many times in one process (the tests) calls it once.
 */
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { Db } from '../../db/database.ts';

/** A tracker whose progress was recounted: named trackers, or every tracker of a job. */
export type RecountTarget = { refIds: readonly string[] } | { jobId: number };

type Listener<T> = (db: Db, subject: T) => Promise<void>;

function announcement<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    listen(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async announce(db: Db, subject: T): Promise<void> {
      for (const listener of listeners) await listener(db, subject);
    },
  };
}

/** An attempt's answers as they are about to be submitted (user-response.service.ts `submit`). */
export interface SubmittedAnswers {
  refId: string;
  jobStepActivityId: number;
  answers: readonly { item_id: string; value: AnswerValue }[];
}

const completed = announcement<string>();
const recounted = announcement<RecountTarget>();
const submitting = announcement<SubmittedAnswers>();

/** An activity of the application `refId` was completed now (not a repeat); its tracker's progress is already counted. */
export const onActivityCompleted = completed.listen;
export const announceActivityCompleted = completed.announce;

/** Trackers' progress was recounted against the current plan (after a plan edit or a move to another job). */
export const onProgressRecounted = recounted.listen;
export const announceProgressRecounted = recounted.announce;

/**
 * An attempt's answers are being submitted, before anything of the submission is written: a
 * listener refuses them by throwing (the question set's rules, D459), which rolls the submission
 * back. The kinds' hooks listen (activity-kinds.ts `listenForSubmittedAnswers`), since the
 * attempts' module, which the kinds import, cannot call them.
 */
export const onAnswersSubmitting = submitting.listen;
export const announceAnswersSubmitting = submitting.announce;
