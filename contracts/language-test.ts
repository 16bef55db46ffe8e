/**
 * Language tests (seed 000 sections 3, 4; seed 002 sections 4, 6): a vendor-style activity made of
 * vendor assessments ("parts"), each named by an external_vendor_asmt_id of three parts separated
 * by a pipe: assessment type | language tested | instruction language ('listening|es|en'). The
 * activity is complete when every part is complete; the server decides it.
 *
 * With no outside vendor configured the parts are our own in-app listening and reading tests
 * (server/modules/language-test/vendor-adapter.ts, D64, D65). The
 * candidate never receives the answer key or a score; staff read scores on the scorecard.
 * Every write is idempotent: an answer keeps the highest revision per item, completing a part
 * repeats its first result.
 *
 * Completing a part is a final submission with a receipt (offline promise 8): the device sends the
 * count and canonical hash (canonicalLanguagePartAnswers) of the part's answers it holds; the
 * server completes the part only when its own are equal (else 409 answers_mismatch, nothing
 * changes, and the device resends the part's answers), and its result repeats them. A completed
 * part answers the receipt of what it holds again, whatever was sent.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AnswersDigestFields } from './user-response.ts';

/** Seed 001 section 3: vendor_id 1 means the language test is enabled for the account. */
export const LANGUAGE_TEST_VENDOR_ID = 1;

export const PART_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

/** CEFR-like bands, lowest first (thresholds in docs/scoring.md and server/scoring/language-test.ts). */
export const LANGUAGE_BANDS = ['Pre-A1', 'A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type LanguageBand = (typeof LANGUAGE_BANDS)[number];

export interface VendorAssessmentId {
  assessmentType: string;
  language: string;
  instructionLanguage: string;
}

const ID_PART = /^[a-z][a-z_]{0,29}$/;
const LANGUAGE_PART = /^[a-z]{2}$/;

/**
 * 'listening|es|en' -> { assessmentType: 'listening', language: 'es', instructionLanguage: 'en' };
 * anything that is not exactly three well-formed parts -> null. Case and surrounding spaces of
 * each part are forgiven ('Reading | ES | en').
 */
export function parseVendorAssessmentId(value: string): VendorAssessmentId | null {
  const parts = value.split('|').map((p) => p.trim().toLowerCase());
  if (parts.length !== 3) return null;
  const [assessmentType, language, instructionLanguage] = parts as [string, string, string];
  if (!ID_PART.test(assessmentType) || !LANGUAGE_PART.test(language) || !LANGUAGE_PART.test(instructionLanguage))
    return null;
  return { assessmentType, language, instructionLanguage };
}

export function formatVendorAssessmentId(id: VendorAssessmentId): string {
  return `${id.assessmentType}|${id.language}|${id.instructionLanguage}`;
}

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const isoTime = z.iso.datetime({ offset: true });
const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const queryId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const key = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/));

const Target = { ref_id: uuid, job_step_activity_id: id };

export const LanguageOptionSchema = z.object({ option_id: z.string(), text: z.string() });

export const LanguageItemSchema = z.object({
  item_id: z.string(),
  /** Items that share a passage or a clip share this id (the passage is shown once per group). */
  stimulus_id: z.string(),
  /** Reading: the passage. Listening: the clip's script, spoken by the device (never shown unless the candidate asks for the text). */
  stimulus: z.string(),
  question: z.string(),
  options: z.array(LanguageOptionSchema),
});
export type LanguageItem = z.infer<typeof LanguageItemSchema>;

export const LanguagePartSchema = z.object({
  vendor_assessment_id: z.number(),
  external_vendor_asmt_id: z.string(),
  assessment_type: z.string(),
  /** The language tested (the stimulus, questions and options are in it). */
  language: z.string(),
  /** The language of the title and instructions. */
  instruction_language: z.string(),
  status: z.enum(PART_STATUSES),
  /** Where the vendor takes the candidate; the built-in adapter answers this app's own screen. */
  sign_in_link: z.string(),
  title: z.string(),
  instructions: z.string(),
  items: z.array(LanguageItemSchema),
  completed_at: z.nullable(isoTime),
});
export type LanguagePart = z.infer<typeof LanguagePartSchema>;

