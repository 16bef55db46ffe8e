/**
 * Skills tests taken by a candidate (seed 000 sections 3, 4, 7; seed 002 section 7.9): the test's
 * content for one activity of the candidate's own application, and the timed-section calls
 * start-section-time, submit-question, submit-section, submit and section-details.
 *
 * The server is the judge of time (D56):
 * - A section's window opens at section_started_at (server time) and lasts duration_seconds =
 *   minutes x 60 x the application's time accommodation, frozen when the section starts.
 * - remaining_seconds = duration_seconds - elapsed seconds, floored at 0.
 * - An answer received before the window's end (or the section's submission) plus GRACE_SECONDS
 *   is on time. One received later is on time when its device time, read relative to the
 *   device's own start of the section, falls inside the window: it was given offline in time and
 *   is flagged synced_late. Anything else is kept, marked is_late, and never scored.
 * - Every write is idempotent: a start is recorded once; an answer keeps the highest revision per
 *   question (one on-time and one late answer at most); submissions repeat their first result.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema } from './user.ts';
import { ACCOMMODATION_KINDS } from './accommodation-kinds.ts';
import { CAMERA_CONSENTS } from './camera-check.ts';

/** Seconds added to a window for network delay before an answer counts as late. */
export const GRACE_SECONDS = 10;

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const isoTime = z.iso.datetime({ offset: true });
const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const queryId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

const Target = { ref_id: uuid, job_step_activity_id: id };

export const SkillsTestOptionSchema = z.object({
  skills_test_option_id: z.number(),
  text: z.string(),
  /** Practice questions only: the candidate sees the best answer after choosing. */
  is_correct: z.optional(z.boolean()),
});

export const SkillsTestQuestionSchema = z.object({
  skills_test_question_id: z.number(),
  sort_order: z.number(),
  text: z.string(),
  options: z.array(SkillsTestOptionSchema),
});
export type SkillsTestQuestion = z.infer<typeof SkillsTestQuestionSchema>;

/** A section as the candidate has it on the server: null fields before it starts. */
export const SectionDetailsSchema = z.object({
  skills_test_section_id: z.number(),
  user_skills_test_section_id: z.nullable(z.number()),
  section_started_at: z.nullable(isoTime),
  submitted_at: z.nullable(isoTime),
  /** minutes x 60 x the accommodation (frozen at the start; the current one before it). */
  duration_seconds: z.number(),
  time_accommodation: z.number(),
  /** section_started_at + duration_seconds, or null before the start. */
  deadline: z.nullable(isoTime),
  /** Floored at 0; duration_seconds before the start; 0 once submitted. */
  remaining_seconds: z.number(),
  /** The server's clock when this was computed: the client's countdown anchors on it. */
  server_now: isoTime,
});
export type SectionDetails = z.infer<typeof SectionDetailsSchema>;

export const SkillsTestSectionSchema = z.object({
  skills_test_section_id: z.number(),
  sort_order: z.number(),
  is_practice: z.boolean(),
  title: z.string(),
  instructions: z.string(),
  /** The limit before accommodation; 0 for practice. */
  minutes: z.number(),
  questions: z.array(SkillsTestQuestionSchema),
  /** Null for practice sections. */
  details: z.nullable(SectionDetailsSchema),
});
export type SkillsTestSection = z.infer<typeof SkillsTestSectionSchema>;

export const SkillsTestContentSchema = z.object({
  skills_test_id: z.number(),
  /** The candidate's run, once a section started. */
  user_skills_test_id: z.nullable(z.number()),
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  job_id: z.number(),
  language: LanguageSchema,
  title: z.string(),
  instructions: z.string(),
  time_accommodation: z.number(),
  /**
   * What approved accommodations the screen applies (D200, D214): `no_countdown` hides the clock
   * (the time is still kept), `breaks` says a break may be taken between sections. Optional: content
   * a device saved before this has none.
   */
  accommodations: z.optional(z.array(z.enum(ACCOMMODATION_KINDS))),
  /**
   * The company asks that the timed parts fill the screen (D431): asked as each starts, never a
   * lock; false where an approved accommodation applies. Optional: content saved before this has none.
   */
  ask_full_screen: z.optional(z.boolean()),
  /**
   * The company asks for the camera check by consent (D455): the candidate is asked before a timed
   * section; false where an approved accommodation applies. `camera_consent` is the answer the
   * server holds (null: not asked yet). Optional: content saved before this has neither.
   */
  ask_camera_check: z.optional(z.boolean()),
  camera_consent: z.optional(z.nullable(z.enum(CAMERA_CONSENTS))),
  grace_seconds: z.number(),
  submitted_at: z.nullable(isoTime),
  sections: z.array(SkillsTestSectionSchema),
  server_now: isoTime,
});
export type SkillsTestContent = z.infer<typeof SkillsTestContentSchema>;

export const SkillsTestContentParams = z.object({ refId: uuid });
export const SkillsTestContentQuery = z.object({ job_step_activity_id: queryId, language: z.optional(LanguageSchema) });

