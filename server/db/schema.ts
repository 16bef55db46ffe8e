/**
 * Kysely's view of the tables, kept in step with migrations/ by hand. Each area's tables are in
 * schema/ (identity, platform, jobs, candidates, answers, assessments, timed-media); this file
 * names them for Kysely.
 */
import type { Insertable, Selectable } from 'kysely';
import type { AccountsTable, AccountPreferencesTable, UsersTable, RolesTable, UserRolesTable, RefreshTokensTable, PasswordResetTokensTable } from './schema/identity.ts';
import type { IdempotencyKeysTable, AuditEventsTable, MailOutboxTable, RateLimitCountersTable, ServerSettingsTable, BackgroundJobsTable } from './schema/platform.ts';
import type { JobsTable, JobStepsTable, JobStepActivitiesTable, JobTeamMembersTable, JobAttributeGroupsTable, JobAttributeGroupAttributesTable, RejectionReasonsTable, PredictiveModelsTable, PredictiveModelWeightsTable, JobEventsTable, PathwayJobsTable, PathwayJobAttributesTable, AccountOnboardingFormsTable, AccountVendorsTable, VendorsTable } from './schema/jobs.ts';
import type { UserTrackersTable, UserStepActivitiesTable, ExperiencesTable, UserProfilesTable, ResumesTable, AccountFieldsTable, UserFieldAnswersTable, EeocAnswersTable, ApplicationAttributeScoresTable, ApplicationCommentsTable, ApplicantDocumentsTable } from './schema/candidates.ts';
import type { UserAttemptsTable, UserAttemptHandoversTable, UserAnswersTable, ActivityLeasesTable, ActivityLeaseHandoversTable, ScreeningAnswerFilesTable, UserOnboardingResponsesTable } from './schema/answers.ts';
import type { ResponseScalesTable, ResponseScaleOptionsTable, AssessmentsTable, AssessmentTextsTable, AssessmentAttributesTable, AssessmentAttributeTextsTable, AssessmentSectionsTable, AssessmentSectionTextsTable, AssessmentItemsTable, AssessmentItemTextsTable, AttributeTypesTable, AttributeTypeTextsTable, AccountQuestionsTable, QuestionOptionsTable, QuestionAttributesTable, JobStepActivityQuestionsTable } from './schema/assessments.ts';
import type { SkillsTestsTable, SkillsTestTextsTable, SkillsTestSectionsTable, SkillsTestSectionTextsTable, SkillsTestQuestionsTable, SkillsTestQuestionTextsTable, SkillsTestOptionsTable, SkillsTestOptionTextsTable, UserSkillsTestsTable, UserSkillsTestSectionsTable, UserSkillsTestAnswersTable, TypingPassagesTable, TypingResultsTable, SpeedTestResultsTable, VideoQuestionsTable, VideoAnswersTable, VendorAssessmentsTable, UserVendorAssessmentsTable, UserVendorAnswersTable } from './schema/timed-media.ts';

export type * from './schema/identity.ts';
export type * from './schema/platform.ts';
export type * from './schema/jobs.ts';
export type * from './schema/candidates.ts';
export type * from './schema/answers.ts';
export type * from './schema/assessments.ts';
export type * from './schema/timed-media.ts';

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
