/**
 * Interviews and performance reviews run with a kit: the company's kits (questions, the attributes
 * each probes, a 1-5 rubric with anchors per attribute), an interview activity's setup (kit, panel,
 * duration, place, instructions), the interview station (pick an applicant or an employee, run the
 * kit) and each interviewer's evaluation, submitted once; staff with the right may unlock a
 * submitted evaluation for correction.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const INTERVIEW_PURPOSES = ['interview', 'performance_review'] as const;
export type InterviewPurposeCode = (typeof INTERVIEW_PURPOSES)[number];
export const INTERVIEW_STATUSES = [
  'unscheduled',
  'requested',
  'scheduled',
  'in_progress',
  'completed',
  'cancelled',
  'declined',
] as const;
export const MAX_KIT_QUESTIONS = 40;
export const MAX_NOTES_LENGTH = 8000;
export const MIN_IDLE_MINUTES = 1;
export const MAX_IDLE_MINUTES = 120;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const text = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const person = z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() });

export const RubricLevelSchema = z.object({
  level: z.number().check(z.int(), z.gte(1), z.lte(5)),
  anchor: text(1, 500),
});
export const KitAttributeSchema = z.object({
  attribute_type_id: bodyId,
  /** Exactly the five levels 1..5, each with its anchor. */
  levels: z.array(RubricLevelSchema).check(z.length(5)),
});
export const KitQuestionInputSchema = z.object({
  account_question_id: z.optional(z.nullable(bodyId)),
  question_text: text(1, 1000),
  guidance: z.optional(text(0, 2000)),
  attribute_type_ids: z.array(bodyId).check(z.maxLength(10)),
});
export const SaveKitBody = z.object({
  account_id: z.optional(bodyId),
  name: text(1, 200),
  purpose: z.enum(INTERVIEW_PURPOSES),
  questions: z.array(KitQuestionInputSchema).check(z.minLength(1), z.maxLength(MAX_KIT_QUESTIONS)),
  attributes: z.array(KitAttributeSchema).check(z.minLength(1), z.maxLength(20)),
});
export type SaveKit = z.infer<typeof SaveKitBody>;

export const KitQuestionSchema = z.object({
  interview_kit_question_id: z.number(),
  account_question_id: z.nullable(z.number()),
  question_text: z.string(),
  guidance: z.string(),
  attribute_type_ids: z.array(z.number()),
});
export const KitSchema = z.object({
  interview_kit_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  purpose: z.enum(INTERVIEW_PURPOSES),
  questions: z.array(KitQuestionSchema),
  attributes: z.array(
    z.object({
      attribute_type_id: z.number(),
      name: z.string(),
      levels: z.array(z.object({ level: z.number(), anchor: z.string() })),
    }),
  ),
  activity_count: z.number(),
  updated_at: z.string(),
});
export type Kit = z.infer<typeof KitSchema>;

const AccountQuery = z.object({ account_id: z.optional(id) });
const KitParams = z.object({ kitId: id });

export const listKits = defineEndpoint({
  method: 'GET',
  path: '/interview/v1/kits/',
  access: 'company-staff',
  summary: "The company's interview kits (any role)",
  query: AccountQuery,
  response: z.array(KitSchema),
});
export const createKit = defineEndpoint({
  method: 'POST',
  path: '/interview/v1/kits/',
  access: 'company-staff',
  summary: 'Create an interview kit (account settings or requisition rights)',
  body: SaveKitBody,
  response: KitSchema,
});
export const updateKit = defineEndpoint({
  method: 'PUT',
  path: '/interview/v1/kits/{kitId}/',
  access: 'staff',
  summary: 'Replace an interview kit',
  params: KitParams,
  body: SaveKitBody,
  response: KitSchema,
});
export const archiveKit = defineEndpoint({
  method: 'DELETE',
  path: '/interview/v1/kits/{kitId}/',
  access: 'staff',
  summary: 'Archive an interview kit (activities keep it)',
  params: KitParams,
  response: z.object({ interview_kit_id: z.number() }),
});

