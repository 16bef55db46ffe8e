/**
 * The real `send` of the sync loop: one outbox entry, one API call with the entry's idempotency
 * key, and the failure sorted into "try again" or "refused for good". `sendAnswerBatch` sends
 * consecutive answers of one attempt in one call; each item keeps its own key and its own answer.
 */
import type { EndpointRoute } from '../../contracts/endpoint.ts';
import { type AnswerBatchItemResultType } from '../../contracts/user-response.ts';
import { ApiError, call } from '../lib/api-client.ts';
import type { OutboxEntry } from './db.ts';
import type { BatchSendResult, SendResult } from './outbox-results.ts';
import { completeLanguagePart, saveLanguageAnswer } from '../lib/api/language-test.ts';
import { submitOnboardingForm } from '../lib/api/onboarding.ts';
import { startSectionTime, submitQuestion, submitSection, submitSkillsTest } from '../lib/api/skills-test.ts';
import { scoreTypingTest } from '../lib/api/typing-test.ts';
import { saveAssessmentAnswer, saveAssessmentAnswerBatch, setStartTime, submitAttempt } from '../lib/api/user-response.ts';

const TIMEOUT_MS = 30_000;

const endpointOf: Record<OutboxEntry['kind'], EndpointRoute> = {
  answer: saveAssessmentAnswer,
  start: setStartTime,
  submit: submitAttempt,
  'typing-result': scoreTypingTest,
  'skills-start': startSectionTime,
  'skills-answer': submitQuestion,
  'skills-section': submitSection,
  'skills-submit': submitSkillsTest,
  'onboarding-submit': submitOnboardingForm,
  'language-answer': saveLanguageAnswer,
  'language-part': completeLanguagePart,
};

export async function sendEntry(entry: OutboxEntry): Promise<SendResult> {
  try {
    const data = await call(endpointOf[entry.kind], {
      body: entry.payload as never,
      idempotencyKey: entry.idempotencyKey,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { kind: 'ok', data };
  } catch (error) {
    return classifyFailure(error);
  }
}

/** Answer entries of one attempt (the sync loop groups them), in outbox order. */
export async function sendAnswerBatch(entries: OutboxEntry[]): Promise<BatchSendResult> {
  const first = entries[0]!.payload;
  try {
    const data = await call(saveAssessmentAnswerBatch, {
      body: {
        ref_id: first.ref_id as string,
        job_step_activity_id: first.job_step_activity_id as number,
        attempt_id: first.attempt_id as string,
        items: entries.map((entry) => ({
          idempotency_key: entry.idempotencyKey,
          item_id: entry.payload.item_id as string,
          value: entry.payload.value as never,
          revision: entry.payload.revision as number,
          answered_at: entry.payload.answered_at as string,
        })),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (data.results.length !== entries.length || data.results.some((r, i) => r.idempotency_key !== entries[i]!.idempotencyKey)) {
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
    refusal: { status, code: error.code ?? `http_${status}`, message: error.serverMessage ?? error.message, ...(error.errors?.length ? { errors: error.errors } : {}) },
  };
}