export const StartSectionBody = z.object({
  ...Target,
  skills_test_section_id: id,
  /** The device's clock when the candidate started the section. */
  started_at: isoTime,
  /**
   * Milliseconds the device counted between the start and this request (0 online; the offline
   * spell when the start was queued). The server dates the start back by it, at most 24 hours.
   */
  elapsed_ms: z.optional(z.number().check(z.int(), z.gte(0), z.lte(86_400_000))),
});
export type StartSection = z.infer<typeof StartSectionBody>;

export const SubmitQuestionBody = z.object({
  ...Target,
  skills_test_section_id: id,
  skills_test_question_id: id,
  /** Null clears the answer. */
  skills_test_option_id: z.nullable(id),
  /** Per question, from 1, rising with every change on the device. */
  revision: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  /** The device's clock when the candidate chose. */
  answered_at: isoTime,
});
export type SubmitQuestion = z.infer<typeof SubmitQuestionBody>;

export const SubmitQuestionResultSchema = z.object({
  user_skills_test_question_id: z.number(),
  skills_test_question_id: z.number(),
  revision: z.number(),
  applied: z.boolean(),
  /** Recorded after the window: kept, not scored. */
  is_late: z.boolean(),
  /** Recorded in time, delivered after the window (offline). */
  synced_late: z.boolean(),
});
export type SubmitQuestionResult = z.infer<typeof SubmitQuestionResultSchema>;

export const SubmitSectionBody = z.object({ ...Target, skills_test_section_id: id });
/**
 * The final submission carries the count and canonical hash (contracts/user-response.ts
 * `answersHash`) of the answers the device holds: one per question, its highest revision, item_id
 * the question id, value the option id or null. The server finalises only when its own hash of
 * what it stores is equal; otherwise 409 answers_mismatch and nothing changes (promise 8).
 */
export const SubmitBody = z.object({
  ...Target,
  answer_count: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  answers_hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type SubmitSkillsTestBody = z.infer<typeof SubmitBody>;

/** The receipt of the final submission (promise 8): the run, and the count and hash of the answers the server holds. */
export const SkillsTestReceiptSchema = z.object({
  user_skills_test_id: z.number(),
  submitted_at: isoTime,
  /** One per question answered (its highest revision, on time or late). */
  answer_count: z.number(),
  /** Of those, the ones recorded after their section's time (kept, not scored). */
  late_count: z.number(),
  answers_hash: z.string(),
});
export type SkillsTestReceipt = z.infer<typeof SkillsTestReceiptSchema>;

export const SectionDetailsQuery = z.object({
  ref_id: uuid,
  job_step_activity_id: queryId,
  skills_test_section_id: queryId,
});

export const SkillsTestReportSchema = z.object({
  user_skills_test_id: z.number(),
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  title: z.string(),
  submitted_at: z.nullable(isoTime),
  sections: z.array(
    z.object({
      skills_test_section_id: z.number(),
      title: z.string(),
      correct: z.number(),
      total: z.number(),
      late: z.number(),
      percent: z.number(),
    }),
  ),
  correct: z.number(),
  total: z.number(),
  percent: z.number(),
});
export type SkillsTestReport = z.infer<typeof SkillsTestReportSchema>;

export const getSkillsTest = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/skills-test/{refId}/',
  access: 'signed-in',
  summary:
    "A skills test of the candidate's own application: sections, questions, options (no correct flags outside practice), and each section's timing",
  params: SkillsTestContentParams,
  query: SkillsTestContentQuery,
  response: SkillsTestContentSchema,
});

export const startSectionTime = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/skills-test/start-section-time/',
  access: 'signed-in',
  summary:
    'Start a timed section: records section_started_at once (idempotent); answers the window with the time accommodation applied',
  body: StartSectionBody,
  response: SectionDetailsSchema,
});

export const submitQuestion = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/skills-test/submit-question/',
  access: 'signed-in',
  summary: 'Answer one question (highest revision wins); judged on time, synced late, or late (kept, not scored)',
  body: SubmitQuestionBody,
  response: SubmitQuestionResultSchema,
});

export const submitSection = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/skills-test/submit-section/',
  access: 'signed-in',
  summary: 'Close a started section (idempotent); later answers are late',
  body: SubmitSectionBody,
  response: SectionDetailsSchema,
});

export const submitSkillsTest = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/skills-test/submit/',
  access: 'signed-in',
  summary:
    'Final submission when the answer hashes match (else 409 answers_mismatch): closes every section, completes the activity, answers a receipt (idempotent)',
  body: SubmitBody,
  response: SkillsTestReceiptSchema,
});

export const sectionDetails = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/skills-test/section-details/',
  access: 'signed-in',
  summary: "A section's start, deadline and remaining seconds (floored at 0) by the server's clock",
  query: SectionDetailsQuery,
  response: SectionDetailsSchema,
});

export const ReportParams = z.object({ id: queryId });
export const ReportQuery = z.object({ language: z.optional(LanguageSchema) });

export const getSkillsTestReport = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/skills-test/report/{id}/',
  access: 'signed-in',
  summary: "The candidate's own skills test result: correct of total per section and overall (late answers not scored)",
  params: ReportParams,
  query: ReportQuery,
  response: SkillsTestReportSchema,
});

export const skillsTestEndpoints = [
  getSkillsTest,
  startSectionTime,
  submitQuestion,
  submitSection,
  submitSkillsTest,
  sectionDetails,
  getSkillsTestReport,
];
