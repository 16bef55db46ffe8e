/**
 * The answer batch (our addition, contracts/user-response.ts): up to MAX_ANSWER_BATCH answers of
 * one attempt in one transaction, each judged exactly as the single answer endpoint would judge
 * it under its own idempotency key:
 * - a key already used (here or with the single endpoint, same request) gets its first answer
 *   again and changes nothing; the same key with a different answer gets 422, as a header would;
 * - someone else's attempt is a 404 for the whole batch: nothing is written or replayed;
 * - a submitted attempt refuses each new item with 409 attempt_submitted;
 * - otherwise the highest revision wins and late deliveries are flagged (writeAnswer).
 * Each item's answer is stored under its key in the same transaction as its effect, so a batch
 * whose response is lost is replayed item by item, and a crash mid-batch leaves nothing applied.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { ErrorBody } from '../../../contracts/endpoint.ts';
import { toRoutePattern } from '../../../contracts/endpoint.ts';
import {
  AssessmentAnswerBody,
  saveAssessmentAnswer,
  type AnswerBatchItemResultType,
  type AssessmentAnswerBatch,
  type AssessmentAnswerBatchResultType,
} from '../../../contracts/user-response.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, WordedFieldError } from '../../http/http-error.ts';
import type { Language } from '../../../contracts/languages.ts';
import {
  claimKeyInTransaction,
  claimNewKeysInTransaction,
  idempotencyRequestHash,
  storeKeyResults,
  userKeyScope,
  type KeyClaim,
} from '../../http/idempotency.ts';
import { leasedError, movedError, type LeaseVerdict } from '../attempt-lease/index.ts';
import { itemNotAsked, itemsNotAsked } from '../scoring/index.ts';
import {
  admitAnswer,
  attemptSubmitted,
  leaseRequest,
  openAttempt,
  verdictOf,
  writeAnswer,
  type LeaseRequest,
} from './user-response.service.ts';
import type { AttemptRow } from './user-response.store.ts';

/** The single endpoint's route, so a key is bound to the same request whichever way it came. */
const SINGLE_ANSWER_ROUTE = '/api' + toRoutePattern(saveAssessmentAnswer.path);

const mismatch: ErrorBody = {
  code: ErrorCode.idempotencyMismatch,
  message: 'This Idempotency-Key was already used for a different request.',
};
const inProgress: ErrorBody = {
  code: ErrorCode.requestInProgress,
  message: 'The same request is still being processed. Please retry shortly.',
};

function errorBodyOf(thrown: HttpError, language: Language): ErrorBody {
  const error = thrown instanceof WordedFieldError ? thrown.in(language) : thrown;
  return { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) };
}

function replayOf(key: string, status: number, body: string): AnswerBatchItemResultType {
  const parsed = JSON.parse(body) as { data?: unknown } & ErrorBody;
  return status < 300
    ? { idempotency_key: key, status, data: parsed.data as AnswerBatchItemResultType['data'], replayed: true }
    : {
        idempotency_key: key,
        status,
        error: { message: parsed.message, code: parsed.code, ...(parsed.errors ? { errors: parsed.errors } : {}) },
        replayed: true,
      };
}

