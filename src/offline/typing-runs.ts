/**
 * A typing test run kept on the device: started, saved as the candidate types (so a reload
 * resumes with the time already used), and finished by writing the result and its outbox entry
 * in one transaction. The outbox sends it once (its idempotency key, and the server recognises
 * the attempt id), so a result typed offline reaches the server exactly once when back online.
 *
 * A receipt before deletion (promise 8): when the run is sent it carries the count and canonical
 * hash of the run on this device (contracts/typing-test.ts typingRunDigest); the result the
 * server answers repeats the count and hash of the run it stored. The run counts as received only
 * when both are equal; otherwise (or on 409 answers_mismatch) the kept run is sent again under a
 * fresh key, up to MAX_RESYNCS times, and then the difference is shown. The run is never deleted.
 *
 * One writer (offline promise 10): a finished run refused because another device holds the
 * activity (409 attempt_leased / attempt_moved) stays finished on the device with the refusal;
 * once this device has taken the activity over, `resendRefusedRun` queues the same run again.
 *
 * Never silent (promise 6): a finished run the server refused for any other reason also
 * stays finished on the device with the refusal (never reopened for typing), shown with its reason
 * and "Send it again" (`resendRefusedRun`). What is sent is bounded (`boundTypingEvents`: the
 * log as edits, within the server's limits, the same score), so a long run cannot outgrow them.
 */
import { boundTypingEvents, type KeyEvent } from '../../contracts/typing-log.ts';
import { typingRunDigest } from '../../contracts/answer-digests.ts';
import { isLeaseRefusal } from './lease-state.ts';
import { getOfflineDb, kindStateOf, type AttemptRecord, type OfflineDb, type TypingRunRecord } from './db.ts';
import { newEntry, type QueuedEntry, type PayloadOf } from './outbox-entry.ts';
import {
  heldAttemptChanges,
  heldEntries,
  heldOutcome,
  heldRefusal,
  hold,
  holdRefused,
  isHolding,
  type HeldWrite,
} from './storage-failure.ts';
import { isStorageFailure } from './storage.ts';
import { MAX_RESYNCS } from './receipts.ts';
import { UserResponseErrorCode } from '../../contracts/user-response-codes.ts';

type TypingResultPayload = PayloadOf<'typing-result'>;

export interface StartTypingRunInput {
  attemptId: string;
  refId: string;
  jobStepActivityId: number;
  passageId: number;
  passageText: string;
  limitSeconds: number;
}

/** The typing run kept on the attempt, if it is a typing test's. */
export function typingRunOf(attempt: AttemptRecord | null | undefined): TypingRunRecord | undefined {
  return kindStateOf(attempt, 'typing')?.run;
}

/**
 * The attempt as this page holds it: a finish the disk refused is kept in memory (D302), and its
 * screen shows it finished, with its result; `isKeptInPageOnly` while that finish is in memory only
 * and the server does not have it yet, so the screen says so (D317). `isReceivedNotStored` once the
 * server accepted the result while the disk refuses to record that (its effect held, D328): the
 * screen says the server has it instead of "Sending" until the disk takes writes again. When the
 * server refused the result meanwhile, the attempt shows the refusal its held effect will record
 * (typing-result.ts onRefusal), with `isRefusalNotStored`: the reason is shown, not "Sending", and
 * sending again waits for the disk (D334).
 */
export function asHeld(
  attempt: AttemptRecord | undefined,
  db: OfflineDb = getOfflineDb(),
): {
  attempt: AttemptRecord | undefined;
  isKeptInPageOnly: boolean;
  isReceivedNotStored: boolean;
  isRefusalNotStored: boolean;
} {
  if (!attempt) return { attempt, isKeptInPageOnly: false, isReceivedNotStored: false, isRefusalNotStored: false };
  const changes = heldAttemptChanges(db, attempt.attemptId);
  const held = changes ? { ...attempt, ...changes } : attempt;
  const isOpen = held.status !== 'submitted' && typingRunOf(held) !== undefined;
  const isReceivedNotStored = isOpen && heldOutcome(db, attempt.attemptId) === 'ok';
  const refusal = isOpen ? heldRefusal(db, attempt.attemptId) : undefined;
  // A mismatch within MAX_RESYNCS is sent again by the effect: still on its way, not refused.
  const isRefusalNotStored =
    refusal !== undefined &&
    !(refusal.code === UserResponseErrorCode.answersMismatch && (held.resyncs ?? 0) < MAX_RESYNCS);
  return {
    attempt: isRefusalNotStored
      ? {
          ...held,
          refusal,
          status: refusal.code === UserResponseErrorCode.attemptSubmitted ? 'submitted' : 'in-progress',
        }
      : held,
    isKeptInPageOnly:
      changes !== undefined &&
      heldEntries(db).some((e) => e.attemptId === attempt.attemptId && e.kind === 'typing-result'),
    isReceivedNotStored,
    isRefusalNotStored,
  };
}

/** Creates the run once; a second call returns the existing one. */
export async function startTypingRun(
  input: StartTypingRunInput,
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
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
      kindState: { kind: 'typing', run: typing },
    };
    await db.attempts.add(attempt);
    return attempt;
  });
}

/**
 * Saves the keystrokes so far; ignored once the run is finished. A save the disk refuses is let go:
 * the page keeps the keystrokes and the finish carries them all (held in memory if the disk still
 * refuses, D302), and the candidate is told the device stopped saving (db.ts announces it, D195).
 */
export async function saveTypingProgress(
  attemptId: string,
  progress: { events: KeyEvent[]; typedText: string; elapsedMs: number },
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  try {
    await db.transaction('rw', db.attempts, async () => {
      const attempt = await db.attempts.get(attemptId);
      const run = typingRunOf(attempt);
      if (!run || attempt?.status !== 'in-progress') return;
      await db.attempts.update(attemptId, { kindState: { kind: 'typing', run: { ...run, ...progress } } });
    });
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
  }
}

