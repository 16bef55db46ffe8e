/** Kysely's view of the tables; kept in step with migrations/ by hand. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DocumentType } from '../../contracts/applicant-documents.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface AccountsTable {
  account_id: Generated<number>;
  uuid: string;
  name: string;
  logo_url: string | null;
  created_at: CreatedAt;
}

export interface AccountPreferencesTable {
  account_id: number;
  keyname: string;
  value: string;
}

export interface UsersTable {
  user_id: Generated<number>;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  is_jf_admin: Generated<boolean>;
  track_user_with_pendo: Generated<boolean>;
  phone_number: string | null;
  preferred_language: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RolesTable {
  role_id: Generated<number>;
  account_id: number;
  role_name: string;
  all_employee_access: Generated<boolean>;
  company_settings_access: Generated<boolean>;
  full_access: Generated<boolean>;
  job_profile_access: Generated<boolean>;
  performance_access: Generated<boolean>;
  private_data_access: Generated<boolean>;
  company_dashboard_access: Generated<boolean>;
  smartreq_access: Generated<boolean>;
  all_pathways_access: Generated<boolean>;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface RefreshTokensTable {
  refresh_token_id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PasswordResetTokensTable {
  password_reset_token_id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface IdempotencyKeysTable {
  idempotency_key: string;
  scope: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Timestamp;
}

export interface AuditEventsTable {
  audit_event_id: Generated<number>;
  occurred_at: CreatedAt;
  event: string;
  actor_user_id: number | null;
  subject_user_id: number | null;
  account_id: number | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface MailOutboxTable {
  mail_id: Generated<number>;
  created_at: CreatedAt;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<string>;
  sent_at: Timestamp | null;
}

export interface RateLimitCountersTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface ServerSettingsTable {
  key: string;
  value: string;
}

export interface JobsTable {
  job_id: Generated<number>;
  uuid: string;
  account_id: number;
  /** 2 requisition, 4 pathway. */
  job_type_id: number;
  title: string;
  tracker_title: string;
  city: string | null;
  state: string | null;
  is_accepting_applications: Generated<boolean>;
  retake_interval_days: Generated<number>;
  created_at: CreatedAt;
  description: Generated<string>;
  is_resume_required: Generated<boolean>;
  is_linkedin_required: Generated<boolean>;
  invite_message: string | null;
  /** True while the builder has not reached its complete step: not listed for candidates. */
  is_draft: Generated<boolean>;
  is_use_pred_models: Generated<boolean>;
  predictive_model_id: number | null;
  created_by: number | null;
  updated_at: Timestamp;
  /** Deleted requisitions are hidden everywhere but kept for their candidates' history. */
  deleted_at: Timestamp | null;
  /** The banner shows while rescore_requested_at is later than rescore_finished_at (or that is null). */
  rescore_requested_at: Timestamp | null;
  rescore_finished_at: Timestamp | null;
}

export interface JobStepsTable {
  job_step_id: Generated<number>;
  job_id: number;
  name: string;
  sort_order: Generated<number>;
  usage_type_id: Generated<number>;
}

