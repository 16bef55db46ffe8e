/**
 * A typing test run kept on the device: started, saved as the candidate types (so a reload
 * resumes with the time already used), and finished by writing the result and its outbox entry
 * in one transaction. The outbox sends it once (its idempotency key, and the server recognises
 * the attempt id), so a result typed offline reaches the server exactly once when back online.
 */
import type { KeyEvent } from '../../contracts/typing-score.ts';
import { getOfflineDb, type AttemptRecord, type OfflineDb, type TypingRunRecord } from './db.ts';

export interface StartTypingRunInput {
  attemptId: string;
  refId: string;
  jobStepActivityId: number;
  passageId: number;
  passageText: string;
  limitSeconds: number;
}

/** Creates the run once; a second call returns the existing one. */
export async function startTypingRun(input: StartTypingRunInput, db: OfflineDb = getOfflineDb()): Promise<AttemptRecord> {
  return db.transaction('rw', db.attempts, async () => {
    const existing = await db.attempts.get(input.attemptId);
    if (existing) return existing;
    const typing: TypingRunRecord = {
      passageId: input.passageId,
      passageText: input.passageText,
      limitSeconds: input.limitSeconds,
      events: [],
      typedText: '',
      elapsedMs: 0,
    };
    const attempt: AttemptRecord = {
      attemptId: input.attemptId,
      refId: input.refId,
      jobStepActivityId: input.jobStepActivityId,
      status: 'in-progress',
      createdAt: new Date().toISOString(),
      typing,
    };
    await db.attempts.add(attempt);
    return attempt;
  });
}

/** Saves the keystrokes so far; ignored once the run is finished. */
export async function saveTypingProgress(
  attemptId: string,
  progress: { events: KeyEvent[]; typedText: string; elapsedMs: number },
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.attempts, async () => {
    const attempt = await db.attempts.get(attemptId);
    if (!attempt?.typing || attempt.status !== 'in-progress') return;
    await db.attempts.update(attemptId, { typing: { ...attempt.typing, ...progress } });
  });
}

/** Freezes the run and queues its keystroke log for scoring, in one transaction; once only. */
export async function finishTypingRun(
  attemptId: string,
  progress: { events: KeyEvent[]; typedText: string; elapsedMs: number },
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
  return db.transaction('rw', db.attempts, db.outbox, async () => {
    const attempt = await db.attempts.get(attemptId);
    if (!attempt?.typing) throw new Error(`unknown typing run ${attemptId}`);
    if (attempt.status !== 'in-progress') return attempt;
    const now = new Date().toISOString();
    const typing: TypingRunRecord = { ...attempt.typing, ...progress, finishedAt: now };
    await db.attempts.update(attemptId, { status: 'submitting', typing, refusal: undefined });
    await db.outbox.add({
      kind: 'typing-result',
      attemptId,
      payload: {
        ref_id: attempt.refId,
        job_step_activity_id: attempt.jobStepActivityId,
        attempt_id: attemptId,
        typing_passage_id: typing.passageId,
        typed_text: typing.typedText,
        events: typing.events,
        elapsed_ms: Math.round(typing.elapsedMs),
        started_at: attempt.createdAt,
      },
      idempotencyKey: crypto.randomUUID(),
      createdAt: now,
      attempts: 0,
      nextTryAt: 0,
    });
    return { ...attempt, status: 'submitting', typing };
  });
}