/** Freezes the run and queues its keystroke log for scoring, in one transaction; once only. */
export async function finishTypingRun(
  attemptId: string,
  progress: { events: KeyEvent[]; typedText: string; elapsedMs: number },
  db: OfflineDb = getOfflineDb(),
): Promise<AttemptRecord> {
  // Built before the writes, so a finish the disk refuses is kept in this page instead (D195, D302).
  let kept: HeldWrite | undefined;
  let finished: AttemptRecord | undefined;
  try {
    return await db.transaction('rw', db.attempts, db.outbox, async () => {
      const stored = await db.attempts.get(attemptId);
      const attempt = stored && { ...stored, ...heldAttemptChanges(db, attemptId) };
      const run = typingRunOf(attempt);
      if (!attempt || !run) throw new Error(`unknown typing run ${attemptId}`);
      if (attempt.status !== 'in-progress') return attempt;
      const now = new Date().toISOString();
      // The log as it is sent: as edits, within the server's limits (the same text and score).
      const events = boundTypingEvents(progress.events);
      const kindState = { kind: 'typing', run: { ...run, ...progress, events, finishedAt: now } } as const;
      const entry = runEntry(attempt, kindState.run, now);
      kept = { entry, attempt: { attemptId, status: 'submitting', kindState, refusal: undefined } };
      finished = { ...attempt, status: 'submitting', kindState };
      // Behind writes already held in memory, never ahead of them on disk.
      if (isHolding(db)) {
        hold(db, kept);
        return finished;
      }
      await db.attempts.update(attemptId, { status: 'submitting', kindState, refusal: undefined });
      await db.outbox.add(entry);
      return finished;
    });
  } catch (error) {
    if (kept && finished && holdRefused(db, error, kept)) return finished;
    throw error;
  }
}

/** The outbox entry that sends a finished run (its count and hash are added when it is sent). */
function runEntry(
  attempt: AttemptRecord,
  typing: TypingRunRecord,
  at: string,
): QueuedEntry<'typing-result', TypingResultPayload> {
  const payload: TypingResultPayload = {
    ref_id: attempt.refId,
    job_step_activity_id: attempt.jobStepActivityId,
    attempt_id: attempt.attemptId,
    typing_passage_id: typing.passageId,
    typed_text: typing.typedText,
    events: typing.events,
    elapsed_ms: Math.round(typing.elapsedMs),
    started_at: attempt.createdAt,
  };
  return newEntry('typing-result', attempt.attemptId, payload, at);
}

/**
 * The count and hash of the run this device keeps (the payload's when the run is gone), as it is
 * sent: its log bounded as `sendablePayload` bounds the payload's (a run finished or queued by an
 * older version may hold a longer log), so both describe the same events.
 */
export async function localTypingDigest(
  sent: QueuedEntry<'typing-result', TypingResultPayload>,
  db: OfflineDb = getOfflineDb(),
) {
  // The run as this page holds it: a finish the disk refused is in memory (D302).
  const stored = await db.attempts.get(sent.attemptId);
  const run = typingRunOf(stored && { ...stored, ...heldAttemptChanges(db, sent.attemptId) });
  const p = sent.payload;
  return typingRunDigest(
    run
      ? { typing_passage_id: run.passageId, typed_text: run.typedText, events: boundTypingEvents(run.events) }
      : {
          typing_passage_id: p.typing_passage_id,
          typed_text: p.typed_text ?? '',
          events: boundTypingEvents(p.events ?? []),
        },
  );
}

/** The body to send: the queued run with its log bounded (an entry queued by an older version may hold any log). */
export function sendablePayload(payload: TypingResultPayload): TypingResultPayload {
  return { ...payload, events: boundTypingEvents(payload.events) };
}

/** Queues the kept run again under a fresh key (inside a transaction over outbox and attempts). */
export async function resendRun(db: OfflineDb, attempt: AttemptRecord, run: TypingRunRecord): Promise<void> {
  await db.outbox.add(runEntry(attempt, run, new Date().toISOString()));
  await db.attempts.update(attempt.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
}

/** A finished run the server refused (for any reason but "scored already"): kept as typed, finished, with the reason. */
export function isRunRefused(attempt: AttemptRecord | undefined): boolean {
  return (
    attempt?.status === 'in-progress' && typingRunOf(attempt)?.finishedAt !== undefined && attempt.refusal !== undefined
  );
}

/** A finished run the server refused because the activity is written on another device: kept as typed, waiting for this device to take over. */
export function isRunRefusedByLease(attempt: AttemptRecord | undefined): boolean {
  return isRunRefused(attempt) && isLeaseRefusal(attempt?.refusal);
}

/**
 * A refused run queued again, as typed, under a fresh key: after this device took the activity
 * over (a lease refusal), or when the candidate asks ("Send it again"). Its log is stored as it
 * is sent (bounded), so a run refused as too large by an older version now fits.
 */
export async function resendRefusedRun(attemptId: string, db: OfflineDb = getOfflineDb()): Promise<void> {
  await db.transaction('rw', db.attempts, db.outbox, async () => {
    const attempt = await db.attempts.get(attemptId);
    const kept = typingRunOf(attempt);
    if (!attempt || !kept || !isRunRefused(attempt)) return;
    const run = { ...kept, events: boundTypingEvents(kept.events) };
    await db.attempts.update(attemptId, {
      status: 'submitting',
      refusal: undefined,
      resyncs: 0,
      kindState: { kind: 'typing', run },
    });
    await db.outbox.add(runEntry(attempt, run, new Date().toISOString()));
  });
}