export interface JobStepActivitiesTable {
  job_step_activity_id: Generated<number>;
  job_step_id: number;
  activity_type: string;
  title: string;
  asmt_id: number | null;
  sort_order: Generated<number>;
  retake_interval_days: number | null;
  instructions: Generated<string>;
  measurement_type_id: number | null;
  usage_type_id: Generated<number>;
  /** jsonb: activity-kind settings (question ids, time limits...). */
  settings: ColumnType<unknown, string | undefined, string>;
  /** The skills test a skills_test activity gives (migration 0014). */
  skills_test_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The onboarding form an 'onboarding' activity gives (migration 0018). */
  onboarding_form_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface JobTeamMembersTable {
  job_id: number;
  user_id: number;
  created_at: CreatedAt;
  job_team_id: Generated<number>;
  notify_new_applicants: Generated<boolean>;
}

export interface UserTrackersTable {
  ref_id: string;
  user_step_tracker_id: Generated<number>;
  user_id: number;
  job_id: number;
  external_application_id: string | null;
  /** numeric: the driver returns text. */
  time_accommodation: ColumnType<string, string | number | undefined, string | number>;
  created_at: CreatedAt;
  /** The job's company, copied so the account-wide applicant list pages on one index. */
  account_id: number;
  status: ColumnType<'active' | 'rejected' | 'hired', 'active' | 'rejected' | 'hired' | undefined, 'active' | 'rejected' | 'hired'>;
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
  completed_activity_count: Generated<number>;
  /** numeric: the driver returns text. */
  fit_score: ColumnType<string | null, string | number | null, string | number | null>;
  predictive_score: ColumnType<string | null, string | number | null, string | number | null>;
  scored_at: Timestamp | null;
}

export interface UserStepActivitiesTable {
  user_step_activity_id: Generated<number>;
  ref_id: string;
  job_step_activity_id: number;
  is_completed: Generated<boolean>;
  completed_at: Timestamp | null;
  created_at: CreatedAt;
}

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

export interface ResponseScalesTable {
  scale_code: string;
  min_value: number;
  max_value: number;
}

export interface ResponseScaleOptionsTable {
  scale_code: string;
  value: number;
  language: string;
  label: string;
}

export interface AssessmentsTable {
  asmt_id: Generated<number>;
  slug: string;
  kind: 'personality' | 'interests' | 'values' | 'competencies' | 'career_pathways';
  scoring_key: string;
  has_pledge: Generated<boolean>;
  estimated_minutes: number;
  created_at: CreatedAt;
}

export interface AssessmentTextsTable {
  asmt_id: number;
  language: string;
  title: string;
  instructions: string;
}

export interface AssessmentAttributesTable {
  asmt_id: number;
  code: string;
  parent_code: string | null;
  sort_order: number;
}

export interface AssessmentAttributeTextsTable {
  asmt_id: number;
  code: string;
  language: string;
  name: string;
}

export interface AssessmentSectionsTable {
  section_id: Generated<number>;
  asmt_id: number;
  sort_order: number;
  is_practice: Generated<boolean>;
}

export interface AssessmentSectionTextsTable {
  section_id: number;
  language: string;
  title: string;
}

export interface AssessmentItemsTable {
  item_id: string;
  asmt_id: number;
  section_id: number;
  sort_order: number;
  is_practice: Generated<boolean>;
  attribute_code: string | null;
  /** 1 or -1 (reverse-keyed). */
  keyed: Generated<number>;
  response_scale: string;
}

export interface AssessmentItemTextsTable {
  item_id: string;
  language: string;
  text: string;
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

export interface AttributeTypesTable {
  attribute_type_id: Generated<number>;
  /** null for the library every company shares. */
  account_id: number | null;
  asmt_id: number | null;
  code: string | null;
  category: 'personality' | 'interests' | 'values' | 'competencies' | 'custom' | 'career_pathways';
  sort_order: Generated<number>;
}

export interface AttributeTypeTextsTable {
  attribute_type_id: number;
  language: string;
  name: string;
  description: Generated<string>;
}

export interface JobAttributeGroupsTable {
  job_attribute_group_id: Generated<number>;
  job_id: number;
  name: string;
  weight: Generated<number>;
  sort_order: Generated<number>;
}

export interface JobAttributeGroupAttributesTable {
  job_attribute_group_attribute_id: Generated<number>;
  job_attribute_group_id: number;
  attribute_type_id: number;
  weight: Generated<number>;
  sort_order: Generated<number>;
}

export interface RejectionReasonsTable {
  rejection_reason_id: Generated<number>;
  account_id: number;
  rejection_type: 'company' | 'candidate';
  name: string;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}

type Numeric = ColumnType<string, string | number, string | number>;

export interface ApplicationAttributeScoresTable {
  ref_id: string;
  attribute_type_id: number;
  score: Numeric;
  job_step_activity_id: number | null;
  computed_at: Timestamp;
}

export interface PredictiveModelsTable {
  predictive_model_id: Generated<number>;
  job_id: number;
  name: string;
  intercept: ColumnType<string, string | number | undefined, string | number>;
  created_at: CreatedAt;
}

export interface PredictiveModelWeightsTable {
  predictive_model_id: number;
  attribute_type_id: number;
  weight: Numeric;
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

export interface JobEventsTable {
  event_id: Generated<string>;
  job_id: number;
  ref_id: string | null;
  actor_user_id: number | null;
  kind: string;
  /** jsonb: written as JSON text, read back parsed. */
  details: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
}

export interface BackgroundJobsTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  run_after: Timestamp;
  locked_until: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
}

export type QuestionType = 'single_choice' | 'multiple_choice' | 'short_text' | 'long_text' | 'number' | 'yes_no' | 'date' | 'file';

export interface AccountQuestionsTable {
  account_question_id: Generated<number>;
  /** null for the library every company may copy from. */
  account_id: number | null;
  question_type: QuestionType;
  question_text: string;
  help_text: Generated<string>;
  measurement_type_id: number | null;
  /** jsonb: { min, max } for numbers, { max_length } for text, { accept } for files. */
  settings: ColumnType<unknown, string | undefined, string>;
  is_archived: Generated<boolean>;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface QuestionOptionsTable {
  question_option_id: Generated<number>;
  account_question_id: number;
  option_text: string;
  sort_order: Generated<number>;
  score: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  is_knockout: Generated<boolean>;
}

export interface QuestionAttributesTable {
  account_question_id: number;
  attribute_type_id: number;
  weight: Generated<number>;
}

export interface JobStepActivityQuestionsTable {
  job_step_activity_id: number;
  account_question_id: number;
  sort_order: Generated<number>;
  is_required: Generated<boolean>;
}

export interface Database {
  accounts: AccountsTable;
  account_preferences: AccountPreferencesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_events: AuditEventsTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  server_settings: ServerSettingsTable;
  jobs: JobsTable;
  job_steps: JobStepsTable;
  job_step_activities: JobStepActivitiesTable;
  job_team_members: JobTeamMembersTable;
  user_trackers: UserTrackersTable;
  user_step_activities: UserStepActivitiesTable;
  user_attempts: UserAttemptsTable;
  user_answers: UserAnswersTable;
  user_attempt_handovers: UserAttemptHandoversTable;
  response_scales: ResponseScalesTable;
  response_scale_options: ResponseScaleOptionsTable;
  assessments: AssessmentsTable;
  assessment_texts: AssessmentTextsTable;
  assessment_attributes: AssessmentAttributesTable;
  assessment_attribute_texts: AssessmentAttributeTextsTable;
  assessment_sections: AssessmentSectionsTable;
  assessment_section_texts: AssessmentSectionTextsTable;
  assessment_items: AssessmentItemsTable;
  assessment_item_texts: AssessmentItemTextsTable;
  experiences: ExperiencesTable;
  attribute_types: AttributeTypesTable;
  attribute_type_texts: AttributeTypeTextsTable;
  job_attribute_groups: JobAttributeGroupsTable;
  job_attribute_group_attributes: JobAttributeGroupAttributesTable;
  rejection_reasons: RejectionReasonsTable;
  application_attribute_scores: ApplicationAttributeScoresTable;
  predictive_models: PredictiveModelsTable;
  predictive_model_weights: PredictiveModelWeightsTable;
  application_comments: ApplicationCommentsTable;
  job_events: JobEventsTable;
  background_jobs: BackgroundJobsTable;
  account_questions: AccountQuestionsTable;
  question_options: QuestionOptionsTable;
  question_attributes: QuestionAttributesTable;
  job_step_activity_questions: JobStepActivityQuestionsTable;
  eeoc_answers: EeocAnswersTable;
  user_profiles: UserProfilesTable;
  resumes: ResumesTable;
  account_fields: AccountFieldsTable;
  user_field_answers: UserFieldAnswersTable;
  skills_tests: SkillsTestsTable;
  skills_test_texts: SkillsTestTextsTable;
  skills_test_sections: SkillsTestSectionsTable;
  skills_test_section_texts: SkillsTestSectionTextsTable;
  skills_test_questions: SkillsTestQuestionsTable;
  skills_test_question_texts: SkillsTestQuestionTextsTable;
  skills_test_options: SkillsTestOptionsTable;
  skills_test_option_texts: SkillsTestOptionTextsTable;
  user_skills_tests: UserSkillsTestsTable;
  user_skills_test_sections: UserSkillsTestSectionsTable;
  user_skills_test_answers: UserSkillsTestAnswersTable;
  typing_passages: TypingPassagesTable;
  typing_results: TypingResultsTable;
  speed_test_results: SpeedTestResultsTable;
  video_questions: VideoQuestionsTable;
  video_answers: VideoAnswersTable;
  pathway_jobs: PathwayJobsTable;
  pathway_job_attributes: PathwayJobAttributesTable;
  screening_answer_files: ScreeningAnswerFilesTable;
  applicant_documents: ApplicantDocumentsTable;
  account_onboarding_forms: AccountOnboardingFormsTable;
  user_onboarding_responses: UserOnboardingResponsesTable;
  vendors: VendorsTable;
  account_vendors: AccountVendorsTable;
  vendor_assessments: VendorAssessmentsTable;
  user_vendor_assessments: UserVendorAssessmentsTable;
  user_vendor_answers: UserVendorAnswersTable;
  activity_leases: ActivityLeasesTable;
  activity_lease_handovers: ActivityLeaseHandoversTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;

/** Dates (`date` columns) are read back as 'YYYY-MM-DD' text through a cast in the store. */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

export interface UserProfilesTable {
  user_id: number;
  email2: string | null;
  dob: DateColumn;
  gender: 'Male' | 'Female' | null;
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

export type AccountFieldType = 'text' | 'number' | 'date' | 'select' | 'file';

export interface AccountFieldsTable {
  account_field_id: Generated<number>;
  account_id: number;
  /** 2: company custom fields (seed 001). */
  usage_type_id: Generated<number>;
  field_group: ColumnType<'personal' | 'job' | 'application', 'personal' | 'job' | 'application' | undefined, 'personal' | 'job' | 'application'>;
  label: string;
  help_text: Generated<string>;
  field_type: AccountFieldType;
  /** jsonb: the choices of a select field. */
  options: ColumnType<unknown, string | undefined, string>;
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

/** Skills tests (migration 0014). */
export interface SkillsTestsTable {
  skills_test_id: Generated<number>;
  slug: string;
  created_at: CreatedAt;
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
}

export interface SpeedTestResultsTable {
  speed_test_result_id: Generated<number>;
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  /** numeric: the driver returns text. */
  download_mbps: ColumnType<string, string | number, string | number>;
  upload_mbps: ColumnType<string, string | number, string | number>;
  latency_ms: ColumnType<string, string | number, string | number>;
  jitter_ms: ColumnType<string, string | number, string | number>;
  method_version: string;
  completed_at: Timestamp;
}

export interface VideoQuestionsTable {
  video_question_id: Generated<number>;
  job_step_activity_id: number;
  text: string;
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
  sha256: string | null;
  /** numeric: the driver returns text. */
  duration_seconds: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  duration_source: string | null;
  status: ColumnType<'uploading' | 'checking' | 'ready' | 'refused', 'uploading' | 'checking' | 'ready' | 'refused' | undefined, 'uploading' | 'checking' | 'ready' | 'refused'>;
  refusal_reason: string | null;
  created_at: Timestamp;
  ready_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
}

/** A company's onboarding forms (migration 0018); name and fields are jsonb checked by contracts/onboarding.ts. */
export interface AccountOnboardingFormsTable {
  onboarding_form_id: Generated<number>;
  account_id: number;
  name: ColumnType<unknown, string, string>;
  fields: ColumnType<unknown, string, string>;
  is_archived: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
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

/** Language tests (migration 0020). */
export interface VendorsTable {
  vendor_id: number;
  name: string;
}

export interface AccountVendorsTable {
  account_id: number;
  vendor_id: number;
  adapter: Generated<string>;
  created_at: CreatedAt;
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
  status: ColumnType<'not_started' | 'in_progress' | 'completed', 'not_started' | 'in_progress' | 'completed' | undefined, 'not_started' | 'in_progress' | 'completed'>;
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

/** The roles a pathway leads to (migration 0019). */
export interface PathwayJobsTable {
  pathway_job_id: Generated<number>;
  /** The pathway: a job of job_type_id 4. */
  job_id: number;
  title: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  /** Migration 0024: set when staff archive the role (it leaves new questionnaires). */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PathwayJobAttributesTable {
  pathway_job_id: number;
  attribute_type_id: number;
  /** 0 to 100. */
  weight: number;
  sort_order: Generated<number>;
}
