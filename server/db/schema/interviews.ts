/** Interview kits, the panel of an interview activity, interviews and the interviewers' evaluations (migration 0034). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export type InterviewPurpose = 'interview' | 'performance_review';
export type InterviewStatus =
  'unscheduled' | 'requested' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'declined';
export type InterviewRecommendation = 'strong_no' | 'no' | 'yes' | 'strong_yes';

export interface InterviewKitsTable {
  interview_kit_id: Generated<number>;
  account_id: number;
  name: string;
  purpose: ColumnType<InterviewPurpose, InterviewPurpose | undefined, InterviewPurpose>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  archived_at: Timestamp | null;
}

export interface InterviewKitQuestionsTable {
  interview_kit_question_id: Generated<number>;
  interview_kit_id: number;
  account_question_id: number | null;
  question_text: string;
  guidance: Generated<string>;
  sort_order: Generated<number>;
}

export interface InterviewKitQuestionAttributesTable {
  interview_kit_question_id: number;
  attribute_type_id: number;
}

export interface InterviewRubricLevelsTable {
  interview_kit_id: number;
  attribute_type_id: number;
  level: number;
  anchor: string;
}

export interface JobStepActivityInterviewersTable {
  job_step_activity_id: number;
  user_id: number;
}

export interface InterviewsTable {
  interview_id: Generated<number>;
  interview_uuid: Generated<string>;
  account_id: number;
  purpose: InterviewPurpose;
  interview_kit_id: number | null;
  job_step_activity_id: number | null;
  ref_id: string | null;
  participant_user_id: number;
  status: ColumnType<InterviewStatus, InterviewStatus | undefined, InterviewStatus>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  time_zone: string | null;
  location: Generated<string>;
  meeting_url: Generated<string>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
  /** An interview scheduled with no activity names itself here (migration 0098). */
  title: Generated<string>;
  /** How long the candidate books when there is no activity to say so (migration 0106). */
  duration_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** jsonb, the starts staff proposed for a link (ISO instants); null: any common free time (migration 0109). */
  proposed_times: ColumnType<string[] | null, string | null | undefined, string | null>;
}

export interface InterviewInterviewersTable {
  interview_id: number;
  user_id: number;
}

export interface InterviewEvaluationsTable {
  interview_evaluation_id: Generated<number>;
  interview_id: number;
  interviewer_user_id: number;
  notes: Generated<string>;
  recommendation: InterviewRecommendation | null;
  submitted_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface InterviewEvaluationScoresTable {
  interview_evaluation_id: number;
  attribute_type_id: number;
  score: number;
}

export interface InterviewEvaluationAnswersTable {
  interview_evaluation_id: number;
  interview_kit_question_id: number;
  notes: Generated<string>;
}

/** An interviewer last reminded of an evaluation they owe (migration 0098). */
export interface FeedbackRemindersTable {
  interview_id: number;
  user_id: number;
  reminded_at: Timestamp;
}
