/**
 * The answer rules of contracts/user-response.ts: only the tracker's candidate writes, one attempt
 * per activity of a tracker, the highest revision per item wins, late deliveries are kept and
 * flagged, a submitted attempt is final, and submission needs the client's hash to match ours.
 */
import {
  answersHash,
  type AssessmentAnswer,
  type AssessmentAnswerResultType,
  type SetStartTimeResultType,
  type SubmitAttempt,
  type SubmitReceiptType,
} from '../../../contracts/user-response.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import {
  judgeLease,
  leasedError,
  leaseUntil,
  movedError,
  otherDeviceMessage,
  type LeaseVerdict,
} from '../attempt-lease/index.ts';
import * as store from './user-response.store.ts';
import { itemNotAsked, itemsNotAsked, scoreSubmission } from '../scoring/index.ts';
import * as lifecycle from '../activity/index.ts';

/**
 * Sync normally lands within seconds (the engine's backoff is capped at 60 s); an answer whose
 * device time is older than this when it arrives was held offline and is flagged for reviewers.
 */
export const SYNCED_LATE_AFTER_MS = 5 * 60_000;

export const submittedMessage = 'This activity was already submitted, so its answers can no longer change.';
export const otherAttemptMessage = otherDeviceMessage;
export const mismatchMessage =
  'The answers on the server differ from the ones on this device. They will be sent again before submitting.';

const MAX_INT = 2_147_483_647;

export const attemptSubmitted = () => new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);

interface AttemptTarget {
  ref_id: string;
  job_step_activity_id: number;
  attempt_id: string;
}

/** Who is asking, for the lease (server/modules/attempt-lease): the device id and the clock. */
export interface LeaseRequest {
  device: string | null;
  now: Date;
  leaseMs: number;
}

export const DEFAULT_LEASE_MS = 90_000;

export function leaseRequest(device: string | null, leaseMs = DEFAULT_LEASE_MS, now = new Date()): LeaseRequest {
  return { device, now, leaseMs };
}

/**
 * Finds or creates the attempt and locks it, inside the caller's transaction. Whoever does not own
 * the tracker, or names an activity outside it or an attempt of another tracker, gets the same
 * 404: nothing is written and nothing is learnt. Another attempt of the same activity answers
 * 409 attempt_leased (open) or attempt_submitted. `create: false` finds only.
 */
export async function openAttempt(
  trx: Db,
  userId: number,
  target: AttemptTarget,
  lease: LeaseRequest = leaseRequest(null),
  options: { create?: boolean } = {},
): Promise<store.AttemptRow> {
  // Ids beyond PostgreSQL's integer name nothing; refusing them here keeps them out of SQL.
  if (target.job_step_activity_id > MAX_INT) throw notFound('Activity not found');
  const tracker = await store.findTrackerActivity(trx, target.ref_id, target.job_step_activity_id);
  if (!tracker || tracker.user_id !== userId || !tracker.activity_in_job) throw notFound('Activity not found');
  if (options.create !== false) {
    await store.insertAttemptIfNew(trx, {
      attempt_id: target.attempt_id,
      ref_id: target.ref_id,
      job_step_activity_id: target.job_step_activity_id,
      user_id: userId,
      // The first device to write an attempt holds it.
      ...(lease.device
        ? {
            lease_device_id: lease.device,
            lease_expires_at: leaseUntil(lease.now, lease.leaseMs),
            last_active_at: lease.now,
          }
        : {}),
    });
  }
  const attempt = await store.lockAttempt(trx, target.attempt_id);
  if (!attempt) {
    // Another attempt holds this activity (one per activity of a tracker; a retake is a new tracker).
    const other = await store.findAttemptOfActivity(trx, target.ref_id, target.job_step_activity_id);
    if (other?.submitted_at) throw attemptSubmitted();
    if (other) throw leasedError(other);
    throw notFound('Activity not found');
  }
  if (
    attempt.ref_id !== target.ref_id.toLowerCase() ||
    attempt.job_step_activity_id !== target.job_step_activity_id ||
    attempt.user_id !== userId
  ) {
    throw notFound('Activity not found');
  }
  // An activity completed without an attempt here (seeded, or finished another way) is final too.
  if (!attempt.submitted_at && (await store.isActivityCompleted(trx, target.ref_id, target.job_step_activity_id)))
    throw attemptSubmitted();
  return attempt;
}

/** What this request's device may do with the attempt (attempt-lease.ts). */
export function verdictOf(trx: Db, attempt: store.AttemptRow, lease: LeaseRequest): Promise<LeaseVerdict> {
  return judgeLease(attempt, lease.device, () =>
    store.lastHandoverFrom(trx, attempt.attempt_id, lease.device as string),
  );
}

/**
 * The lease check of every write but an answer: the holder renews and goes on, everyone else is
 * refused (attempt_moved for a former holder, attempt_leased for any other device).
 */
export async function holdLease(trx: Db, attempt: store.AttemptRow, lease: LeaseRequest): Promise<LeaseVerdict> {
  const verdict = await verdictOf(trx, attempt, lease);
  if (verdict.kind === 'former') throw movedError(verdict.takenOverAt, attempt);
  if (verdict.kind === 'other') throw leasedError(attempt);
  if (verdict.kind === 'holder')
    await store.renewLease(
      trx,
      attempt.attempt_id,
      lease.device as string,
      lease.now,
      leaseUntil(lease.now, lease.leaseMs),
    );
  return verdict;
}

/**
 * An answer under the lease: the holder's is written (and renews the lease); a former holder's
 * answer recorded before the take-over is still judged by revision, yielding to whatever another
 * device wrote since (`lateSince`); anything else is refused.
 */
