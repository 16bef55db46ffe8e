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
import { defineEndpoint, ErrorBodySchema } from './endpoint.ts';
import {
  MAX_ANSWER_BATCH,
  MAX_ANSWER_CHOICE_TEXT,
  MAX_ANSWER_CHOICES,
  MAX_ANSWER_TEXT,
  type AnswerValue,
} from './user-response-codes.ts';

export {
  MAX_ANSWER_BATCH,
  UserResponseErrorCode,
  answersDigest,
  answersHash,
  canonicalAnswersText,
  isAnswerValue,
  type AnswersDigest,
} from './user-response-codes.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const isoTime = z.iso.datetime({ offset: true });
const itemId = z.string().check(z.minLength(1), z.maxLength(100));
const jobStepActivityId = z.number().check(z.int(), z.positive());

/** A choice (number or option key), a text, a multiple choice, or a cleared answer. */
export const AnswerValueSchema = z.nullable(
  z.union([
    z.number(),
    z.string().check(z.maxLength(MAX_ANSWER_TEXT)),
    z.array(z.string().check(z.maxLength(MAX_ANSWER_CHOICE_TEXT))).check(z.maxLength(MAX_ANSWER_CHOICES)),
  ]),
);
export type { AnswerValue };
// The schema accepts exactly the zod-free type (a compile error here if either changes alone).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const answerValueMatches: Same<z.infer<typeof AnswerValueSchema>, AnswerValue> = true;
void answerValueMatches;

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
  access: 'signed-in',
  summary: 'Record that the candidate started an attempt; idempotent per Idempotency-Key',
  body: SetStartTimeBody,
  response: SetStartTimeResult,
});

export const saveAssessmentAnswer = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/assessment-answers/',
  access: 'signed-in',
  summary: 'Save one answer; the highest revision per item wins; 409 attempt_submitted after submission',
  body: AssessmentAnswerBody,
  response: AssessmentAnswerResult,
});

export const submitAttempt = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/assessment-answers/submit/',
  access: 'signed-in',
  summary: 'Finalise an attempt when the hashes match (else 409 answers_mismatch); answers a receipt',
  body: SubmitAttemptBody,
  response: SubmitReceipt,
});

/**
 * A write of the candidate's that the server refused for good (D270): the device keeps
 * it with the reason, shows it, and tells the company once through this report. `key` is the
 * refused write's idempotency key, so a report made again (another tab, a retry) is stored once.
 */
export const ReportRefusalBody = z.object({
  ref_id: uuid,
  job_step_activity_id: jobStepActivityId,
  /** What was refused: the outbox kind (answer, typing-result, submit...) or 'recording'. */
  kind: z.string().check(z.regex(/^[a-z][a-z-]{0,39}$/)),
  /** The HTTP status of the refusal (0 when the device could not read one). */
  status: z.number().check(z.int(), z.gte(0), z.lte(599)),
  /** The refusal's error code, e.g. invalid_body, payload_too_large. */
  code: z.string().check(z.regex(/^[a-z0-9_]{1,60}$/)),
  key: z.string().check(z.regex(/^[A-Za-z0-9:_-]{8,120}$/)),
});
export type ReportRefusal = z.infer<typeof ReportRefusalBody>;

export const reportRefusal = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/refusals/',
  access: 'signed-in',
  summary:
    "Tell the company that one of your writes to an activity of yours was refused (its kind and reason), in the company's audit log; a report with the same key is stored once",
  body: ReportRefusalBody,
  response: z.object({ recorded: z.boolean() }),
});

export const AnswerBatchItem = z.object({
  /** The key the single endpoint would get as its Idempotency-Key header. */
  idempotency_key: z.string().check(z.minLength(8), z.maxLength(200)),
  item_id: itemId,
  value: AnswerValueSchema,
  revision: z.number().check(z.int(), z.gte(1)),
  answered_at: isoTime,
});
export type AnswerBatchItemType = z.infer<typeof AnswerBatchItem>;

export const AssessmentAnswerBatchBody = z.object({
  ref_id: uuid,
  job_step_activity_id: jobStepActivityId,
  attempt_id: uuid,
  items: z.array(AnswerBatchItem).check(z.minLength(1), z.maxLength(MAX_ANSWER_BATCH)),
});
export type AssessmentAnswerBatch = z.infer<typeof AssessmentAnswerBatchBody>;

/** One item's outcome: the status and body the single endpoint answers (or answered) for its key. */
export const AnswerBatchItemResult = z.object({
  idempotency_key: z.string(),
  status: z.number(),
  data: z.optional(AssessmentAnswerResult),
  error: z.optional(ErrorBodySchema),
  /** True when the key had been applied before: this is its first answer again. */
  replayed: z.boolean(),
});
export type AnswerBatchItemResultType = z.infer<typeof AnswerBatchItemResult>;

export const AssessmentAnswerBatchResult = z.object({
  attempt_id: uuid,
  /** In the order of the items sent. */
  results: z.array(AnswerBatchItemResult),
});
export type AssessmentAnswerBatchResultType = z.infer<typeof AssessmentAnswerBatchResult>;

export const saveAssessmentAnswerBatch = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/assessment-answers/batch/',
  access: 'signed-in',
  summary: `Save up to ${MAX_ANSWER_BATCH} answers of one attempt in one transaction; per-item idempotency keys and results, same rules as one answer`,
  body: AssessmentAnswerBatchBody,
  response: AssessmentAnswerBatchResult,
});

export const userResponseEndpoints = [setStartTime, saveAssessmentAnswer, submitAttempt, saveAssessmentAnswerBatch];

/** The count and hash a device sends with a final submission, for the server to compare with its own. */
export const AnswersDigestFields = {
  answer_count: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  answers_hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
};
