/**
 * The real `send` of the sync loop: one outbox entry, one API call with the entry's idempotency
 * key, and the failure sorted into "try again" or "refused for good".
 */
import type { Endpoint } from '../../contracts/endpoint.ts';
import { saveAssessmentAnswer, setStartTime, submitAttempt } from '../../contracts/user-response.ts';
import { scoreTypingTest } from '../../contracts/typing-test.ts';
import { startSectionTime, submitQuestion, submitSection, submitSkillsTest } from '../../contracts/skills-test.ts';
import { ApiError, call } from '../lib/api-client.ts';
import type { OutboxEntry } from './db.ts';
import type { SendResult } from './outbox-results.ts';

const TIMEOUT_MS = 30_000;

const endpointOf: Record<OutboxEntry['kind'], Endpoint> = {
  answer: saveAssessmentAnswer,
  start: setStartTime,
  submit: submitAttempt,
  'typing-result': scoreTypingTest,
  'skills-start': startSectionTime,
  'skills-answer': submitQuestion,
  'skills-section': submitSection,
  'skills-submit': submitSkillsTest,
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

/**
 * Only a definite "no" from the server drops an entry. 401 is not one: the session could not be
 * refreshed, and the answer must wait for the candidate to sign in again, not be lost.
 */
export function classifyFailure(error: unknown): SendResult {
  if (!(error instanceof ApiError) || error.status === undefined) {
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
  const { status } = error;
  if (status >= 500 || status === 401 || status === 408 || status === 429) {
    return { kind: 'retry', error: `HTTP ${status}`, retryAfterSeconds: error.retryAfterSeconds };
  }
  return {
    kind: 'refused',
    refusal: { status, code: error.code ?? `http_${status}`, message: error.serverMessage ?? error.message },
  };
}
