/**
 * An attempt is one candidate's run through one activity (a questionnaire). Starting and
 * submitting go through the outbox like answers, so both work offline and keep their order:
 * every answer queued before the submission reaches the server before it.
 */
import { answersHash } from '../../contracts/user-response-codes.ts';
import { getOfflineDb, type AttemptRecord, type OfflineDb, type OutboxEntry } from './db.ts';
import { newEntry } from './outbox-entry.ts';
import {
  heldAttemptChanges,
  hold,
  holdRefused,
  isHolding,
  withHeldAnswers,
  type HeldWrite,
} from './storage-failure.ts';

export interface BeginAttemptInput {
  attemptId: string;
  refId: string;
  jobStepActivityId: number;
  /** ISO time on the device; defaults to now. */
  startedAt?: string;
}

/**
 * This device's record of an attempt whose kind queues no start (the skills test's sections and
 * the language test's parts start on their own), created on first use.
 */
export async function beginRecord(
  refId: string,
  jobStepActivityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
  const existing = await findAttempt(refId, jobStepActivityId, db);
  if (existing) return existing;
  const attempt: AttemptRecord = {
    attemptId: crypto.randomUUID(),
    refId,
    jobStepActivityId,
    status: 'in-progress',
    createdAt: new Date().toISOString(),
  };
  await db.attempts.add(attempt);
  return attempt;
}

/** Creates the attempt and queues its start, once; a second call returns the existing attempt. */
export async function beginAttempt(input: BeginAttemptInput, db: OfflineDb = getOfflineDb()): Promise<AttemptRecord> {
  return db.transaction('rw', db.attempts, db.outbox, async () => {
    const existing = await db.attempts.get(input.attemptId);
    if (existing) return existing;
    const createdAt = input.startedAt ?? new Date().toISOString();
    const attempt: AttemptRecord = {
      attemptId: input.attemptId,
      refId: input.refId,
      jobStepActivityId: input.jobStepActivityId,
      status: 'in-progress',
      createdAt,
    };
    await db.attempts.add(attempt);
    await db.outbox.add({
      kind: 'start',
      attemptId: input.attemptId,
      payload: {
        ref_id: input.refId,
        job_step_activity_id: input.jobStepActivityId,
        attempt_id: input.attemptId,
        started_at: createdAt,
      },
      idempotencyKey: crypto.randomUUID(),
      createdAt,
      attempts: 0,
      nextTryAt: 0,
    });
    return attempt;
  });
}

/**
 * Freezes the attempt's answers and queues the submission behind them. The count and hash are
 * filled in when the submission is sent (sync-loop.ts), after every earlier answer has been
 * accepted or refused, so they describe what the server should hold.
 */
export async function submitAttempt(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<AttemptRecord> {
  const submitted = await queueSubmission(db, attemptId, (attempt, at) =>
    newEntry(
      'submit',
      attemptId,
      { ref_id: attempt.refId, job_step_activity_id: attempt.jobStepActivityId, attempt_id: attemptId },
      at,
    ),
  );
  if (!submitted) throw new Error(`unknown attempt ${attemptId}`);
  return submitted;
}

/**
 * Turns an attempt still in progress 'submitting' with its submission entry (`entryFor`), once,
 * and answers the attempt as it now stands (undefined when unknown). Where the storage refuses the
 * write (a full disk) both are held in this page and sent from there (D195), behind any answer held
 * there, never ahead of it on disk: the screen says the submission is on its way, never freezes.
 */
export async function queueSubmission(
  db: OfflineDb,
  attemptId: string,
  entryFor: (attempt: AttemptRecord, at: string) => OutboxEntry,
): Promise<AttemptRecord | undefined> {
  // Built before the writes, so a write the storage refuses is kept in memory instead.
  let kept: HeldWrite | undefined;
  let submitting: AttemptRecord | undefined;
  try {
    return await db.transaction('rw', db.attempts, db.outbox, async () => {
      const stored = await db.attempts.get(attemptId);
      if (!stored) return undefined;
      const attempt = { ...stored, ...heldAttemptChanges(db, attemptId) };
      if (attempt.status !== 'in-progress') return attempt;
      kept = {
        entry: entryFor(attempt, new Date().toISOString()),
        attempt: { attemptId, status: 'submitting', refusal: undefined },
      };
      submitting = { ...attempt, status: 'submitting' };
      if (isHolding(db)) {
        hold(db, kept);
        return submitting;
      }
      await db.attempts.update(attemptId, { status: 'submitting', refusal: undefined });
      await db.outbox.add(kept.entry);
      return submitting;
    });
  } catch (error) {
    if (kept && submitting && holdRefused(db, error, kept)) return submitting;
    throw error;
  }
}

/**
 * The count and canonical hash (contracts/user-response.ts) of the answers the server should
 * hold: every local answer except those it refused.
 */
export async function localAnswersDigest(
  attemptId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<{ answer_count: number; answers_hash: string }> {
  const stored = await db.answers.where('attemptId').equals(attemptId).toArray();
  const kept = withHeldAnswers(db, attemptId, stored)
    .filter((a) => a.status !== 'refused')
    .map((a) => ({ item_id: a.itemId, value: a.value }));
  return { answer_count: kept.length, answers_hash: await answersHash(kept) };
}

export function getAttempt(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<AttemptRecord | undefined> {
  return db.attempts.get(attemptId);
}

/** This device's attempt at one activity of one tracker, if it began one (the server allows one). */
export async function findAttempt(
  refId: string,
  jobStepActivityId: number,
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord | undefined> {
  const all = await db.attempts.toArray();
  return all
    .filter((a) => a.refId === refId && a.jobStepActivityId === jobStepActivityId)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
}