export async function saveAnswerBatch(
  db: Db,
  userId: number,
  body: AssessmentAnswerBatch,
  lease: LeaseRequest = leaseRequest(null),
  /** The reader's language, for a refusal its service words (D297). */
  language: Language = 'en',
): Promise<AssessmentAnswerBatchResultType> {
  const now = lease.now;
  return db.transaction().execute(async (trx) => {
    const target = {
      ref_id: body.ref_id,
      job_step_activity_id: body.job_step_activity_id,
      attempt_id: body.attempt_id,
    };
    // A 404 (not the caller's) leaves the batch at once; a 409 is each new item's answer, as it would be one by one.
    let refusal: HttpError | undefined;
    let attempt: AttemptRow | undefined;
    try {
      attempt = await openAttempt(trx, userId, target, lease);
      if (attempt.submitted_at) refusal = attemptSubmitted();
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      refusal = error;
    }
    // The lease is judged per item (a former holder's answers recorded before the take-over still
    // count), but the verdict is the same for every item of the batch: it is asked for, and the
    // holder's lease renewed, once (the first new item), not once per item.
    let verdict: LeaseVerdict | undefined;
    const admit = async (answeredAt: string): Promise<HttpError | { lateSince?: Date }> => {
      if (refusal || !attempt) return refusal as HttpError;
      try {
        if (verdict === undefined) {
          const admitted = await admitAnswer(trx, attempt, lease, answeredAt);
          verdict = await verdictOf(trx, attempt, lease);
          return admitted;
        }
        return admitByVerdict(verdict, attempt, answeredAt);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
        return error;
      }
    };
    // The hiring form does not ask the excluded scales' items: each answer to one is refused (D291).
    const notAsked = refusal || !attempt ? new Set<string>() : await itemsNotAsked(trx, body.job_step_activity_id);
    const scope = userKeyScope(userId);
    // Exactly the body the single endpoint would have validated, so each key's request hash is the same.
    const answers = body.items.map((item) => {
      const answer = AssessmentAnswerBody.parse({
        ...target,
        item_id: item.item_id,
        value: item.value,
        revision: item.revision,
        answered_at: item.answered_at,
      });
      return {
        key: item.idempotency_key,
        answer,
        requestHash: idempotencyRequestHash('POST', SINGLE_ANSWER_ROUTE, {}, answer),
      };
    });
    // Every key new to the server is claimed in one statement, and every result stored in one
    // (D146); a key seen before, or a second time in this batch, is judged one by one as before,
    // once the results before it are stored (so a repeat within the batch replays the first).
    const firstOfKey = new Map<string, number>();
    answers.forEach((a, index) => {
      if (!firstOfKey.has(a.key)) firstOfKey.set(a.key, index);
    });
    const claimedNew = await claimNewKeysInTransaction(
      trx,
      scope,
      [...firstOfKey.values()].map((index) => answers[index]!),
    );
    let unstored: { key: string; status: number; body: unknown }[] = [];
    const store = async () => {
      await storeKeyResults(trx, scope, unstored);
      unstored = [];
    };
    const results: AnswerBatchItemResultType[] = [];
    for (const [index, { key, answer, requestHash }] of answers.entries()) {
      let claim: KeyClaim = { kind: 'new' };
      if (!claimedNew.has(key) || firstOfKey.get(key) !== index) {
        await store();
        claim = await claimKeyInTransaction(trx, scope, key, requestHash);
      }
      if (claim.kind === 'replay') {
        results.push(replayOf(key, claim.status, claim.body));
      } else if (claim.kind === 'mismatch') {
        results.push({ idempotency_key: key, status: 422, error: mismatch, replayed: false });
      } else if (claim.kind === 'in-progress') {
        results.push({ idempotency_key: key, status: 503, error: inProgress, replayed: false });
      } else {
        const admitted = notAsked.has(answer.item_id) ? itemNotAsked() : await admit(answer.answered_at);
        if (admitted instanceof HttpError) {
          const error = errorBodyOf(admitted, language);
          unstored.push({ key, status: admitted.statusCode, body: error });
          results.push({ idempotency_key: key, status: admitted.statusCode, error, replayed: false });
          continue;
        }
        const data = await writeAnswer(trx, answer, now, lease.device, admitted.lateSince);
        unstored.push({ key, status: 200, body: { data } });
        results.push({ idempotency_key: key, status: 200, data, replayed: false });
      }
    }
    await store();
    return { attempt_id: body.attempt_id, results };
  });
}

/** admitAnswer's judgement for a later item of the batch, from the verdict the first one got (its renewal already done). */
function admitByVerdict(verdict: LeaseVerdict, attempt: AttemptRow, answeredAt: string): { lateSince?: Date } {
  if (verdict.kind === 'former') {
    if (new Date(answeredAt).getTime() < verdict.takenOverAt.getTime()) return { lateSince: verdict.takenOverAt };
    throw movedError(verdict.takenOverAt, attempt);
  }
  if (verdict.kind === 'other') throw leasedError(attempt);
  return {};
}
