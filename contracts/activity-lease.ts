/**
 * One writer across devices (offline promise 10) for the skills test's run and the language
 * test's parts: the same lease as the answer attempts (contracts/attempt-lease.ts: device header,
 * 409 attempt_leased / attempt_moved with their details), kept per activity (migration 0025).
 * Every write of those tests renews the holder's lease; these endpoints are the holder's heartbeat
 * and taking a lapsed activity over, which answers the server's state for the device to adopt.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SectionDetailsSchema } from './skills-test.ts';
import { SUBMITTED_WHOLE_KIND_TYPES } from './activity-kinds.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const isoTime = z.iso.datetime({ offset: true });
const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ActivityLeaseBody = z.object({
  ref_id: uuid,
  job_step_activity_id: id,
});
export type ActivityLeaseBodyType = z.infer<typeof ActivityLeaseBody>;

const leaseFields = {
  lease_expires_at: isoTime,
  /** The lease's length: the page heartbeats every third of it. */
  lease_ms: z.number(),
};

/** A skills test answer as the server holds it (per question, its highest revision). */
export const SkillsServerAnswer = z.object({
  skills_test_section_id: z.number(),
  skills_test_question_id: z.number(),
  skills_test_option_id: z.nullable(z.number()),
  revision: z.number(),
  answered_at: isoTime,
  is_late: z.boolean(),
  synced_late: z.boolean(),
});
export type SkillsServerAnswerType = z.infer<typeof SkillsServerAnswer>;

export const SkillsHeartbeatResult = z.object({
  ...leaseFields,
  /** Answers a former holder delivered after the take-over (recorded before it, so kept): the holder adopts them. */
  late_answers: z.array(SkillsServerAnswer),
});
export type SkillsHeartbeatResultType = z.infer<typeof SkillsHeartbeatResult>;

export const SkillsTakeOverResult = z.object({
  ...leaseFields,
  user_skills_test_id: z.number(),
  taken_over_at: z.nullable(isoTime),
  /** Every started section with its server start: the countdown goes on from there (promise 4). */
  sections: z.array(SectionDetailsSchema),
  answers: z.array(SkillsServerAnswer),
});
export type SkillsTakeOverResultType = z.infer<typeof SkillsTakeOverResult>;

export const LanguageServerAnswer = z.object({
  vendor_assessment_id: z.number(),
  item_id: z.string(),
  option_id: z.nullable(z.string()),
  revision: z.number(),
  answered_at: isoTime,
});
export type LanguageServerAnswerType = z.infer<typeof LanguageServerAnswer>;

export const LanguageHeartbeatResult = z.object({
  ...leaseFields,
  late_answers: z.array(LanguageServerAnswer),
});
export type LanguageHeartbeatResultType = z.infer<typeof LanguageHeartbeatResult>;

export const LanguageTakeOverResult = z.object({
  ...leaseFields,
  taken_over_at: z.nullable(isoTime),
  /** The parts the candidate opened, with their status on the server. */
  parts: z.array(
    z.object({
      vendor_assessment_id: z.number(),
      status: z.string(),
      completed_at: z.nullable(isoTime),
    }),
  ),
  answers: z.array(LanguageServerAnswer),
});
export type LanguageTakeOverResultType = z.infer<typeof LanguageTakeOverResult>;

export const skillsLeaseHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/skills-test/lease/heartbeat/',
  access: 'signed-in',
  summary:
    "Renew the skills test run's lease (holder only; X-Assay-Device); 409 attempt_leased or attempt_moved otherwise",
  body: ActivityLeaseBody,
  response: SkillsHeartbeatResult,
});

export const skillsTakeOver = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/skills-test/lease/take-over/',
  access: 'signed-in',
  summary:
    'Move the skills test run to this device once its lease has lapsed; answers the started sections (server starts) and the answers with revisions',
  body: ActivityLeaseBody,
  response: SkillsTakeOverResult,
});

export const languageLeaseHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/language-test/lease/heartbeat/',
  access: 'signed-in',
  summary:
    "Renew the language test's lease (holder only; X-Assay-Device); 409 attempt_leased or attempt_moved otherwise",
  body: ActivityLeaseBody,
  response: LanguageHeartbeatResult,
});

export const languageTakeOver = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/language-test/lease/take-over/',
  access: 'signed-in',
  summary:
    "Move the language test to this device once its lease has lapsed; answers the parts' status and the answers with revisions",
  body: ActivityLeaseBody,
  response: LanguageTakeOverResult,
});

/**
 * The activities submitted whole in one request (`isSubmittedWhole` in each kind's definition,
 * contracts/activity-kinds.ts): their state lives on the device until that request, so the lease
 * has nothing to hand over but the right to submit. The open screen heartbeats; the submission
 * (and a video's upload) is admitted by the same rule.
 */
export const SINGLE_SUBMISSION_ACTIVITY_TYPES = SUBMITTED_WHOLE_KIND_TYPES;

export const ActivityLeaseResult = z.object({
  ...leaseFields,
  /** The latest take-over of the activity (null: never taken over). */
  taken_over_at: z.nullable(isoTime),
});
export type ActivityLeaseResultType = z.infer<typeof ActivityLeaseResult>;

export const activityLeaseHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/activity-lease/heartbeat/',
  access: 'signed-in',
  summary:
    'Renew the lease of an activity submitted whole (the kinds with isSubmittedWhole in contracts/activity-kinds.ts; X-Assay-Device); 409 attempt_leased or attempt_moved otherwise',
  body: ActivityLeaseBody,
  response: ActivityLeaseResult,
});

export const activityTakeOver = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/activity-lease/take-over/',
  access: 'signed-in',
  summary: 'Move an activity submitted whole to this device once its lease has lapsed (409 attempt_leased while live)',
  body: ActivityLeaseBody,
  response: ActivityLeaseResult,
});

export const activityLeaseEndpoints = [
  skillsLeaseHeartbeat,
  skillsTakeOver,
  languageLeaseHeartbeat,
  languageTakeOver,
  activityLeaseHeartbeat,
  activityTakeOver,
];
