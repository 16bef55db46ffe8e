/**
 * What the sync loop does with the server's answer to one outbox entry. Each outcome is one
 * transaction: the entry leaves the outbox in the same commit that records its effect, so a
 * reload between the two cannot happen.
 */
import { type AssessmentAnswerResultType, type SetStartTimeResultType, type SubmitReceiptType } from '../../contracts/user-response.ts';
import { UserResponseErrorCode } from '../../contracts/user-response-codes.ts';
import { localAnswersDigest } from './attempts.ts';
import { applySkillsRefusal, applySkillsSuccess, isSkillsEntry, prepareSkillsEntry } from './skills-test.ts';
import { applyOnboardingRefusal, applyOnboardingSuccess, isOnboardingEntry, prepareOnboardingEntry } from './onboarding.ts';
import { applyLanguageRefusal, applyLanguageSuccess, isLanguageEntry, prepareLanguageEntry } from './language-test.ts';
import { applyTypingRefusal, applyTypingSuccess, isTypingEntry, prepareTypingEntry } from './typing-runs.ts';
import { MAX_RESYNCS, receiptMatches, receiptMismatch } from './receipts.ts';
import type { OfflineDb, OutboxEntry, Refusal } from './db.ts';

export type SendResult =
  | { kind: 'ok'; data: unknown }
  /** Not delivered, or delivered with no usable answer: keep the entry and try again later. */
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  /** The server said no, for good: record why and move on. */
  | { kind: 'refused'; refusal: Refusal };

/**
 * The answer to a batch of answer entries: one result per entry, in order; or the batch as a
 * whole was not delivered ('retry') or refused ('refused': the loop then sends those entries one
 * by one, so each gets its own answer and reason exactly as before batching).
 */
export type BatchSendResult =
  | { kind: 'ok'; results: SendResult[] }
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  | { kind: 'refused'; refusal: Refusal };

/**
 * Records a batch's delivered results in one transaction (each as applySuccess / applyRefusal
 * would); entries whose result is 'retry' stay queued and are returned for the loop's backoff.
 */
export async function applyBatchResults(db: OfflineDb, sent: OutboxEntry[], results: SendResult[]): Promise<OutboxEntry[]> {
  const again: OutboxEntry[] = [];
  await db.transaction('rw', db.outbox, db.answers, db.attempts, async () => {
    for (const [i, entry] of sent.entries()) {
      const result = results[i]!;
      if (result.kind === 'ok') await applySuccess(db, entry, result.data);
      else if (result.kind === 'refused') await applyRefusal(db, entry, result.refusal);
      else again.push(entry);
    }
  });
  return again;
}

/** The body to send now. A submission gets the count and hash of what the server should hold. */
export async function prepareEntry(db: OfflineDb, entry: OutboxEntry): Promise<OutboxEntry> {
  if (isSkillsEntry(entry)) return prepareSkillsEntry(entry, db);
  if (isTypingEntry(entry)) return prepareTypingEntry(entry, db);
  if (isOnboardingEntry(entry)) return prepareOnboardingEntry(entry);
  if (isLanguageEntry(entry)) return prepareLanguageEntry(entry, db);
  if (entry.kind !== 'submit') return entry;
  return { ...entry, payload: { ...entry.payload, ...(await localAnswersDigest(entry.attemptId, db)) } };
}

/** True when a later entry holds a newer revision of the same item: the older one need not go. */
export async function isSuperseded(db: OfflineDb, entry: OutboxEntry): Promise<boolean> {
  if ((entry.kind !== 'answer' && entry.kind !== 'skills-answer' && entry.kind !== 'language-answer') || entry.itemId === undefined || entry.seq === undefined) return false;
  const seq = entry.seq;
  const later = await db.outbox
    .where('[attemptId+itemId]')
    .equals([entry.attemptId, entry.itemId])
    .filter((e) => (e.seq ?? 0) > seq)
    .count();
  return later > 0;
}