export const LanguageTestContentSchema = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  job_id: z.number(),
  title: z.string(),
  /** The adapter in use: 'built-in' is our own in-app test. */
  adapter: z.string(),
  is_completed: z.boolean(),
  parts: z.array(LanguagePartSchema),
});
export type LanguageTestContent = z.infer<typeof LanguageTestContentSchema>;

export const LanguageTestContentParams = z.object({ refId: uuid });
export const LanguageTestContentQuery = z.object({ job_step_activity_id: queryId });

export const LanguageAnswerBody = z.object({
  ...Target,
  vendor_assessment_id: id,
  item_id: key,
  /** Null clears the answer. */
  option_id: z.nullable(key),
  /** Per item, from 1, rising with every change on the device. */
  revision: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  answered_at: isoTime,
});
export type LanguageAnswer = z.infer<typeof LanguageAnswerBody>;

export const LanguageAnswerResultSchema = z.object({
  vendor_assessment_id: z.number(),
  item_id: z.string(),
  /** The revision the server holds after this request. */
  revision: z.number(),
  applied: z.boolean(),
});
export type LanguageAnswerResult = z.infer<typeof LanguageAnswerResultSchema>;

export const CompletePartBody = z.object({ ...Target, vendor_assessment_id: id, ...AnswersDigestFields });
export type CompletePart = z.infer<typeof CompletePartBody>;

export { canonicalLanguagePartAnswers, languagePartDigest } from './answer-digests.ts';

/** The part's completion and its receipt: the count and hash of the part's answers the server holds. */
export const CompletePartResultSchema = z.object({
  vendor_assessment_id: z.number(),
  status: z.enum(PART_STATUSES),
  completed_at: isoTime,
  answer_count: z.number(),
  answers_hash: z.string(),
  /** True once every part of the activity is complete (the activity is then complete on the tracker). */
  is_activity_completed: z.boolean(),
});
export type CompletePartResult = z.infer<typeof CompletePartResultSchema>;

export const StaffLanguagePartSchema = z.object({
  vendor_assessment_id: z.number(),
  external_vendor_asmt_id: z.string(),
  assessment_type: z.string(),
  language: z.string(),
  instruction_language: z.string(),
  status: z.enum(PART_STATUSES),
  correct: z.nullable(z.number()),
  total: z.nullable(z.number()),
  percent: z.nullable(z.number()),
  band: z.nullable(z.enum(LANGUAGE_BANDS)),
  completed_at: z.nullable(isoTime),
});
export type StaffLanguagePart = z.infer<typeof StaffLanguagePartSchema>;

export const StaffLanguageTestSchema = z.object({
  job_step_activity_id: z.number(),
  title: z.string(),
  is_completed: z.boolean(),
  parts: z.array(StaffLanguagePartSchema),
});
export type StaffLanguageTest = z.infer<typeof StaffLanguageTestSchema>;

export const getLanguageTest = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/language-test/{refId}/',
  access: 'signed-in',
  summary:
    "A language test of your own application: its parts (type|language|instruction language), each part's status, instructions and items (no answer key); anyone else 404; 409 when the account's language test (vendor 1) is off",
  params: LanguageTestContentParams,
  query: LanguageTestContentQuery,
  response: LanguageTestContentSchema,
});

export const saveLanguageAnswer = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/language-test/answer/',
  access: 'signed-in',
  summary: 'Answer one item of a part (highest revision wins); 409 attempt_submitted once the part is complete',
  body: LanguageAnswerBody,
  response: LanguageAnswerResultSchema,
});

export const completeLanguagePart = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/language-test/complete-part/',
  access: 'signed-in',
  summary:
    "Complete one part when the count and hash of its answers equal the server's (else 409 answers_mismatch); scored on the server; answers a receipt (idempotent); the activity completes when every part is complete",
  body: CompletePartBody,
  response: CompletePartResultSchema,
});

export const listStaffLanguageTests = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/language-tests/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "An application's language tests with each part's status, percent correct and band, for staff who may work on its job",
  params: z.object({ userSmartreqId: queryId }),
  response: z.array(StaffLanguageTestSchema),
});

export const languageTestEndpoints = [
  getLanguageTest,
  saveLanguageAnswer,
  completeLanguagePart,
  listStaffLanguageTests,
];
