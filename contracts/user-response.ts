/**
 * The answer endpoints the offline engine (src/offline) drains its outbox into (seed 000 section
 * 7, seed 002 section 7.9). Every call carries an Idempotency-Key header: the server applies a
 * key once and answers a repeat with the first answer.
 *
 * Server rules the engine relies on (docs/offline-engine.md):
 * - An answer carries a per-item revision (1, 2, 3... on the device). The server keeps the
 *   highest revision per (attempt, item); a lower or equal revision is acknowledged with
 *   `applied: false`, never an error, so reordered and duplicated deliveries converge.
 * - `answered_at` is the device's time of the answer. An answer recorded in time but delivered
 *   late is accepted and flagged `synced_late: true`, never discarded.
 * - Once an attempt is submitted, a new answer is refused with 409 `attempt_submitted`.
 * - Submission carries the client's `answer_count` and `answers_hash`. The server finalises only
 *   when its own canonical hash of the stored answers equals the client's; otherwise it refuses
 *   with 409 `answers_mismatch` and stays open, so the client can resend and try again. The
 *   receipt repeats the server's count and hash.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const UserResponseErrorCode = {
  attemptSubmitted: 'attempt_submitted',
  answersMismatch: 'answers_mismatch',
} as const;

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const isoTime = z.iso.datetime({ offset: true });
const itemId = z.string().check(z.minLength(1), z.maxLength(100));
const jobStepActivityId = z.number().check(z.int(), z.positive());

/** A choice (number or option key), a text, a multiple choice, or a cleared answer. */
export const AnswerValueSchema = z.nullable(
  z.union([z.number(), z.string().check(z.maxLength(20_000)), z.array(z.string().check(z.maxLength(200))).check(z.maxLength(100))]),
);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

export const AssessmentAnswerBody = z.object({
  ref_id: uuid,
  job_step_activity_id: jobStepActivityId,
  attempt_id: uuid,
  item_id: itemId,
  value: AnswerValueSchema,
  /** Per item, starting at 1, increasing with every change made on the device. */
  revision: z.number().check(z.int(), z.gte(1)),
  /** When the candidate answered, by the device's clock. */
  answered_at: isoTime,
});
export type AssessmentAnswer = z.infer<typeof AssessmentAnswerBody>;

export const AssessmentAnswerResult = z.object({
  item_id: itemId,
  /** The revision the server now holds for the item (may be higher than the one sent). */
  revision: z.number(),
  /** False when the server already held this revision or a higher one. */
  applied: z.boolean(),
  synced_late: z.boolean(),
});
export type AssessmentAnswerResultType = z.infer<typeof AssessmentAnswerResult>;

export const SetStartTimeBody = z.object({
  ref_id: uuid,
  job_step_activity_id: jobStepActivityId,
  attempt_id: uuid,
  /** When the candidate started, by the device's clock; the server records its own time too. */
  started_at: isoTime,
});
export const SetStartTimeResult = z.object({ attempt_id: uuid, server_started_at: isoTime });
export type SetStartTimeResultType = z.infer<typeof SetStartTimeResult>;

export const SubmitAttemptBody = z.object({
  ref_id: uuid,
  job_step_activity_id: jobStepActivityId,
  attempt_id: uuid,
  answer_count: z.number().check(z.int(), z.gte(0)),
  answers_hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type SubmitAttempt = z.infer<typeof SubmitAttemptBody>;

/** The receipt of a final submission (offline promise 8). */
export const SubmitReceipt = z.object({
  attempt_id: uuid,
  answer_count: z.number(),
  answers_hash: z.string(),
  submitted_at: isoTime,
});
export type SubmitReceiptType = z.infer<typeof SubmitReceipt>;

export const setStartTime = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/set-start-time/',
  auth: 1,
  summary: 'Record that the candidate started an attempt; idempotent per Idempotency-Key',
  body: SetStartTimeBody,
  response: SetStartTimeResult,
});

export const saveAssessmentAnswer = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/assessment-answers/',
  auth: 1,
  summary: 'Save one answer; the highest revision per item wins; 409 attempt_submitted after submission',
  body: AssessmentAnswerBody,
  response: AssessmentAnswerResult,
});

export const submitAttempt = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/assessment-answers/submit/',
  auth: 1,
  summary: 'Finalise an attempt when the hashes match (else 409 answers_mismatch); answers a receipt',
  body: SubmitAttemptBody,
  response: SubmitReceipt,
});

export const userResponseEndpoints = [setStartTime, saveAssessmentAnswer, submitAttempt];

/**
 * The canonical text of an attempt's answers: sorted by item_id (plain code-unit order, not
 * locale order), one `item_id:JSON(value)` line each, joined by '\n' with no trailing newline.
 * The hash is the lowercase hex SHA-256 of its UTF-8 bytes. Server and client both use this.
 */
export function canonicalAnswersText(answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>): string {
  return [...answers]
    .sort((a, b) => (a.item_id < b.item_id ? -1 : a.item_id > b.item_id ? 1 : 0))
    .map((a) => `${a.item_id}:${JSON.stringify(a.value)}`)
    .join('\n');
}

export async function answersHash(answers: ReadonlyArray<{ item_id: string; value: AnswerValue }>): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalAnswersText(answers));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
