/**
 * One application's scorecard and the actions on it (seed 001 sections 3, 4 and 7): rejection
 * reasons, the scorecard data, status, reject and recover, mark as new, hire, share, comments
 * and the application's history. An application is named by its user_smartreq_id
 * (user_trackers.user_step_tracker_id).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

import { QuestionTypeSchema } from './screening-questions.ts';
import { isCalendarDate } from './experience.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const uuid = z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Expected a uuid'));
const date = z.string().check(z.trim(), z.refine(isCalendarDate, { message: 'Enter a date as YYYY-MM-DD' }));
/** ISO 8601 timestamps in answers. */
const time = z.string();

export const REJECTION_TYPES = ['company', 'candidate'] as const;
export type RejectionType = (typeof REJECTION_TYPES)[number];

export const APPLICATION_STATUSES = ['active', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Rejection reasons

export const RejectionReasonSchema = z.object({
  rejection_reason_id: z.number(),
  rejection_type: z.enum(REJECTION_TYPES),
  name: z.string(),
});
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;

export const RejectionReasonsQuery = z.object({
  /** The company whose reasons to list; the viewer's first role's company when left out. */
  account_id: z.optional(id),
});

export const listRejectionReasons = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/rejection-reasons/',
  auth: 2,
  summary: "A company's active rejection reasons in their order (account_id defaults to the viewer's first company; another company's 404)",
  query: RejectionReasonsQuery,
  response: z.array(RejectionReasonSchema),
});

// ---------------------------------------------------------------------------------------------
// The scorecard

export const UserSmartreqIdParams = z.object({ userSmartreqId: id });
export const ApplicationIdParams = z.object({ id });

const PersonRef = z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

export const ApplicantDataSchema = z.object({
  user_smartreq_id: z.number(),
  ref_id: z.string(),
  user_id: z.number(),
  job_id: z.number(),
  job_title: z.string(),
  job_type_id: z.number(),
  account_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.nullable(z.string()),
  application_date: time,
  status: z.enum(APPLICATION_STATUSES),
  is_new: z.boolean(),
  assigned_user: z.nullable(PersonRef),
  rejection_reason: z.nullable(RejectionReasonSchema),
  rejection_note: z.nullable(z.string()),
  rejected_at: z.nullable(time),
  hired_at: z.nullable(time),
  /** YYYY-MM-DD. */
  hire_start_date: z.nullable(z.string()),
  /** The factor applied to time limits on timed activities (1 = none, 1.5 = half as much again). */
  time_accommodation: z.number(),
  completed_activity_count: z.number(),
  total_activity_count: z.number(),
});
export type ApplicantData = z.infer<typeof ApplicantDataSchema>;

export const ScreeningActivitySchema = z.object({
  job_step_activity_id: z.number(),
  activity_type: z.string(),
  title: z.string(),
  is_completed: z.boolean(),
  completed_at: z.nullable(time),
});
export const ScreeningStageSchema = z.object({
  job_step_id: z.number(),
  name: z.string(),
  sort_order: z.number(),
  activities: z.array(ScreeningActivitySchema),
  /** When its last activity was completed, once all are. */
  completed_at: z.nullable(time),
});
export type ScreeningStage = z.infer<typeof ScreeningStageSchema>;

export const StepScoreSchema = z.object({
  job_step_id: z.number(),
  /** Mean of the attribute scores its activities produced (0 to 100), null when none. */
  score: z.nullable(z.number()),
});

export const MeasuredAttributeSchema = z.object({
  job_attribute_group_id: z.number(),
  group_name: z.string(),
  group_weight: z.number(),
  attribute_type_id: z.number(),
  attribute_name: z.string(),
  weight: z.number(),
  /** 0 to 100, null while not measured. */
  score: z.nullable(z.number()),
});
export type MeasuredAttribute = z.infer<typeof MeasuredAttributeSchema>;

export const AssessmentReportSchema = z.object({
  job_step_activity_id: z.number(),
  title: z.string(),
  asmt_id: z.number(),
  completed_at: z.nullable(time),
  scores: z.array(z.object({ attribute_type_id: z.number(), name: z.string(), score: z.number() })),
});
export type AssessmentReport = z.infer<typeof AssessmentReportSchema>;

export const ScreeningAnswerSchema = z.object({
  job_step_activity_id: z.number(),
  activity_title: z.string(),
  account_question_id: z.number(),
  question_text: z.string(),
  question_type: QuestionTypeSchema,
  /** Chosen options' texts joined, 'yes'/'no' for yes-no questions, the file's name for a file question, else the answer as text. */
  answer_text: z.string(),
  /** A file question's attached file; url is the API path of its bytes (GET, bearer). */
  file: z.optional(z.object({ file_id: z.string(), file_name: z.string(), content_type: z.string(), size_bytes: z.number(), url: z.string() })),
});
export type ScreeningAnswer = z.infer<typeof ScreeningAnswerSchema>;

