/**
 * One application's scorecard and the actions on it (seed 001 sections 3, 4 and 7): rejection
 * reasons, the scorecard data, status, reject and recover, mark as new, hire, share, comments
 * and the application's history. An application is named by its user_smartreq_id
 * (user_trackers.user_step_tracker_id).
 *
 * This file holds the rejection reasons, the scorecard data and the history, and re-exports the
 * actions, the comments and the shared parts, which live in contracts/scorecard-*.ts.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { ContentLanguageQuery } from './progress.ts';
import { StaffTimedResultSchema } from './timed-results.ts';

import { QuestionTypeSchema } from './screening-questions.ts';
import {
  APPLICATION_STATUSES,
  id,
  PersonRef,
  REJECTION_TYPES,
  time,
  UserSmartreqIdParams,
} from './scorecard-common.ts';
import {
  updateApplicationStatus,
  rejectApplication,
  recoverApplication,
  markApplicationNew,
  updateHireData,
  hireApplication,
  shareScorecard,
} from './scorecard-actions.ts';
import { listComments, createComment, updateComment, deleteComment, shareComment } from './scorecard-comments.ts';

export {
  REJECTION_TYPES,
  type RejectionType,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  UserSmartreqIdParams,
  ApplicationIdParams,
  type PersonRef,
} from './scorecard-common.ts';
export * from './scorecard-actions.ts';
export * from './scorecard-comments.ts';

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
  access: 'staff',
  summary:
    "A company's active rejection reasons in their order (account_id defaults to the viewer's first company; another company's 404)",
  query: RejectionReasonsQuery,
  response: z.array(RejectionReasonSchema),
});

// ---------------------------------------------------------------------------------------------
// The scorecard

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
  /** Every score is a personality scale: the screen explains them as leaning between two ends (D214). */
  is_personality: z.boolean(),
  scores: z.array(
    z.object({
      attribute_type_id: z.number(),
      name: z.string(),
      score: z.number(),
      /** The scale's standard error of measurement from the company's attempts, when it has enough (D304). */
      sem: z.optional(z.nullable(z.number())),
    }),
  ),
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
  file: z.optional(
    z.object({
      file_id: z.string(),
      file_name: z.string(),
      content_type: z.string(),
      size_bytes: z.number(),
      url: z.string(),
    }),
  ),
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
  /** The plan's timed tests with their results, as GET /smartreq/v1/timed-results/{id}/ lists them (D310). */
  timedResults: z.array(StaffTimedResultSchema),
  /** Video answers arrive with video questions: always empty for now. */
  videoAnswers: z.array(z.object({ job_step_activity_id: z.number(), title: z.string(), url: z.string() })),
  /** The resume arrives with resume uploads: null for now. */
  /** The candidate's current resume; url is the API path of its bytes (GET, bearer). */
  resumeData: z.nullable(
    z.object({
      resume_id: z.number(),
      file_name: z.string(),
      content_type: z.string(),
      size_bytes: z.number(),
      created_at: z.string(),
      url: z.string(),
    }),
  ),
  /**
   * Submitted interview evaluations of this application. An interviewer on its panel who has not
   * submitted their own sees who interviewed but no one's scores or notes (`withheld`).
   */
  interviewerScore: z.object({
    interviewers: z.array(PersonRef),
    attribute_scores: z.array(
      z.object({ interviewer_user_id: z.number(), attribute_type_id: z.number(), score: z.number() }),
    ),
    interviewer_notes: z.array(z.object({ interviewer_user_id: z.number(), note: z.string() })),
    /** Each interviewer's note on each kit question, with the attributes that question measures (their ratings sit beside it). */
    question_notes: z.array(
      z.object({
        interviewer_user_id: z.number(),
        interview_kit_question_id: z.number(),
        question_text: z.string(),
        note: z.string(),
        attribute_type_ids: z.array(z.number()),
      }),
    ),
    attributes: z.array(z.object({ attribute_type_id: z.number(), name: z.string() })),
    evaluations: z.array(
      z.object({
        interviewer_user_id: z.number(),
        interview_uuid: z.string(),
        recommendation: z.nullable(z.string()),
        submitted_at: z.string(),
      }),
    ),
    withheld: z.boolean(),
    /** The viewer may unlock a submitted evaluation for correction. */
    can_unlock: z.boolean(),
  }),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

export const getScorecard = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/scorecard/{userSmartreqId}/',
  access: 'staff',
  summary:
    "One application's scorecard; opening it marks the application seen (is_new false). 404 unless the viewer may work on its job",
  params: UserSmartreqIdParams,
  // The attributes named in the screen's language, which may not be the account's saved one.
  query: ContentLanguageQuery,
  response: ScorecardSchema,
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
  access: 'applicant-team',
  summary: 'What happened to one application, newest first, with who did it',
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
  shareComment,
  listActivityHistory,
];
