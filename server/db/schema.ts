/** Kysely's view of the tables, kept in step with migrations/ by hand: each area's tables are in schema/, named here. */
import type { Insertable, Selectable } from 'kysely';
import type {
  AccommodationRequestsTable,
  BiasAuditPublicationsTable,
  CandidateNoticesTable,
} from './schema/accommodations.ts';
import type {
  AccountsTable,
  AccountPreferencesTable,
  UsersTable,
  RolesTable,
  UserRolesTable,
  RefreshTokensTable,
  UserTotpTable,
  UserPasskeysTable,
  PasskeySignInChallengesTable,
  UserRecoveryCodesTable,
  SignInSessionsTable,
  PasswordResetTokensTable,
  PendingSignUpsTable,
  StaffInvitationsTable,
  AccountPhoneNumbersTable,
  MessageTemplatesTable,
} from './schema/identity.ts';
import type {
  IdempotencyKeysTable,
  AuditEventsTable,
  MailOutboxTable,
  MailFilesTable,
  MailOutboxFilesTable,
  RateLimitCountersTable,
  ServerSettingsTable,
  BackgroundJobsTable,
  EmailTemplatesTable,
} from './schema/platform.ts';
import type {
  JobsTable,
  JobStepsTable,
  JobStepActivitiesTable,
  JobTeamMembersTable,
  JobAttributeGroupsTable,
  JobAttributeGroupAttributesTable,
  RejectionReasonsTable,
  PredictiveModelsTable,
  PredictiveModelWeightsTable,
  JobEventsTable,
  PathwayJobsTable,
  PathwayJobAttributesTable,
  AccountOnboardingFormsTable,
  AccountVendorsTable,
  VendorsTable,
} from './schema/jobs.ts';
import type {
  UserTrackersTable,
  PipelineTables,
  ApplicationUndoTable,
  UserStepActivitiesTable,
  ExperiencesTable,
  UserProfilesTable,
  ResumesTable,
  AccountFieldsTable,
  UserFieldAnswersTable,
  EeocAnswersTable,
  ApplicationAttributeScoresTable,
  ApplicationCommentsTable,
  CommentMentionsTable,
  ApplicantListViewsTable,
  ApplicantDocumentsTable,
  SourcesTable,
  EeocAnswerApplicationsTable,
  DataExportsTable,
} from './schema/candidates.ts';
import type {
  UserAttemptsTable,
  UserAttemptHandoversTable,
  UserAnswersTable,
  ActivityLeasesTable,
  ActivityLeaseHandoversTable,
  ScreeningAnswerFilesTable,
  UserOnboardingResponsesTable,
} from './schema/answers.ts';
import type {
  ResponseScalesTable,
  ResponseScaleOptionsTable,
  AssessmentsTable,
  AccountDisabledAssessmentsTable,
  AssessmentTextsTable,
  AssessmentAttributesTable,
  AssessmentAttributeTextsTable,
  AssessmentSectionsTable,
  AssessmentSectionTextsTable,
  AssessmentItemsTable,
  AssessmentItemTextsTable,
  AttributeTypesTable,
  AttributeTypeTextsTable,
  AccountQuestionsTable,
  QuestionOptionsTable,
  QuestionAttributesTable,
  JobStepActivityQuestionsTable,
} from './schema/assessments.ts';
import type {
  SkillsTestsTable,
  SkillsTestTextsTable,
  SkillsTestSectionsTable,
  SkillsTestSectionTextsTable,
  SkillsTestQuestionsTable,
  SkillsTestQuestionTextsTable,
  SkillsTestOptionsTable,
  SkillsTestOptionTextsTable,
  UserSkillsTestsTable,
  UserSkillsTestSectionsTable,
  UserSkillsTestAnswersTable,
  TypingPassagesTable,
  TypingTestSettingsTable,
  TypingResultsTable,
  VideoQuestionsTable,
  VideoAnswersTable,
  VendorAssessmentsTable,
  UserVendorAssessmentsTable,
  UserVendorAnswersTable,
} from './schema/timed-media.ts';
import type {
  InterviewKitsTable,
  InterviewKitQuestionsTable,
  InterviewKitQuestionAttributesTable,
  InterviewRubricLevelsTable,
  JobStepActivityInterviewersTable,
  InterviewsTable,
  InterviewInterviewersTable,
  InterviewEvaluationsTable,
  FeedbackRemindersTable,
  InterviewEvaluationScoresTable,
  InterviewEvaluationAnswersTable,
} from './schema/interviews.ts';
import type { HiringClassesTable, HiringClassMembersTable } from './schema/hiring-classes.ts';
import type { LegalDocumentVersionsTable, LegalAcceptancesTable, CompanyPrivacyNoticesTable } from './schema/legal.ts';
import type { JobPostingsTable, JobBoardsTable } from './schema/job-postings.ts';
import type { CompanySsoDomainsTable, CompanySsoTable, SsoNoncesTable } from './schema/single-sign-on.ts';
import type {
  OfferSettingsTable,
  OfferFieldsTable,
  OfferLetterTemplatesTable,
  OffersTable,
  OfferSignersTable,
  OfferDocumentsTable,
  OfferEventsTable,
  OfferApprovalTables,
} from './schema/offers.ts';
import type {
  EmployeesTable,
  EmployeeAttributeScoresTable,
  EmployeeOutcomeValuesTable,
  PathwayParticipantsTable,
  SeparationReasonsTable,
  JobProfileOutcomesTable,
  OutcomeQuestionsTable,
  OutcomePeriodsTable,
  OutcomeSchedulesTable,
  JobProfilePlanTimingTable,
  JobProfileEnrolmentsTable,
  OutcomeInvitationsTable,
  OutcomeInvitationEmployeesTable,
  OutcomeAnswersTable,
  PerformanceScalesTable,
  SatisfactionAnswersTable,
  CustomDashboardsTable,
} from './schema/people.ts';
import type { DataImportsTable, DataImportMappingsTable } from './schema/data-imports.ts';
import type {
  ScoringTemplatesTable,
  ScreeningTemplatesTable,
  ScreeningTemplateQuestionsTable,
} from './schema/templates.ts';
import type {
  AtsIntegrationsTable,
  AtsJobMapsTable,
  AtsOrdersTable,
  AtsResultDeliveriesTable,
} from './schema/ats-integrations.ts';
import type { CalendarConnectionsTable, InterviewCalendarEventsTable } from './schema/calendar-sync.ts';
import type { BiEmbedsTable } from './schema/bi-embeds.ts';
import type { SmsConnectionsTable, SmsMessagesTable, SmsOptOutsTable } from './schema/sms.ts';
import type * as BackgroundChecks from './schema/background-checks.ts';
import type { JobBoardPushesTable } from './schema/job-distribution.ts';
import type * as VideoProcessing from './schema/video-processing.ts';
import type {
  InterviewerProfilesTable,
  InterviewerWeeklyHoursTable,
  InterviewerExceptionsTable,
  InterviewBookingLinksTable,
  InterviewScheduleEventsTable,
} from './schema/interview-scheduling.ts';
import type { ReplyTables } from './schema/replies.ts';
import type { DashboardMailingTables } from './schema/dashboard-mailings.ts';

