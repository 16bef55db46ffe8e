/**
 * Opens the one database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set. Both speak the same SQL through Kysely, and the same migrations run on both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteNamedDialect } from './pglite-named-dialect.ts';
import { tarBlob, TEMPLATE_COPY_START_PARAMS } from './pglite-template.ts';
import pg from 'pg';
import type { Database } from './schema.ts';
import { namingPool } from './named-statements.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as requisitionsAndTrackers from './migrations/0002-requisitions-and-trackers.ts';
import * as answers from './migrations/0003-answers.ts';
import * as assessmentContent from './migrations/0004-assessment-content.ts';
import * as experiences from './migrations/0005-experiences.ts';
import * as requisitionWorkspace from './migrations/0006-requisition-workspace.ts';
import * as screeningQuestions from './migrations/0007-screening-questions.ts';
import * as eeoc from './migrations/0008-eeoc.ts';
import * as applicantList from './migrations/0011-applicant-list.ts';
import * as profileAndResume from './migrations/0009-profile-and-resume.ts';
import * as typingAndSpeed from './migrations/0015-typing-and-speed.ts';
import * as skillsTests from './migrations/0014-skills-tests.ts';
import * as videoAnswers from './migrations/0016-video-answers.ts';
import * as careerPathways from './migrations/0019-career-pathways.ts';
import * as languageTests from './migrations/0020-language-tests.ts';
import * as screeningAnswerFiles from './migrations/0021-screening-answer-files.ts';
import * as applicantDocuments from './migrations/0017-applicant-documents.ts';
import * as onboardingForms from './migrations/0018-onboarding-forms.ts';
import * as attemptLease from './migrations/0023-attempt-lease.ts';
import * as pathwayRoleArchive from './migrations/0024-pathway-role-archive.ts';
import * as activityLease from './migrations/0025-activity-lease.ts';
import * as progressCurrentPlan from './migrations/0026-progress-current-plan.ts';
import * as skillsTestOwner from './migrations/0027-skills-test-owner.ts';
import * as mailDelivery from './migrations/0028-mail-delivery.ts';
import * as mailLog from './migrations/0029-mail-log.ts';
import * as emailTemplates from './migrations/0030-email-templates.ts';
import * as staffInvitations from './migrations/0031-staff-invitations.ts';
import * as mailAttachments from './migrations/0033-mail-attachments.ts';
import * as interviews from './migrations/0034-interviews.ts';
import * as interviewScheduling from './migrations/0037-interview-scheduling.ts';
import * as companySuspension from './migrations/0040-company-suspension.ts';
import * as hiringClasses from './migrations/0050-hiring-classes.ts';
import * as legalDocuments from './migrations/0054-legal-documents.ts';
import * as separationReasons from './migrations/0056-separation-reasons.ts';
import * as pathwayParticipants from './migrations/0058-pathway-participants.ts';
import * as questionLists from './migrations/0059-question-lists.ts';
import * as outcomeQuestions from './migrations/0063-outcome-questions.ts';
import * as satisfactionAnswers from './migrations/0074-satisfaction-answers.ts';
import * as performanceScales from './migrations/0077-performance-scales.ts';
import * as dashboardSummaries from './migrations/0068-dashboard-summaries.ts';
import * as dashboardApplicationSummaries from './migrations/0079-dashboard-application-summaries.ts';
import * as requisitionProfile from './migrations/0066-requisition-profile.ts';
import * as companyAttributes from './migrations/0064-company-attributes.ts';
import * as dataImports from './migrations/0062-data-imports.ts';
import * as atsIntegrations from './migrations/0069-ats-integrations.ts';
import * as applicantImports from './migrations/0073-applicant-imports.ts';
import * as requisitionAnchors from './migrations/0082-requisition-anchors.ts';
import * as dashboardFidelityEeocAttributeBins from './migrations/0083-dashboard-fidelity-eeoc-attribute-bins.ts';
import * as jobProfileBoardSummaries from './migrations/0084-job-profile-board-summaries.ts';
import * as outcomeSchedules from './migrations/0088-outcome-schedules.ts';
import * as jobProfilePlanEnrolments from './migrations/0089-job-profile-plan-enrolments.ts';
import * as jobProfileBoardMarks from './migrations/0090-job-profile-board-marks.ts';
import * as companyContentLanguages from './migrations/0092-company-content-languages.ts';
import * as accommodationRequests from './migrations/0093-accommodation-requests.ts';
import * as pipelineStages from './migrations/0095-pipeline-stages.ts';
import * as secondFactors from './migrations/0096-second-factors.ts';
import * as accountSecurity from './migrations/0097-account-security.ts';
import * as recruiterDay from './migrations/0098-recruiter-day.ts';
import * as typingResultCarryOver from './migrations/0099-typing-carry-over-and-seeded-weights.ts';
import * as biasAuditAndCandidateNotice from './migrations/0100-bias-audit-and-candidate-notice.ts';
import * as calendarSync from './migrations/0101-calendar-sync.ts';
import * as passkeySignIn from './migrations/0102-passkey-sign-in.ts';
import * as customRoles from './migrations/0103-custom-roles.ts';
import * as formOptionLanguages from './migrations/0104-form-option-languages.ts';
import * as offerDefaults from './migrations/0105-offer-defaults.ts';
import * as ownInterviewDuration from './migrations/0106-own-interview-duration.ts';
import * as reportingSchema from './migrations/0107-reporting-schema.ts';
import * as pipelineStageCounts from './migrations/0108-pipeline-stage-counts.ts';
import * as interviewProposedTimes from './migrations/0109-interview-proposed-times.ts';
import * as biEmbeds from './migrations/0110-bi-embeds.ts';
import * as sms from './migrations/0111-sms.ts';
import * as backgroundChecks from './migrations/0112-background-checks.ts';
import * as videoProcessing from './migrations/0113-video-processing.ts';
import * as jobDistribution from './migrations/0114-job-distribution.ts';
import * as personCaptions from './migrations/0115-person-captions.ts';
import * as pendingSignUps from './migrations/0116-pending-sign-ups.ts';
import * as ssoDomainVerification from './migrations/0117-sso-domain-verification.ts';
import * as sealedSecrets from './migrations/0119-sealed-secrets.ts';
import * as reportingHiringScales from './migrations/0120-reporting-hiring-scales.ts';
import * as applicantProfileQuestions from './migrations/0121-applicant-profile-questions.ts';
import * as sealedServerSecrets from './migrations/0123-sealed-server-secrets.ts';
import * as biasAuditDetails from './migrations/0124-bias-audit-details.ts';
import * as refreshSuccessors from './migrations/0125-refresh-successors.ts';
import * as spanishTuBuiltInTexts from './migrations/0126-spanish-tu-built-in-texts.ts';
import * as spanishTuRestAndQuestionLanguages from './migrations/0127-spanish-tu-rest-and-question-languages.ts';
import * as offerApprovals from './migrations/0128-offer-approvals.ts';
import * as messageTemplateLanguages from './migrations/0130-message-template-languages.ts';
import * as noticeLeadTime from './migrations/0132-notice-lead-time.ts';
import * as applicationReplies from './migrations/0131-application-replies.ts';
import * as replyThreadsAndFiles from './migrations/0138-reply-threads-and-files.ts';
import * as questionnaireFixedOrder from './migrations/0139-questionnaire-fixed-order.ts';
import * as frenchApostrophes from './migrations/0140-french-apostrophes-in-seeded-texts.ts';
import * as skillsTestFixedOrder from './migrations/0141-skills-test-fixed-order.ts';
import * as dashboardMailings from './migrations/0145-dashboard-mailings.ts';
import * as skillsTestStaffResultFunction from './migrations/0147-skills-test-staff-result-function.ts';
import * as offersWithoutPlanStep from './migrations/0148-offers-without-plan-step.ts';
import * as companyPipelineStages from './migrations/0151-company-pipeline-stages.ts';
import * as reportingCompanyStage from './migrations/0152-reporting-company-stage.ts';
import * as timedStaffResultFunctions from './migrations/0153-timed-staff-result-functions.ts';
import * as integritySignals from './migrations/0158-integrity-signals.ts';
import * as timedResultFlag from './migrations/0160-timed-result-flag.ts';
import * as listStepStatusIndex from './migrations/0161-list-step-status-index.ts';
import * as stepStatusCounts from './migrations/0172-step-status-counts.ts';
import * as requisitionOfferApprovers from './migrations/0176-requisition-offer-approvers.ts';
import * as noticeFullScreen from './migrations/0178-notice-full-screen.ts';
import * as cameraCheck from './migrations/0180-camera-check.ts';
import * as videoQuestionVersions from './migrations/0183-video-question-versions.ts';
import * as replyRefusedMore from './migrations/0185-reply-refused-more.ts';
import * as replyMailboxErrorKind from './migrations/0187-reply-mailbox-error-kind.ts';
import * as videoAnswerShownQuestion from './migrations/0188-video-answer-shown-question.ts';
import * as videoUploadingIndex from './migrations/0192-video-uploading-index.ts';
import * as skillsSectionPool from './migrations/0193-skills-section-pool.ts';
import * as dashboardMailingTargets from './migrations/0194-dashboard-mailing-targets.ts';
import * as replyMailboxes from './migrations/0179-reply-mailboxes.ts';
import * as customDashboards from './migrations/0060-custom-dashboards.ts';
import * as companyTemplates from './migrations/0065-company-templates.ts';
import * as typingTestSettings from './migrations/0072-typing-test-settings.ts';
import * as skillsTestVersions from './migrations/0061-skills-test-versions.ts';
import * as personalAssessments from './migrations/0076-personal-assessments.ts';
import * as jobProfiles from './migrations/0057-job-profiles.ts';
import * as jobPostings from './migrations/0052-job-postings.ts';
import * as singleSignOn from './migrations/0051-single-sign-on.ts';
import * as analytics from './migrations/0038-analytics.ts';
import * as offers from './migrations/0044-offers.ts';
import * as people from './migrations/0046-people.ts';
import * as employeeScores from './migrations/0047-employee-scores.ts';
import * as companySettings from './migrations/0048-company-settings.ts';
import * as settingsLists from './migrations/0049-settings-lists.ts';
import * as dataRights from './migrations/0053-data-rights.ts';

export type Db = Kysely<Database>;

// Listed by hand so the bundle-free server needs no directory scan and the order is explicit.
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-requisitions-and-trackers': requisitionsAndTrackers,
  '0003-answers': answers,
  '0004-assessment-content': assessmentContent,
  '0005-experiences': experiences,
  '0006-requisition-workspace': requisitionWorkspace,
  '0007-screening-questions': screeningQuestions,
  '0008-eeoc': eeoc,
  '0011-applicant-list': applicantList,
  '0009-profile-and-resume': profileAndResume,
  '0015-typing-and-speed': typingAndSpeed,
  '0014-skills-tests': skillsTests,
  '0016-video-answers': videoAnswers,
  '0019-career-pathways': careerPathways,
  '0020-language-tests': languageTests,
  '0021-screening-answer-files': screeningAnswerFiles,
  '0017-applicant-documents': applicantDocuments,
  '0018-onboarding-forms': onboardingForms,
  '0023-attempt-lease': attemptLease,
  '0024-pathway-role-archive': pathwayRoleArchive,
  '0025-activity-lease': activityLease,
  '0026-progress-current-plan': progressCurrentPlan,
  '0027-skills-test-owner': skillsTestOwner,
  '0028-mail-delivery': mailDelivery,
  '0029-mail-log': mailLog,
  '0030-email-templates': emailTemplates,
  '0031-staff-invitations': staffInvitations,
  '0033-mail-attachments': mailAttachments,
  '0034-interviews': interviews,
  '0037-interview-scheduling': interviewScheduling,
  '0040-company-suspension': companySuspension,
  '0050-hiring-classes': hiringClasses,
  '0051-single-sign-on': singleSignOn,
  '0038-analytics': analytics,
  '0044-offers': offers,
  '0046-people': people,
  '0047-employee-scores': employeeScores,
  '0048-company-settings': companySettings,
  '0049-settings-lists': settingsLists,
  '0053-data-rights': dataRights,
  '0054-legal-documents': legalDocuments,
  '0056-separation-reasons': separationReasons,
  '0057-job-profiles': jobProfiles,
  '0052-job-postings': jobPostings,
  '0058-pathway-participants': pathwayParticipants,
  '0059-question-lists': questionLists,
  '0063-outcome-questions': outcomeQuestions,
  '0066-requisition-profile': requisitionProfile,
  '0062-data-imports': dataImports,
  '0060-custom-dashboards': customDashboards,
  '0061-skills-test-versions': skillsTestVersions,
  '0068-dashboard-summaries': dashboardSummaries,
  '0065-company-templates': companyTemplates,
  '0069-ats-integrations': atsIntegrations,
  '0073-applicant-imports': applicantImports,
  '0064-company-attributes': companyAttributes,
  '0072-typing-test-settings': typingTestSettings,
  '0074-satisfaction-answers': satisfactionAnswers,
  '0077-performance-scales': performanceScales,
  '0082-requisition-anchors': requisitionAnchors,
  '0076-personal-assessments': personalAssessments,
  '0079-dashboard-application-summaries': dashboardApplicationSummaries,
  '0083-dashboard-fidelity-eeoc-attribute-bins': dashboardFidelityEeocAttributeBins,
  '0084-job-profile-board-summaries': jobProfileBoardSummaries,
  '0088-outcome-schedules': outcomeSchedules,
  '0089-job-profile-plan-enrolments': jobProfilePlanEnrolments,
  '0090-job-profile-board-marks': jobProfileBoardMarks,
  '0092-company-content-languages': companyContentLanguages,
  '0093-accommodation-requests': accommodationRequests,
  '0095-pipeline-stages': pipelineStages,
  '0096-second-factors': secondFactors,
  '0097-account-security': accountSecurity,
  '0098-recruiter-day': recruiterDay,
  '0099-typing-carry-over-and-seeded-weights': typingResultCarryOver,
  '0100-bias-audit-and-candidate-notice': biasAuditAndCandidateNotice,
  '0101-calendar-sync': calendarSync,
  '0102-passkey-sign-in': passkeySignIn,
  '0103-custom-roles': customRoles,
  '0104-form-option-languages': formOptionLanguages,
  '0105-offer-defaults': offerDefaults,
  '0106-own-interview-duration': ownInterviewDuration,
  '0107-reporting-schema': reportingSchema,
  '0108-pipeline-stage-counts': pipelineStageCounts,
  '0109-interview-proposed-times': interviewProposedTimes,
  '0110-bi-embeds': biEmbeds,
  '0111-sms': sms,
  '0112-background-checks': backgroundChecks,
  '0113-video-processing': videoProcessing,
  '0114-job-distribution': jobDistribution,
  '0115-person-captions': personCaptions,
  '0116-pending-sign-ups': pendingSignUps,
  '0117-sso-domain-verification': ssoDomainVerification,
  '0119-sealed-secrets': sealedSecrets,
  '0120-reporting-hiring-scales': reportingHiringScales,
  '0121-applicant-profile-questions': applicantProfileQuestions,
  '0123-sealed-server-secrets': sealedServerSecrets,
  '0124-bias-audit-details': biasAuditDetails,
  '0125-refresh-successors': refreshSuccessors,
  '0126-spanish-tu-built-in-texts': spanishTuBuiltInTexts,
  '0127-spanish-tu-rest-and-question-languages': spanishTuRestAndQuestionLanguages,
  '0128-offer-approvals': offerApprovals,
  '0130-message-template-languages': messageTemplateLanguages,
  '0131-application-replies': applicationReplies,
  '0132-notice-lead-time': noticeLeadTime,
  '0138-reply-threads-and-files': replyThreadsAndFiles,
  '0139-questionnaire-fixed-order': questionnaireFixedOrder,
  '0140-french-apostrophes-in-seeded-texts': frenchApostrophes,
  '0141-skills-test-fixed-order': skillsTestFixedOrder,
  '0145-dashboard-mailings': dashboardMailings,
  '0147-skills-test-staff-result-function': skillsTestStaffResultFunction,
  '0148-offers-without-plan-step': offersWithoutPlanStep,
  '0151-company-pipeline-stages': companyPipelineStages,
  '0152-reporting-company-stage': reportingCompanyStage,
  '0153-timed-staff-result-functions': timedStaffResultFunctions,
  '0158-integrity-signals': integritySignals,
  '0160-timed-result-flag': timedResultFlag,
  '0161-list-step-status-index': listStepStatusIndex,
  '0172-step-status-counts': stepStatusCounts,
  '0176-requisition-offer-approvers': requisitionOfferApprovers,
  '0178-notice-full-screen': noticeFullScreen,
  '0180-camera-check': cameraCheck,
  '0179-reply-mailboxes': replyMailboxes,
  '0183-video-question-versions': videoQuestionVersions,
  '0185-reply-refused-more': replyRefusedMore,
  '0187-reply-mailbox-error-kind': replyMailboxErrorKind,
  '0188-video-answer-shown-question': videoAnswerShownQuestion,
  '0192-video-uploading-index': videoUploadingIndex,
  '0193-skills-section-pool': skillsSectionPool,
  '0194-dashboard-mailing-targets': dashboardMailingTargets,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
// Numbers are handed out ahead to parallel branches, so a database may have run a later one (0090)
// before an earlier one (0089) is merged: the missing ones still run, in order, instead of refusing to open.

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; undefined means in memory. */
  pgliteDir?: string;
  /**
   * A dumped PGlite data dir to start from (tests copy a migrated template). Bytes are a test's copy
   * of the seeded template: they start with smaller shared buffers (server/db/pglite-template.ts).
   */
  pgliteTemplate?: Blob | Uint8Array;
  /** PostgreSQL settings for a new embedded database (the test template's source, D363). */
  pgliteStartParams?: string[];
}

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance, for dumps in tests. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (a restart, a failover, pg_terminate_backend) is an
    // 'error' event on the pool, which drops that client and opens another on the next query;
    // unheard, the event would end the process.
    pool.on('error', (error) => console.warn(`  An idle database connection was closed: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const template = options.pgliteTemplate;
  const pglite = await PGlite.create({
    dataDir: options.pgliteDir,
    ...(template instanceof Uint8Array
      ? { loadDataDir: tarBlob(template), startParams: TEMPLATE_COPY_START_PARAMS }
      : { loadDataDir: template }),
    ...(options.pgliteStartParams ? { startParams: options.pgliteStartParams } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteNamedDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** How many of the migrations this build knows have run on the database. */
export async function migrationState(db: Db): Promise<{ applied: number; known: number }> {
  const migrations = await new Migrator({ db, provider, allowUnorderedMigrations: true }).getMigrations();
  return { applied: migrations.filter((m) => m.executedAt !== undefined).length, known: migrations.length };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
