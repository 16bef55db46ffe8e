/** What candidates answer (questionnaires, screening questions, onboarding forms) and which device may write an activity (offline promise 10). */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

export interface UserAttemptsTable {
  attempt_id: string;
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  client_started_at: Timestamp | null;
  server_started_at: Timestamp | null;
  submitted_at: Timestamp | null;
  answer_count: number | null;
  answers_hash: string | null;
  created_at: CreatedAt;
  /** Migration 0023: the device holding the attempt's lease, until when, its last write or heartbeat, its last take-over. */
  lease_device_id: string | null;
  lease_expires_at: Timestamp | null;
  last_active_at: Timestamp | null;
  taken_over_at: Timestamp | null;
}

/** Migration 0023: every take-over of an attempt by another device. */
export interface UserAttemptHandoversTable {
  handover_id: Generated<number>;
  attempt_id: string;
  from_device_id: string | null;
  to_device_id: string;
  taken_over_at: CreatedAt;
}

export interface UserAnswersTable {
  attempt_id: string;
  item_id: string;
  /** jsonb: written as JSON text, read back parsed. */
  value: ColumnType<unknown, string, string>;
  revision: number;
  answered_at: Timestamp;
  received_at: Timestamp;
  synced_late: Generated<boolean>;
  /** Migration 0023: the device that wrote this revision (null before leases or without a device id). */
  device_id: string | null;
}

/** Migration 0025: the lease of an activity whose run is one per activity (skills test, language test). */
export interface ActivityLeasesTable {
  ref_id: string;
  job_step_activity_id: number;
  lease_device_id: string | null;
  lease_expires_at: Timestamp | null;
  last_active_at: Timestamp | null;
  taken_over_at: Timestamp | null;
}

/** Migration 0025: every take-over of an activity lease by another device. */
export interface ActivityLeaseHandoversTable {
  handover_id: Generated<number>;
  ref_id: string;
  job_step_activity_id: number;
  from_device_id: string | null;
  to_device_id: string;
  taken_over_at: CreatedAt;
}

/** A file attached to a file-type screening question (migration 0021). */
export interface ScreeningAnswerFilesTable {
  file_id: string;
  user_id: number;
  ref_id: string;
  job_step_activity_id: number;
  account_question_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** Relative to DATA_DIR. */
  storage_path: string;
  created_at: CreatedAt;
}

/** One submitted onboarding form per tracker activity (migration 0018). */
export interface UserOnboardingResponsesTable {
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  onboarding_form_id: number | null;
  answers: ColumnType<unknown, string, string>;
  submitted_at: CreatedAt;
}