export type * from './schema/identity.ts';
export type * from './schema/platform.ts';
export type * from './schema/jobs.ts';
export type * from './schema/candidates.ts';
export type * from './schema/answers.ts';
export type * from './schema/assessments.ts';
export type * from './schema/timed-media.ts';
export type * from './schema/interviews.ts';
export type * from './schema/interview-scheduling.ts';
export type * from './schema/hiring-classes.ts';
export type * from './schema/legal.ts';
export type * from './schema/job-postings.ts';
export type * from './schema/single-sign-on.ts';
export type * from './schema/offers.ts';
export type * from './schema/people.ts';
export type * from './schema/accommodations.ts';
export type * from './schema/calendar-sync.ts';
export type * from './schema/bi-embeds.ts';
export type * from './schema/background-checks.ts';
export type * from './schema/job-distribution.ts';
export type * from './schema/replies.ts';

export interface Database extends PipelineTables, DashboardMailingTables, ReplyTables, OfferApprovalTables {
  accommodation_requests: AccommodationRequestsTable;
  bias_audit_publications: BiasAuditPublicationsTable;
  candidate_notices: CandidateNoticesTable;
  separation_reasons: SeparationReasonsTable;
  pathway_participants: PathwayParticipantsTable;
  job_profile_outcomes: JobProfileOutcomesTable;
  custom_dashboards: CustomDashboardsTable;
  job_postings: JobPostingsTable;
  job_boards: JobBoardsTable;
  accounts: AccountsTable;
  account_phone_numbers: AccountPhoneNumbersTable;
  message_templates: MessageTemplatesTable;
  scoring_templates: ScoringTemplatesTable;
  screening_templates: ScreeningTemplatesTable;
  screening_template_questions: ScreeningTemplateQuestionsTable;
  account_preferences: AccountPreferencesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  user_totp: UserTotpTable;
  user_passkeys: UserPasskeysTable;
  passkey_sign_in_challenges: PasskeySignInChallengesTable;
  user_recovery_codes: UserRecoveryCodesTable;
  sign_in_sessions: SignInSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  pending_sign_ups: PendingSignUpsTable;
  staff_invitations: StaffInvitationsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_events: AuditEventsTable;
  mail_outbox: MailOutboxTable;
  mail_files: MailFilesTable;
  mail_outbox_files: MailOutboxFilesTable;
  email_templates: EmailTemplatesTable;
  rate_limit_counters: RateLimitCountersTable;
  server_settings: ServerSettingsTable;
  jobs: JobsTable;
  job_steps: JobStepsTable;
  job_step_activities: JobStepActivitiesTable;
  job_team_members: JobTeamMembersTable;
  user_trackers: UserTrackersTable;
  application_undo: ApplicationUndoTable;
  user_step_activities: UserStepActivitiesTable;
  user_attempts: UserAttemptsTable;
  user_answers: UserAnswersTable;
  user_attempt_handovers: UserAttemptHandoversTable;
  response_scales: ResponseScalesTable;
  response_scale_options: ResponseScaleOptionsTable;
  assessments: AssessmentsTable;
  account_disabled_assessments: AccountDisabledAssessmentsTable;
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
  comment_mentions: CommentMentionsTable;
  applicant_list_views: ApplicantListViewsTable;
  job_events: JobEventsTable;
  background_jobs: BackgroundJobsTable;
  account_questions: AccountQuestionsTable;
  question_options: QuestionOptionsTable;
  question_attributes: QuestionAttributesTable;
  job_step_activity_questions: JobStepActivityQuestionsTable;
  eeoc_answers: EeocAnswersTable;
  eeoc_answer_applications: EeocAnswerApplicationsTable;
  sources: SourcesTable;
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
  typing_test_settings: TypingTestSettingsTable;
  typing_results: TypingResultsTable;
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
  interview_kits: InterviewKitsTable;
  interview_kit_questions: InterviewKitQuestionsTable;
  interview_kit_question_attributes: InterviewKitQuestionAttributesTable;
  interview_rubric_levels: InterviewRubricLevelsTable;
  job_step_activity_interviewers: JobStepActivityInterviewersTable;
  interviews: InterviewsTable;
  interview_interviewers: InterviewInterviewersTable;
  interview_evaluations: InterviewEvaluationsTable;
  feedback_reminders: FeedbackRemindersTable;
  interview_evaluation_scores: InterviewEvaluationScoresTable;
  interview_evaluation_answers: InterviewEvaluationAnswersTable;
  interviewer_profiles: InterviewerProfilesTable;
  interviewer_weekly_hours: InterviewerWeeklyHoursTable;
  interviewer_exceptions: InterviewerExceptionsTable;
  interview_booking_links: InterviewBookingLinksTable;
  interview_schedule_events: InterviewScheduleEventsTable;
  calendar_connections: CalendarConnectionsTable;
  bi_embeds: BiEmbedsTable;
  sms_connections: SmsConnectionsTable;
  sms_messages: SmsMessagesTable;
  sms_opt_outs: SmsOptOutsTable;
  background_check_connections: BackgroundChecks.BackgroundCheckConnectionsTable;
  background_checks: BackgroundChecks.BackgroundChecksTable;
  background_check_webhook_events: BackgroundChecks.BackgroundCheckWebhookEventsTable;
  job_board_pushes: JobBoardPushesTable;
  video_processing: VideoProcessing.VideoProcessingTable;
  video_answer_files: VideoProcessing.VideoAnswerFilesTable;
  video_service_checks: VideoProcessing.VideoServiceChecksTable;
  interview_calendar_events: InterviewCalendarEventsTable;
  hiring_classes: HiringClassesTable;
  hiring_class_members: HiringClassMembersTable;
  legal_document_versions: LegalDocumentVersionsTable;
  legal_acceptances: LegalAcceptancesTable;
  company_privacy_notices: CompanyPrivacyNoticesTable;
  company_sso: CompanySsoTable;
  company_sso_domains: CompanySsoDomainsTable;
  sso_nonces: SsoNoncesTable;
  offer_settings: OfferSettingsTable;
  offer_fields: OfferFieldsTable;
  offer_letter_templates: OfferLetterTemplatesTable;
  offers: OffersTable;
  offer_signers: OfferSignersTable;
  offer_documents: OfferDocumentsTable;
  offer_events: OfferEventsTable;
  employees: EmployeesTable;
  data_imports: DataImportsTable;
  data_import_mappings: DataImportMappingsTable;
  employee_attribute_scores: EmployeeAttributeScoresTable;
  job_profile_plan_timing: JobProfilePlanTimingTable;
  job_profile_enrolments: JobProfileEnrolmentsTable;
  employee_outcome_values: EmployeeOutcomeValuesTable;
  outcome_questions: OutcomeQuestionsTable;
  outcome_periods: OutcomePeriodsTable;
  outcome_schedules: OutcomeSchedulesTable;
  outcome_invitations: OutcomeInvitationsTable;
  outcome_invitation_employees: OutcomeInvitationEmployeesTable;
  outcome_answers: OutcomeAnswersTable;
  performance_scales: PerformanceScalesTable;
  satisfaction_answers: SatisfactionAnswersTable;
  data_exports: DataExportsTable;
  ats_integrations: AtsIntegrationsTable;
  ats_job_maps: AtsJobMapsTable;
  ats_orders: AtsOrdersTable;
  ats_result_deliveries: AtsResultDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
