/**
 * The real `send` of the sync loop: one outbox entry, one API call with the entry's idempotency
 * key, and the failure sorted into "try again" or "refused for good". `sendAnswerBatch` sends
 * consecutive answers of one attempt in one call; each item keeps its own key and its own answer.
 */
import { type AnswerBatchItemResultType } from '../../contracts/user-response.ts';
import { ApiError, call } from '../lib/api-client.ts';
import { isEntryOf, kindOf, type SentEntry } from './kinds/index.ts';
import type { BatchSendResult, SendResult } from './outbox-results.ts';
import { saveAssessmentAnswerBatch } from '../lib/api/user-response.ts';

const TIMEOUT_MS = 30_000;

/** One entry, to the endpoint its kind declares (src/offline/kinds), with its idempotency key. */
export async function sendEntry(entry: SentEntry): Promise<SendResult> {
  try {
    const data = await call(kindOf(entry).endpoint, {
      body: entry.payload,
      idempotencyKey: entry.idempotencyKey,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { kind: 'ok', data };
  } catch (error) {
    return classifyFailure(error);
  }
}

/** Answer entries of one attempt (the sync loop groups them by their kind's batchTarget), in outbox order. */
export async function sendAnswerBatch(entries: SentEntry[]): Promise<BatchSendResult> {
  const answers = entries.filter(isEntryOf('answer'));
  if (answers.length === 0 || answers.length !== entries.length) {
    // Not a batch this endpoint takes: the loop sends the entries one by one.
    return {
      kind: 'refused',
      refusal: { status: 0, code: 'not_batchable', message: 'Only questionnaire answers are sent in batches.' },
    };
  }
  const first = answers[0]!.payload;
  try {
    const data = await call(saveAssessmentAnswerBatch, {
      body: {
        ref_id: first.ref_id,
        job_step_activity_id: first.job_step_activity_id,
        attempt_id: first.attempt_id,
        items: answers.map(({ idempotencyKey, payload }) => ({
          idempotency_key: idempotencyKey,
          item_id: payload.item_id,
          value: payload.value,
          revision: payload.revision,
          answered_at: payload.answered_at,
        })),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (
      data.results.length !== entries.length ||
      data.results.some((r, i) => r.idempotency_key !== entries[i]!.idempotencyKey)
    ) {
      return { kind: 'retry', error: 'batch answer does not match the items sent' };
    }
    return { kind: 'ok', results: data.results.map(itemResult) };
  } catch (error) {
    return classifyFailure(error);
  }
}

/** One item's status and body, sorted exactly as the single endpoint's answer would be. */
export function itemResult(result: AnswerBatchItemResultType): SendResult {
  if (result.status >= 200 && result.status < 300) return { kind: 'ok', data: result.data };
  return classifyFailure(new ApiError({ status: result.status, body: result.error }));
}

/**
 * Only a definite "no" from the server drops an entry. 401 is not one: the session could not be
 * refreshed, and the answer must wait for the candidate to sign in again, not be lost.
 */
export function classifyFailure(error: unknown): Exclude<SendResult, { kind: 'ok' }> {
  if (!(error instanceof ApiError) || error.status === undefined) {
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
  const { status } = error;
  if (status >= 500 || status === 401 || status === 408 || status === 429) {
    return { kind: 'retry', error: `HTTP ${status}`, retryAfterSeconds: error.retryAfterSeconds };
  }
  return {
    kind: 'refused',
    refusal: {
      status,
      code: error.code ?? `http_${status}`,
      message: error.serverMessage ?? error.message,
      ...(error.errors?.length ? { errors: error.errors } : {}),
    },
  };
}
