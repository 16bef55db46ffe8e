/** The candidate's applications (trackers) and profile, and what the hiring team keeps on an application. */
import type { ColumnType, Generated } from 'kysely';
import type { DocumentType } from '../../../contracts/applicant-documents.ts';
import type { CreatedAt, DateColumn, Numeric, Timestamp } from './columns.ts';

export type AccountFieldType = 'text' | 'number' | 'date' | 'select' | 'file';

export interface UserTrackersTable {
  /** The application's id: `refId` in code (docs/glossary.md, "application"). */
  ref_id: string;
  /** The same application's number on the staff API's wire, `userSmartreqId` (the spec's name); look the row up by it once, then carry ref_id. */
  user_step_tracker_id: Generated<number>;
  user_id: number;
  job_id: number;
  external_application_id: string | null;
  /** numeric: the driver returns text. */
  time_accommodation: ColumnType<string, string | number | undefined, string | number>;
  created_at: CreatedAt;
  /** The job's company, copied so the account-wide applicant list pages on one index. */
  account_id: number;
  status: ColumnType<
    'active' | 'rejected' | 'hired',
    'active' | 'rejected' | 'hired' | undefined,
    'active' | 'rejected' | 'hired'
  >;
  is_new: Generated<boolean>;
  assigned_user_id: number | null;
  rejection_reason_id: number | null;
  rejection_note: string | null;
  rejected_at: Timestamp | null;
  hired_at: Timestamp | null;
  hire_start_date: ColumnType<Date | string | null, string | null, string | null>;
  /** "Deleted from the requisition": hidden from lists, answers kept. */
  removed_at: Timestamp | null;
  current_job_step_id: number | null;
  /** A stage staff moved the applicant to (migration 0095): the later of this and current_job_step_id is where they stand. */
  stage_job_step_id: ColumnType<number | null, number | null | undefined, number | null>;
  stage_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The stage the application stands at, kept by triggers (migration 0108, D230): never written by code. */
  pipeline_job_step_id: ColumnType<number | null, never, never>;
  /** The company stage staff moved the application into past its plan (migration 0151, D384); Hired is the status. */
  company_stage: ColumnType<CompanyStage | null, CompanyStage | null | undefined, CompanyStage | null>;
  completed_activity_count: Generated<number>;
  /** Whether the application holds any timed test's result, kept by triggers (migration 0160, D406): never written by code. */
  has_timed_result: ColumnType<boolean, never, never>;
  /** numeric: the driver returns text. */
  fit_score: ColumnType<string | null, string | number | null, string | number | null>;
  predictive_score: ColumnType<string | null, string | number | null, string | number | null>;
  scored_at: Timestamp | null;
  /** Where the applicant came from (migration 0038). */
  source_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The company stages an active application can stand in past its plan (D384). */
export type CompanyStage = 'interview' | 'offer';

/** A company's own name for one of its pipeline stages in one language (migration 0151, D384). */
export interface CompanyStageNamesTable {
  account_id: number;
  stage: CompanyStage | 'hired';
  language: 'en' | 'es' | 'fr';
  name: string;
}

/**
 * Per requisition, its active applications per stage and its rejected and hired ones (step 0),
 * kept by triggers on user_trackers (migration 0108, D230); the board reads them.
 */
export interface PipelineStageCountsTable {
  job_id: number;
  status: 'active' | 'rejected' | 'hired';
  /**
   * The stage of an active application; -1 and -2 for the company's Interview and Offer columns
   * (migration 0151); 0 for rejected and hired ones and for a plan without steps.
   */
  job_step_id: number;
  n: number;
}

/** The board's kept counts and the company's stage names (D230, D384). */
export interface PipelineTables {
  pipeline_stage_counts: PipelineStageCountsTable;
  company_stage_names: CompanyStageNamesTable;
}

/** The state before an application's last advance or reject, for its undo (migration 0095). */
export interface ApplicationUndoTable {
  ref_id: string;
  action: 'advance' | 'reject';
  previous: ColumnType<ApplicationUndoState, string, string>;
  done_by: number;
  done_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ApplicationUndoState {
  status: 'active' | 'rejected' | 'hired';
  rejection_reason_id: number | null;
  rejection_note: string | null;
  rejected_at: string | null;
  stage_job_step_id: number | null;
  stage_changed_at: string | null;
  /** Absent in what was kept before migration 0151. */
  company_stage?: CompanyStage | null;
}

export interface UserStepActivitiesTable {
  user_step_activity_id: Generated<number>;
  ref_id: string;
  job_step_activity_id: number;
  is_completed: Generated<boolean>;
  completed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ExperiencesTable {
  id: Generated<number>;
  user_id: number;
  company_name: string;
  title: string;
  description: string | null;
  /** A date column: written YYYY-MM-DD, read back through to_char (the driver would make a Date). */
  start_date: ColumnType<Date | string, string, string>;
  end_date: ColumnType<Date | string | null, string | null, string | null>;
  is_current: Generated<boolean>;
  location: string | null;
  state: string | null;
  country: string | null;
  position_type: string | null;
  field: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UserProfilesTable {
  user_id: number;
  email2: string | null;
  dob: DateColumn;
  /** "Prefer not to say" since migration 0121 (D267). */
  gender: 'Male' | 'Female' | 'Prefer not to say' | null;
  jobtitle: string | null;
  city: string | null;
  state_code: string | null;
  zip: string | null;
  country_code: string | null;
  start_date: DateColumn;
  end_date: DateColumn;
  separation_reason: string | null;
  separation_type_id: number | null;
  separation_note: string | null;
  supervisor_email: string | null;
  employment_type_id: number | null;
  is_opt_in: Generated<boolean>;
  linkedin_url: string | null;
  updated_at: Timestamp;
}

export interface ResumesTable {
  resume_id: Generated<number>;
  user_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** Relative to DATA_DIR. */
  storage_path: string;
  created_at: CreatedAt;
}

export interface AccountFieldsTable {
  account_field_id: Generated<number>;
  account_id: number;
  /** 2: company custom fields (seed 001). */
  usage_type_id: Generated<number>;
  field_group: ColumnType<
    'personal' | 'job' | 'application',
    'personal' | 'job' | 'application' | undefined,
    'personal' | 'job' | 'application'
  >;
  label: string;
  help_text: Generated<string>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  label_i18n: ColumnType<unknown, string | undefined, string>;
  /** jsonb: the text's versions by language (D199, migration 0092); the column above is the company default's. */
  help_text_i18n: ColumnType<unknown, string | undefined, string>;
  field_type: AccountFieldType;
  /** jsonb: the choices of a select field. */
  options: ColumnType<unknown, string | undefined, string>;
  /** jsonb: the choices in other languages, `{ es: [...] }` in the order of `options` (D214, migration 0104). */
  options_i18n: ColumnType<unknown, string | undefined, string>;
  is_required: Generated<boolean>;
  sort_order: Generated<number>;
  is_archived: Generated<boolean>;
  created_at: CreatedAt;
}

export interface UserFieldAnswersTable {
  user_field_id: Generated<number>;
  account_field_id: number;
  user_id: number;
  ref_id: string | null;
  answer: string | null;
  file_upload_response: string | null;
  updated_at: Timestamp;
}

/** Equal-opportunity answers, apart from applications (migration 0008): nothing names the candidate. */
export interface EeocAnswersTable {
  eeoc_answer_id: Generated<number>;
  account_id: number;
  job_id: number;
  answers: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ApplicationAttributeScoresTable {
  ref_id: string;
  attribute_type_id: number;
  score: Numeric;
  job_step_activity_id: number | null;
  computed_at: Timestamp;
}

export interface ApplicationCommentsTable {
  comment_id: Generated<number>;
  comment_uuid: string;
  ref_id: string;
  author_user_id: number | null;
  scope: ColumnType<'team' | 'private', 'team' | 'private' | undefined, 'team' | 'private'>;
  body: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A colleague a note names: a task on their home until they open the application (migration 0098). */
export interface CommentMentionsTable {
  comment_id: number;
  user_id: number;
  seen_at: Timestamp | null;
}

/** A staff member's named view of a requisition's applicant list: its URL search (migration 0098). */
export interface ApplicantListViewsTable {
  view_id: Generated<number>;
  user_id: number;
  job_id: number;
  name: string;
  search: string;
  created_at: CreatedAt;
}

/** Documents the hiring team keeps on an application (migration 0017); the file under DATA_DIR. */
export interface ApplicantDocumentsTable {
  document_id: Generated<number>;
  ref_id: string;
  title: string;
  document_type: ColumnType<DocumentType, DocumentType | undefined, DocumentType>;
  note: Generated<string>;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** Relative to DATA_DIR. */
  storage_path: string;
  uploaded_by_user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The candidate's reply it came with (migration 0138, D313); null for staff uploads. */
  reply_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A company's applicant sources (migration 0038). */
export interface SourcesTable {
  source_id: Generated<number>;
  account_id: number;
  name: string;
  source_type: Generated<string>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

/** An equal-opportunity answer's application, read only by the adverse-impact report (migration 0038, decision D107). */
export interface EeocAnswerApplicationsTable {
  eeoc_answer_id: number;
  ref_id: string;
}

/** A candidate's request for everything held about them; the zip under DATA_DIR (migration 0053). */
export interface DataExportsTable {
  export_id: string;
  user_id: number;
  status: ColumnType<
    'queued' | 'ready' | 'failed',
    'queued' | 'ready' | 'failed' | undefined,
    'queued' | 'ready' | 'failed'
  >;
  storage_path: string | null;
  /** bigint: the driver returns text. */
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
}