export const InterviewSetupSchema = z.object({
  job_step_activity_id: z.number(),
  interview_kit_id: z.nullable(z.number()),
  interviewer_user_ids: z.array(z.number()),
  duration_minutes: z.number(),
  location: z.string(),
  meeting_url: z.string(),
  instructions: z.string(),
});
export type InterviewSetup = z.infer<typeof InterviewSetupSchema>;
export const InterviewSetupOptionsSchema = z.object({
  kits: z.array(z.object({ interview_kit_id: z.number(), name: z.string() })),
  staff: z.array(person),
  setup: InterviewSetupSchema,
});
export const SaveInterviewSetupBody = z.object({
  interview_kit_id: bodyId,
  interviewer_user_ids: z.array(bodyId).check(z.minLength(1), z.maxLength(10)),
  duration_minutes: z.number().check(z.int(), z.gte(5), z.lte(480)),
  location: z.optional(text(0, 300)),
  meeting_url: z.optional(z.union([z.literal(''), z.url().check(z.maxLength(500), z.regex(/^https:\/\//))])),
  instructions: z.optional(text(0, 2000)),
});
export type SaveInterviewSetup = z.infer<typeof SaveInterviewSetupBody>;
const ActivityParams = z.object({ jobStepActivityId: id });

export const getInterviewSetup = defineEndpoint({
  method: 'GET',
  path: '/interview/v1/interview-setup/{jobStepActivityId}/',
  access: 'staff',
  summary: "An interview activity's setup with the kits and staff to choose from",
  params: ActivityParams,
  response: InterviewSetupOptionsSchema,
});
export const saveInterviewSetup = defineEndpoint({
  method: 'PUT',
  path: '/interview/v1/interview-setup/{jobStepActivityId}/',
  access: 'staff',
  summary: "Create or update an interview activity's setup",
  params: ActivityParams,
  body: SaveInterviewSetupBody,
  response: InterviewSetupSchema,
});

/** One applicant (or employee) the station may start an interview for. */
export const StationParticipantSchema = z.object({
  participant: person,
  ref_id: z.nullable(z.string()),
  job_step_activity_id: z.nullable(z.number()),
  job_title: z.string(),
  activity_title: z.string(),
  interview_uuid: z.nullable(z.string()),
  status: z.nullable(z.enum(INTERVIEW_STATUSES)),
});
export type StationParticipant = z.infer<typeof StationParticipantSchema>;
export const listStationApplicants = defineEndpoint({
  method: 'GET',
  path: '/interview/v1/station/applicants/',
  access: 'company-staff',
  summary: 'Applicants with an interview activity the viewer may run',
  query: z.object({ account_id: z.optional(id), search: z.optional(z.string().check(z.maxLength(100))) }),
  response: z.array(StationParticipantSchema),
});
export const listStationEmployees = defineEndpoint({
  method: 'GET',
  path: '/interview/v1/station/employees/',
  access: 'company-staff',
  summary: "The company's people a performance review may be run for, and its review kits",
  query: z.object({ account_id: z.optional(id) }),
  response: z.object({
    people: z.array(person),
    kits: z.array(z.object({ interview_kit_id: z.number(), name: z.string() })),
  }),
});

export const StartInterviewBody = z.union([
  z.object({ purpose: z.literal('interview'), ref_id: uuid, job_step_activity_id: bodyId }),
  z.object({
    purpose: z.literal('performance_review'),
    account_id: z.optional(bodyId),
    participant_user_id: bodyId,
    interview_kit_id: bodyId,
  }),
]);
export type StartInterview = z.infer<typeof StartInterviewBody>;
export const startInterview = defineEndpoint({
  method: 'POST',
  path: '/interview/v1/interviews/',
  access: 'staff',
  summary: 'Start (or resume) the live interview of an applicant activity, or a performance review',
  body: StartInterviewBody,
  response: z.object({ interview_uuid: z.string() }),
});

export const EvaluationSchema = z.object({
  interview_evaluation_id: z.nullable(z.number()),
  notes: z.string(),
  recommendation: z.nullable(z.enum(RECOMMENDATIONS)),
  scores: z.array(z.object({ attribute_type_id: z.number(), score: z.number() })),
  answers: z.array(z.object({ interview_kit_question_id: z.number(), notes: z.string() })),
  submitted_at: z.nullable(z.string()),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;
export const InterviewDetailSchema = z.object({
  interview_uuid: z.string(),
  purpose: z.enum(INTERVIEW_PURPOSES),
  status: z.enum(INTERVIEW_STATUSES),
  participant: person,
  job_title: z.string(),
  activity_title: z.string(),
  starts_at: z.nullable(z.string()),
  kit: z.nullable(KitSchema),
  /**
   * The requisition's own anchored levels (decision D160) of the kit's attributes it weighs, as the
   * requisition stores them; none for a performance review or an attribute without levels.
   */
  requisition_levels: z.array(
    z.object({
      attribute_type_id: z.number(),
      levels: z.array(z.object({ level: z.number(), label: z.string(), description: z.string() })),
    }),
  ),
  interviewers: z.array(z.object({ ...person.shape, submitted: z.boolean() })),
  mine: EvaluationSchema,
});
export type InterviewDetail = z.infer<typeof InterviewDetailSchema>;
const InterviewParams = z.object({ interviewUuid: uuid });
export const getInterview = defineEndpoint({
  method: 'GET',
  path: '/interview/v1/interviews/{interviewUuid}/',
  access: 'staff',
  summary: 'An interview with its kit and my evaluation (panel members and staff with rights)',
  params: InterviewParams,
  response: InterviewDetailSchema,
});

export const SubmitEvaluationBody = z.object({
  interview_uuid: uuid,
  notes: text(0, MAX_NOTES_LENGTH),
  recommendation: z.enum(RECOMMENDATIONS),
  scores: z
    .array(z.object({ attribute_type_id: bodyId, score: z.number().check(z.int(), z.gte(1), z.lte(5)) }))
    .check(z.minLength(1), z.maxLength(20)),
  answers: z
    .array(z.object({ interview_kit_question_id: bodyId, notes: text(0, MAX_NOTES_LENGTH) }))
    .check(z.maxLength(MAX_KIT_QUESTIONS)),
});
export type SubmitEvaluation = z.infer<typeof SubmitEvaluationBody>;
export const SubmitEvaluationResult = z.object({
  interview_uuid: z.string(),
  submitted_at: z.string(),
  /** True when this submission was the one stored (a repeat keeps the first). */
  stored_now: z.boolean(),
  interview_status: z.enum(INTERVIEW_STATUSES),
});
export const submitEvaluation = defineEndpoint({
  method: 'POST',
  path: '/interview/v1/evaluations/',
  access: 'staff',
  summary: "Submit my evaluation once (a repeat answers the first); the last panel member's completes the activity",
  body: SubmitEvaluationBody,
  response: SubmitEvaluationResult,
});

export const unlockEvaluation = defineEndpoint({
  method: 'POST',
  path: '/interview/v1/interviews/{interviewUuid}/unlock/',
  access: 'staff',
  summary: "Unlock an interviewer's submitted evaluation for correction (requisition rights)",
  params: InterviewParams,
  body: z.object({ interviewer_user_id: bodyId, reason: text(1, 500) }),
  response: z.object({ interview_uuid: z.string(), interviewer_user_id: z.number() }),
});

export const MyInterviewSchema = z.object({
  interview_uuid: z.string(),
  purpose: z.enum(INTERVIEW_PURPOSES),
  status: z.enum(INTERVIEW_STATUSES),
  participant: person,
  job_title: z.string(),
  starts_at: z.nullable(z.string()),
  submitted_at: z.nullable(z.string()),
});
export type MyInterview = z.infer<typeof MyInterviewSchema>;
/** How many of each part the interviewer's list holds: waiting for a score (oldest first), upcoming (soonest first), scored (latest first). */
export const MY_INTERVIEWS_TO_SCORE_SHOWN = 500;
export const MY_INTERVIEWS_UPCOMING_SHOWN = 100;
export const MY_INTERVIEWS_DONE_SHOWN = 100;
export const listMyInterviews = defineEndpoint({
  method: 'GET',
  path: '/interview/v1/my-interviews/',
  access: 'staff',
  summary: "The signed-in interviewer's interviews: upcoming, to score and done",
  response: z.object({
    to_score: z.array(MyInterviewSchema),
    upcoming: z.array(MyInterviewSchema),
    upcoming_total: z.number(),
    done: z.array(MyInterviewSchema),
    done_total: z.number(),
    today: z.array(MyInterviewSchema),
  }),
});
