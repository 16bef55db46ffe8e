/** Skills tests, typing tests, video answers and language tests. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

/** Skills tests (migration 0014). */
export interface SkillsTestsTable {
  skills_test_id: Generated<number>;
  slug: string;
  created_at: CreatedAt;
  /** The company the test was written for; null: the provider's library (migration 0026). */
  account_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Written through authoring: candidates take only its published versions (migration 0061). */
  is_draft: ColumnType<boolean, boolean | undefined, boolean>;
  /** A published version: the authored test it froze, and its number from 1. */
  version_of: ColumnType<number | null, number | null | undefined, never>;
  version: ColumnType<number | null, number | null | undefined, never>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, never>;
  published_by: ColumnType<number | null, number | null | undefined, never>;
  /** The author keeps the questions' and options' order for every run (migration 0141, D332). */
  fixed_order: Generated<boolean>;
}

export interface SkillsTestTextsTable {
  skills_test_id: number;
  language: string;
  title: string;
  instructions: string;
}

export interface SkillsTestSectionsTable {
  skills_test_section_id: Generated<number>;
  skills_test_id: number;
  sort_order: number;
  is_practice: Generated<boolean>;
  minutes: Generated<number>;
  /** Questions drawn per run (D503); null: all. */
  pool_size: number | null;
}

export interface SkillsTestSectionTextsTable {
  skills_test_section_id: number;
  language: string;
  title: string;
  instructions: Generated<string>;
}

export interface SkillsTestQuestionsTable {
  skills_test_question_id: Generated<number>;
  skills_test_section_id: number;
  sort_order: number;
}

export interface SkillsTestQuestionTextsTable {
  skills_test_question_id: number;
  language: string;
  text: string;
}

export interface SkillsTestOptionsTable {
  skills_test_option_id: Generated<number>;
  skills_test_question_id: number;
  sort_order: number;
  is_correct: Generated<boolean>;
}

export interface SkillsTestOptionTextsTable {
  skills_test_option_id: number;
  language: string;
  text: string;
}

export interface UserSkillsTestsTable {
  user_skills_test_id: Generated<number>;
  ref_id: string;
  job_step_activity_id: number;
  skills_test_id: number;
  user_id: number;
  created_at: CreatedAt;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UserSkillsTestSectionsTable {
  user_skills_test_section_id: Generated<number>;
  user_skills_test_id: number;
  skills_test_section_id: number;
  section_started_at: Timestamp;
  client_started_at: Timestamp;
  /** numeric: the driver returns text. */
  time_accommodation: ColumnType<string, string | number, string | number>;
  duration_seconds: number;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UserSkillsTestAnswersTable {
  user_skills_test_question_id: Generated<number>;
  user_skills_test_section_id: number;
  skills_test_question_id: number;
  skills_test_option_id: number | null;
  revision: number;
  answered_at: Timestamp;
  received_at: Timestamp;
  is_late: boolean;
  synced_late: Generated<boolean>;
  /** Migration 0025: the device that wrote this answer (null before leases or without a device id). */
  device_id: Generated<string | null>;
}

export interface TypingPassagesTable {
  typing_passage_id: Generated<number>;
  language: string;
  title: string;
  text: string;
  sort: Generated<number>;
  /** The company's own passage; null: the provider's. */
  account_id: number | null;
  archived_at: Date | null;
  updated_at: Generated<Date>;
}

export interface TypingTestSettingsTable {
  account_id: number;
  duration_seconds: number;
  min_net_wpm: number | null;
  min_accuracy: number | null;
  updated_at: Generated<Date>;
}

export interface TypingResultsTable {
  typing_result_id: Generated<number>;
  attempt_id: string;
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  typing_passage_id: number;
  typed_text: string;
  /** jsonb: the keystroke log as received (written as JSON text). */
  keystroke_log: ColumnType<unknown, string, string>;
  keystrokes: number;
  corrections: number;
  elapsed_ms: number;
  duration_seconds: number;
  /** numeric: the driver returns text. */
  time_accommodation: ColumnType<string, string | number, string | number>;
  net_wpm: ColumnType<string, string | number, string | number>;
  raw_wpm: ColumnType<string, string | number, string | number>;
  accuracy: ColumnType<string, string | number, string | number>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  completed_at: Timestamp;
  /** The first run's attempt when this result was carried from another application (D207). */
  carried_from_attempt_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VideoQuestionsTable {
  video_question_id: Generated<number>;
  job_step_activity_id: number;
  text: string;
  /** The text's versions in other languages (D199); `text` is the company default language's. */
  text_i18n: ColumnType<unknown, string | undefined, string>;
  media: ColumnType<'video' | 'audio', 'video' | 'audio' | undefined, 'video' | 'audio'>;
  time_limit_seconds: number;
  max_retakes: number | null;
  sort: Generated<number>;
}

export interface VideoAnswersTable {
  video_answer_id: Generated<number>;
  ref_id: string;
  job_step_activity_id: number;
  video_question_id: number;
  user_id: number;
  upload_id: string;
  storage_path: string;
  content_type: string | null;
  /** bigint: the driver returns text. */
  size_bytes: ColumnType<string, string | number, string | number>;
  /** The SHA-256 the client declared when it created the upload; the checked file's once ready (D461). */
  sha256: string | null;
  /** numeric: the driver returns text. */
  duration_seconds: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  duration_source: string | null;
  status: ColumnType<
    'uploading' | 'checking' | 'ready' | 'refused',
    'uploading' | 'checking' | 'ready' | 'refused' | undefined,
    'uploading' | 'checking' | 'ready' | 'refused'
  >;
  refusal_reason: string | null;
  created_at: Timestamp;
  ready_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The language of the question's version the candidate's screen showed, and its words then (migration 0188, D473); null when unknown. */
  shown_language: ColumnType<string | null, string | null | undefined, string | null>;
  shown_text: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VendorAssessmentsTable {
  vendor_assessment_id: Generated<number>;
  job_step_activity_id: number;
  vendor_id: Generated<number>;
  /** 'type|language|instruction language'. */
  external_vendor_asmt_id: string;
  sort_order: Generated<number>;
}

export interface UserVendorAssessmentsTable {
  user_vendor_assessment_id: Generated<number>;
  ref_id: string;
  vendor_assessment_id: number;
  user_id: number;
  external_user_id: string;
  status: ColumnType<
    'not_started' | 'in_progress' | 'completed',
    'not_started' | 'in_progress' | 'completed' | undefined,
    'not_started' | 'in_progress' | 'completed'
  >;
  correct: number | null;
  total: number | null;
  percent: number | null;
  band: string | null;
  started_at: CreatedAt;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UserVendorAnswersTable {
  user_vendor_assessment_id: number;
  item_id: string;
  option_id: string | null;
  revision: number;
  answered_at: ColumnType<Date, Date | string, Date | string>;
  received_at: ColumnType<Date, Date | string, Date | string>;
  /** Migration 0025: the device that wrote this answer (null before leases or without a device id). */
  device_id: Generated<string | null>;
}
