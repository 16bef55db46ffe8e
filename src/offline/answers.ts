/**
 * Recording an answer: its local state and its outbox entry are written in one Dexie
 * transaction, and the promise resolves only after that transaction has committed, so a screen
 * that shows "saved" when it resolves never shows it for an answer a killed tab could lose
 * (promise 3).
 */
import { liveQuery, type Observable } from 'dexie';
import type { AnswerValue } from '../../contracts/user-response.ts';
import { isAnswerValue, UserResponseErrorCode } from '../../contracts/user-response-codes.ts';
import { getOfflineDb, type LocalAnswer, type OfflineDb, type OutboxEntry } from './db.ts';
import { newEntry } from './outbox-entry.ts';
import { heldAnswer, heldAttemptChanges, hold, holdRefused, isHolding, withHeldAnswers } from './storage-failure.ts';

/** Thrown when an answer is given to an attempt that is being or has been submitted. */
export class AttemptClosedError extends Error {
  readonly code = UserResponseErrorCode.attemptSubmitted;
  constructor(readonly attemptId: string) {
    super(`attempt ${attemptId} is submitted: its answers can no longer change`);
    this.name = 'AttemptClosedError';
  }
}

export class UnknownAttemptError extends Error {
  constructor(readonly attemptId: string) {
    super(`attempt ${attemptId} was not begun on this device`);
    this.name = 'UnknownAttemptError';
  }
}

export interface RecordAnswerInput {
  attemptId: string;
  itemId: string;
  value: AnswerValue;
  /** ISO time on the device; defaults to now. */
  answeredAt?: string;
}

export async function recordAnswer(input: RecordAnswerInput, db: OfflineDb = getOfflineDb()): Promise<LocalAnswer> {
  // Checked without zod, which the question screens do not load (contracts/user-response-codes.ts).
  if (!isAnswerValue(input.value)) throw new TypeError(`Not an answer value for item ${input.itemId}`);
  const value = input.value;
  const answeredAt = input.answeredAt ?? new Date().toISOString();
  // Built before the writes, so a write the storage refuses is kept in memory instead (D195).
  let kept: { entry: OutboxEntry; answer: LocalAnswer } | undefined;
  try {
    return await db.transaction('rw', db.attempts, db.answers, db.outbox, async () => {
      const attempt = await db.attempts.get(input.attemptId);
      if (!attempt) throw new UnknownAttemptError(input.attemptId);
      const status = heldAttemptChanges(db, input.attemptId)?.status ?? attempt.status;
      if (status !== 'in-progress') throw new AttemptClosedError(input.attemptId);
      const previous =
        heldAnswer(db, input.attemptId, input.itemId) ?? (await db.answers.get([input.attemptId, input.itemId]));
      const answer: LocalAnswer = {
        attemptId: input.attemptId,
        itemId: input.itemId,
        value,
        revision: (previous?.revision ?? 0) + 1,
        answeredAt,
        status: 'pending',
      };
      const entry = newEntry(
        'answer',
        input.attemptId,
        {
          ref_id: attempt.refId,
          job_step_activity_id: attempt.jobStepActivityId,
          attempt_id: input.attemptId,
          item_id: input.itemId,
          value,
          revision: answer.revision,
          answered_at: answeredAt,
        },
        answeredAt,
        { itemId: input.itemId, revision: answer.revision },
      );
      kept = { entry, answer };
      // Behind answers already held in memory, never ahead of them on disk.
      if (isHolding(db)) {
        hold(db, kept);
        return answer;
      }
      await db.answers.put(answer);
      await db.outbox.add(entry);
      return answer;
    });
  } catch (error) {
    if (kept && holdRefused(db, error, kept)) return kept.answer;
    throw error;
  }
}

/**
 * The attempt's answers, with those this page holds over the disk's (storage-failure.ts). After a
 * reload on a full disk that includes what the previous page held (D364): the read adopts it, so the
 * screen shows it as given and kept in this tab (D375).
 */
export async function getAnswers(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<LocalAnswer[]> {
  return withHeldAnswers(db, attemptId, await db.answers.where('attemptId').equals(attemptId).toArray());
}

/** Answers the server has not acknowledged yet (older revisions of an item count once). */
export function pendingCount(db: OfflineDb = getOfflineDb()): Promise<number> {
  return db.answers.where('status').equals('pending').count();
}

/** The same count as a live observable (subscribe, or pass the query to dexie-react-hooks). */
export function observePendingCount(db: OfflineDb = getOfflineDb()): Observable<number> {
  return liveQuery(() => pendingCount(db));
}

/** Answers the server refused, with its reason: shown to the candidate, never dropped (promise 6). */
export function refusedAnswers(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<LocalAnswer[]> {
  return db.answers
    .where('attemptId')
    .equals(attemptId)
    .filter((a) => a.status === 'refused')
    .toArray();
}