export async function applySuccess(db: OfflineDb, sent: OutboxEntry, data: unknown): Promise<void> {
  if (isSkillsEntry(sent)) return applySkillsSuccess(db, sent, data);
  if (isOnboardingEntry(sent)) return applyOnboardingSuccess(db, sent, data);
  if (isLanguageEntry(sent)) return applyLanguageSuccess(db, sent, data);
  if (isTypingEntry(sent)) return applyTypingSuccess(db, sent, data);
  const seq = sent.seq as number;
  await db.transaction('rw', db.outbox, db.answers, db.attempts, async () => {
    await db.outbox.delete(seq);
    if (sent.kind === 'answer') {
      const result = data as AssessmentAnswerResultType;
      const key: [string, string] = [sent.attemptId, sent.itemId as string];
      const answer = await db.answers.get(key);
      // A newer revision recorded while this one was in flight stays pending.
      if (answer && answer.revision === sent.revision) {
        await db.answers.update(key, { status: 'synced', refusal: undefined, syncedLate: Boolean(result?.synced_late) });
      }
    } else if (sent.kind === 'start') {
      const result = data as SetStartTimeResultType;
      await db.attempts.update(sent.attemptId, { serverStartedAt: result?.server_started_at });
    } else {
      const receipt = data as SubmitReceiptType;
      const matches = receiptMatches(receipt, sent.payload);
      await db.attempts.update(
        sent.attemptId,
        matches
          ? { status: 'submitted', receipt, refusal: undefined }
          : {
              // The server broke its own rule (it finalises only on equal hashes): keep everything
              // local and say so rather than pretend the submission is complete.
              receipt,
              refusal: receiptMismatch,
            },
      );
    }
  });
}

export async function applyRefusal(db: OfflineDb, sent: OutboxEntry, refusal: Refusal): Promise<void> {
  if (isSkillsEntry(sent)) return applySkillsRefusal(db, sent, refusal);
  if (isOnboardingEntry(sent)) return applyOnboardingRefusal(db, sent, refusal);
  if (isLanguageEntry(sent)) return applyLanguageRefusal(db, sent, refusal);
  if (isTypingEntry(sent)) return applyTypingRefusal(db, sent, refusal);
  const seq = sent.seq as number;
  await db.transaction('rw', db.outbox, db.answers, db.attempts, async () => {
    await db.outbox.delete(seq);
    if (sent.kind === 'answer') {
      const key: [string, string] = [sent.attemptId, sent.itemId as string];
      const answer = await db.answers.get(key);
      if (answer && answer.revision === sent.revision) await db.answers.update(key, { status: 'refused', refusal });
      return;
    }
    if (sent.kind === 'start') {
      await db.attempts.update(sent.attemptId, { refusal });
      return;
    }
    const attempt = await db.attempts.get(sent.attemptId);
    if (!attempt) return;
    if (refusal.code === UserResponseErrorCode.answersMismatch && (attempt.resyncs ?? 0) < MAX_RESYNCS) {
      await resendAnswersThenSubmit(db, sent);
      await db.attempts.update(sent.attemptId, { resyncs: (attempt.resyncs ?? 0) + 1 });
      return;
    }
    await db.attempts.update(sent.attemptId, {
      refusal,
      // Already final on the server: nothing to reopen. Any other refusal reopens the attempt so
      // the candidate can act on the reason and submit again.
      status: refusal.code === UserResponseErrorCode.attemptSubmitted ? 'submitted' : 'in-progress',
    });
  });
}

/**
 * The server holds something other than this device's answers and has not finalised: queue every
 * kept answer again (same revision, fresh key: the server applies only what it lacks), then the
 * submission again.
 */
async function resendAnswersThenSubmit(db: OfflineDb, sent: OutboxEntry): Promise<void> {
  const now = new Date().toISOString();
  const answers = await db.answers.where('attemptId').equals(sent.attemptId).toArray();
  for (const answer of answers) {
    if (answer.status === 'refused') continue;
    await db.answers.update([answer.attemptId, answer.itemId], { status: 'pending' });
    await db.outbox.add({
      kind: 'answer',
      attemptId: answer.attemptId,
      itemId: answer.itemId,
      revision: answer.revision,
      payload: {
        ref_id: sent.payload.ref_id,
        job_step_activity_id: sent.payload.job_step_activity_id,
        attempt_id: answer.attemptId,
        item_id: answer.itemId,
        value: answer.value,
        revision: answer.revision,
        answered_at: answer.answeredAt,
      },
      idempotencyKey: crypto.randomUUID(),
      createdAt: now,
      attempts: 0,
      nextTryAt: 0,
    });
  }
  const { answer_count: _count, answers_hash: _hash, ...payload } = sent.payload;
  await db.outbox.add({
    kind: 'submit',
    attemptId: sent.attemptId,
    payload,
    idempotencyKey: crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    nextTryAt: 0,
  });
}