export const ScorecardSchema = z.object({
  applicantData: ApplicantDataSchema,
  screeningStages: z.array(ScreeningStageSchema),
  screeningStepScores: z.array(StepScoreSchema),
  attributesMeasuredScore: z.array(MeasuredAttributeSchema),
  fit_score: z.nullable(z.number()),
  predictive_score: z.nullable(z.number()),
  scored_at: z.nullable(time),
  assessmentReportData: z.array(AssessmentReportSchema),
  screeningAnswers: z.array(ScreeningAnswerSchema),
  /** Video answers arrive with video questions (issue 5): always empty for now. */
  videoAnswers: z.array(z.object({ job_step_activity_id: z.number(), title: z.string(), url: z.string() })),
  /** The resume arrives with resume uploads: null for now. */
  /** The candidate's current resume; url is the API path of its bytes (GET, bearer). */
  resumeData: z.nullable(z.object({ resume_id: z.number(), file_name: z.string(), content_type: z.string(), size_bytes: z.number(), created_at: z.string(), url: z.string() })),
  /** Interviewer scores arrive with interviews: empty lists for now. */
  interviewerScore: z.object({
    interviewers: z.array(PersonRef),
    attribute_scores: z.array(z.object({ interviewer_user_id: z.number(), attribute_type_id: z.number(), score: z.number() })),
    interviewer_notes: z.array(z.object({ interviewer_user_id: z.number(), note: z.string() })),
  }),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

export const getScorecard = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/scorecard/{userSmartreqId}/',
  auth: 2,
  summary: 'One application\'s scorecard; opening it marks the application seen (is_new false). 404 unless the viewer may work on its job',
  params: UserSmartreqIdParams,
  response: ScorecardSchema,
});

// ---------------------------------------------------------------------------------------------
// Actions on one application

export const ApplicationStateSchema = z.object({
  user_smartreq_id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  is_new: z.boolean(),
  rejection_reason_id: z.nullable(z.number()),
  rejection_note: z.nullable(z.string()),
  hired_at: z.nullable(time),
  hire_start_date: z.nullable(z.string()),
});
export type ApplicationState = z.infer<typeof ApplicationStateSchema>;

/** Rejecting needs a reason: PATCH status moves between active and hired; reject does the rest. */
export const UpdateStatusBody = z.object({ status: z.enum(['active', 'hired']) });

export const updateApplicationStatus = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/status/',
  auth: 2,
  summary: 'Set an application active or hired (active clears a rejection or a hire). 409 when a rejected applicant would be hired',
  params: UserSmartreqIdParams,
  body: UpdateStatusBody,
  response: ApplicationStateSchema,
});

/** Extra time on every timed activity (skills tests, typing test), set by staff on the application. */
export const TIME_ACCOMMODATIONS = [1, 1.25, 1.5, 2] as const;
export const TimeAccommodationBody = z.object({ time_accommodation: z.literal(TIME_ACCOMMODATIONS) });
export const TimeAccommodationSchema = z.object({ user_smartreq_id: z.number(), time_accommodation: z.number() });

export const setTimeAccommodation = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/user-smartreq/{userSmartreqId}/time-accommodation/',
  auth: 2,
  summary: 'Set the time multiplier (1, 1.25, 1.5 or 2) every timed activity of this application gives; a section already started keeps its time',
  params: UserSmartreqIdParams,
  body: TimeAccommodationBody,
  response: TimeAccommodationSchema,
});

export const REASON_NOTE_MAX = 2000;
export const RejectBody = z.object({
  rejection_reason_id: bodyId,
  reason_note: z.optional(z.string().check(z.trim(), z.maxLength(REASON_NOTE_MAX))),
});

export const rejectApplication = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{id}/reject/',
  auth: 2,
  summary: "Reject an application with one of its company's active reasons and a note (again: the reason changes). 400 for another company's reason",
  params: ApplicationIdParams,
  body: RejectBody,
  response: ApplicationStateSchema,
});

export const recoverApplication = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{id}/recover/',
  auth: 2,
  summary: 'A rejected application back to active, its rejection cleared (an active one stays as it is). 409 for a hired one',
  params: ApplicationIdParams,
  response: ApplicationStateSchema,
});

export const markApplicationNew = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/user-smartreq/{id}/mark-new/',
  auth: 2,
  summary: 'Mark an application as new (unseen) again',
  params: ApplicationIdParams,
  response: ApplicationStateSchema,
});

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const HirePersonalDataBody = z.object({
  user_smartreq_id: bodyId,
  first_name: name,
  last_name: name,
  phone_number: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40), z.regex(/^[0-9+()\-. ]*$/, 'Enter a phone number')))),
  hire_start_date: z.optional(z.nullable(date)),
});
export type HirePersonalData = z.infer<typeof HirePersonalDataBody>;