export async function admitAnswer(
  trx: Db,
  attempt: store.AttemptRow,
  lease: LeaseRequest,
  answeredAt: string,
): Promise<{ lateSince?: Date }> {
  const verdict = await verdictOf(trx, attempt, lease);
  if (verdict.kind === 'former') {
    if (new Date(answeredAt).getTime() < verdict.takenOverAt.getTime()) return { lateSince: verdict.takenOverAt };
    throw movedError(verdict.takenOverAt, attempt);
  }
  if (verdict.kind === 'other') throw leasedError(attempt);
  if (verdict.kind === 'holder')
    await store.renewLease(
      trx,
      attempt.attempt_id,
      lease.device as string,
      lease.now,
      leaseUntil(lease.now, lease.leaseMs),
    );
  return {};
}

export async function setStartTime(
  db: Db,
  userId: number,
  body: AttemptTarget & { started_at: string },
  lease: LeaseRequest = leaseRequest(null),
): Promise<SetStartTimeResultType> {
  return db.transaction().execute(async (trx) => {
    const attempt = await openAttempt(trx, userId, body, lease);
    if (attempt.submitted_at) throw attemptSubmitted();
    await holdLease(trx, attempt, lease);
    const serverStartedAt = attempt.server_started_at
      ? new Date(attempt.server_started_at)
      : await store.recordStart(trx, attempt.attempt_id, body.started_at);
    await lifecycle.startActivity(trx, body.ref_id, body.job_step_activity_id);
    return { attempt_id: attempt.attempt_id, server_started_at: serverStartedAt.toISOString() };
  });
}

export function isSyncedLate(answeredAt: string, receivedAt: Date): boolean {
  return receivedAt.getTime() - new Date(answeredAt).getTime() > SYNCED_LATE_AFTER_MS;
}

export async function saveAnswer(
  db: Db,
  userId: number,
  body: AssessmentAnswer,
  lease: LeaseRequest = leaseRequest(null),
): Promise<AssessmentAnswerResultType> {
  return db.transaction().execute(async (trx) => {
    const attempt = await openAttempt(trx, userId, body, lease);
    if (attempt.submitted_at) throw attemptSubmitted();
    // The hiring form does not ask the excluded scales' items: an answer to one is not kept (D291).
    if ((await itemsNotAsked(trx, body.job_step_activity_id)).has(body.item_id)) throw itemNotAsked();
    const { lateSince } = await admitAnswer(trx, attempt, lease, body.answered_at);
    return writeAnswer(trx, body, lease.now, lease.device, lateSince);
  });
}

/** The highest revision wins; a lower or equal one is acknowledged with what the server holds. */
export async function writeAnswer(
  trx: Db,
  body: AssessmentAnswer,
  now: Date,
  device: string | null = null,
  lateSince?: Date,
): Promise<AssessmentAnswerResultType> {
  const syncedLate = isSyncedLate(body.answered_at, now);
  const applied = await store.writeAnswerIfNewer(
    trx,
    {
      attempt_id: body.attempt_id,
      item_id: body.item_id,
      value: body.value,
      revision: body.revision,
      answered_at: body.answered_at,
      synced_late: syncedLate,
      device_id: device,
    },
    lateSince,
  );
  if (applied) return { item_id: body.item_id, revision: body.revision, applied: true, synced_late: syncedLate };
  const held = await store.storedAnswer(trx, body.attempt_id, body.item_id);
  return { item_id: body.item_id, revision: held.revision, applied: false, synced_late: held.synced_late };
}

function receiptOf(attempt: store.AttemptRow): SubmitReceiptType {
  return {
    attempt_id: attempt.attempt_id,
    answer_count: attempt.answer_count ?? 0,
    answers_hash: attempt.answers_hash ?? '',
    submitted_at: new Date(attempt.submitted_at!).toISOString(),
  };
}

export async function submit(
  db: Db,
  userId: number,
  body: SubmitAttempt,
  lease: LeaseRequest = leaseRequest(null),
): Promise<SubmitReceiptType> {
  return db.transaction().execute(async (trx) => {
    const attempt = await openAttempt(trx, userId, body, lease);
    if (attempt.submitted_at) {
      // The receipt repeats for the device that submitted (or any, before leases); another device only learns it is final.
      const verdict = await verdictOf(trx, attempt, lease);
      if (verdict.kind === 'holder' || verdict.kind === 'unnamed') return receiptOf(attempt);
      throw attemptSubmitted();
    }
    await holdLease(trx, attempt, lease);
    const answers = await store.answersOf(trx, attempt.attempt_id);
    const hash = await answersHash(answers);
    if (hash !== body.answers_hash || answers.length !== body.answer_count) {
      throw new HttpError(409, ErrorCode.answersMismatch, mismatchMessage, [
        { prop: 'answer_count', message: String(answers.length) },
      ]);
    }
    // The kinds' checks (a question activity's rules: required, limits): a refusal (400) submits nothing (D459).
    await lifecycle.announceAnswersSubmitting(trx, {
      refId: attempt.ref_id,
      jobStepActivityId: attempt.job_step_activity_id,
      answers,
    });
    const submittedAt = await store.markSubmitted(trx, attempt.attempt_id, answers.length, hash);
    await lifecycle.completeActivity(trx, attempt.ref_id, attempt.job_step_activity_id);
    // Attribute scores, tracker progress and fit, in the same transaction: only the first submission gets here.
    await scoreSubmission(trx, attempt.ref_id, attempt.job_step_activity_id, answers);
    return {
      attempt_id: attempt.attempt_id,
      answer_count: answers.length,
      answers_hash: hash,
      submitted_at: submittedAt.toISOString(),
    };
  });
}