export const updateHireData = defineEndpoint({
  method: 'PATCH',
  path: '/user/v1/hire/',
  auth: 2,
  summary: "Before hiring: the applicant's personal data (names, phone) and the planned start date. 409 for a rejected applicant",
  body: HirePersonalDataBody,
  response: ApplicationStateSchema,
});

export const HireBody = z.object({ user_smartreq_id: bodyId, start_date: z.optional(z.nullable(date)) });

export const hireApplication = defineEndpoint({
  method: 'POST',
  path: '/user/v1/hire/',
  auth: 2,
  summary: 'Hire the applicant (hired again: unchanged). 409 when the applicant is rejected: recover first',
  body: HireBody,
  response: ApplicationStateSchema,
});

export const SHARE_RECIPIENTS_MAX = 10;
export const ShareScorecardBody = z.object({
  user_smartreq_id: bodyId,
  message: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  recipients: z
    .array(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()))
    .check(z.minLength(1), z.maxLength(SHARE_RECIPIENTS_MAX)),
});
export type ShareScorecard = z.infer<typeof ShareScorecardBody>;

export const shareScorecard = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/scorecard-share/',
  auth: 2,
  summary: 'Mail a link to the scorecard with a message to 1 to 10 recipients (one outbox mail each; they need access to open it)',
  body: ShareScorecardBody,
  response: z.object({ sent: z.number() }),
});

// ---------------------------------------------------------------------------------------------
// Comments

export const COMMENT_SCOPES = ['team', 'private'] as const;
export type CommentScope = (typeof COMMENT_SCOPES)[number];
export const COMMENT_MAX = 4000;

export const CommentSchema = z.object({
  comment_uuid: z.string(),
  user_smartreq_id: z.number(),
  author: z.nullable(PersonRef),
  scope: z.enum(COMMENT_SCOPES),
  body: z.string(),
  created_at: time,
  updated_at: time,
  /** True when the viewer wrote it (only its author edits or deletes it). */
  is_mine: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

const commentText = z.string().check(z.trim(), z.minLength(1), z.maxLength(COMMENT_MAX));
export const CreateCommentBody = z.object({
  body: commentText,
  scope: z.optional(z.enum(COMMENT_SCOPES)),
  /** The client may name the new comment (a retry then cannot make two); the server makes one otherwise. */
  comment_uuid: z.optional(uuid),
});
export const PatchCommentBody = z.object({ body: z.optional(commentText), scope: z.optional(z.enum(COMMENT_SCOPES)) });
export const CommentUuidParams = z.object({ comment_uuid: uuid });

export const listComments = defineEndpoint({
  method: 'GET',
  path: '/user/v1/comments/{userSmartreqId}/',
  auth: 2,
  summary: "An application's comments, oldest first: the team's and the viewer's own private ones",
  params: UserSmartreqIdParams,
  response: z.array(CommentSchema),
});

export const createComment = defineEndpoint({
  method: 'POST',
  path: '/user/v1/comments/{userSmartreqId}/',
  auth: 2,
  summary: 'Comment on an application (scope team by default; private is seen by its author only). 409 when comment_uuid is taken',
  params: UserSmartreqIdParams,
  body: CreateCommentBody,
  response: CommentSchema,
});

export const updateComment = defineEndpoint({
  method: 'PATCH',
  path: '/user/v1/comment/{comment_uuid}/',
  auth: 2,
  summary: "Change your own comment's text or scope; someone else's 403, one you cannot see 404",
  params: CommentUuidParams,
  body: PatchCommentBody,
  response: CommentSchema,
});

export const deleteComment = defineEndpoint({
  method: 'DELETE',
  path: '/user/v1/comment/{comment_uuid}/',
  auth: 2,
  summary: "Delete your own comment; someone else's 403, one you cannot see 404",
  params: CommentUuidParams,
  response: z.object({ ok: z.boolean() }),
});

// ---------------------------------------------------------------------------------------------
// History

export const HistoryEntrySchema = z.object({
  event_id: z.string(),
  kind: z.string(),
  actor: z.nullable(PersonRef),
  /** Per kind: status_changed {from, to}; rejected {rejection_reason_id, reason_name, rejection_type, reason_note}; shared {recipients}. */
  details: z.record(z.string(), z.unknown()),
  created_at: time,
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const listActivityHistory = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/activity-history/{userSmartreqId}/',
  auth: 2,
  summary: "What happened to one application, newest first, with who did it",
  params: UserSmartreqIdParams,
  response: z.array(HistoryEntrySchema),
});

export const scorecardEndpoints = [
  listRejectionReasons,
  getScorecard,
  updateApplicationStatus,
  rejectApplication,
  recoverApplication,
  markApplicationNew,
  updateHireData,
  hireApplication,
  shareScorecard,
  listComments,
  createComment,
  updateComment,
  deleteComment,
  listActivityHistory,
];
