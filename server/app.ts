/**
 * buildApp: plugins first, then every module, listed by hand so the whole route table reads here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createTokenSigner, installAuthContext } from './http/auth-context.ts';
import { installCrossSiteCheck } from './http/cross-site.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { installCompression } from './http/compression.ts';
import { recordRoutes } from './http/register-endpoint.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installStoredTextCheck } from './http/stored-text.ts';
import { createServer } from './http/create-server.ts';
import { installIdempotencyRecorder } from './http/idempotency.ts';
import { loadOrCreateSecret } from './http/server-secret.ts';
import { ErrorCode } from '../contracts/error-codes.ts';
import { registerSecondFactorRoutes } from './modules/second-factor/second-factor.routes.ts';
import { registerAuthRoutes } from './modules/sign-in/auth.routes.ts';
import { registerSessionRoutes } from './modules/sessions/sessions.routes.ts';
import { registerAuditLogRoutes } from './modules/audit-log/audit-log.routes.ts';
import { installRequestContext } from './http/request-context.ts';
import { registerSsoRoutes } from './modules/sign-in/sso.routes.ts';
import { providerOrigins } from './modules/sso/index.ts';
import { builtInlineScriptSources } from './http/inline-script-hashes.ts';
import { CspOrigins } from './http/csp-origins.ts';
import { registerUserRoutes } from './modules/user/user.routes.ts';
import { registerAccountRoutes } from './modules/account/account.routes.ts';
import { registerProgressRoutes } from './modules/progress/progress.routes.ts';
import { registerAssessmentRoutes } from './modules/assessment/assessment.routes.ts';
import { registerUserResponseRoutes } from './modules/user-response/user-response.routes.ts';
import { registerExperienceRoutes } from './modules/experience/experience.routes.ts';
import { registerResumeRoutes } from './modules/resume/resume.routes.ts';
import { registerDataImportRoutes } from './modules/data-import/data-import.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerApplicantQuestionsRoutes } from './modules/profile/applicant-questions.routes.ts';
import { registerApplicationFormRoutes } from './modules/application-form/application-form.routes.ts';
import { registerScreeningQuestionRoutes } from './modules/screening-questions/screening-questions.routes.ts';
import { registerScreeningFileRoutes } from './modules/screening-questions/screening-files.routes.ts';
import { registerEeocRoutes } from './modules/eeoc/eeoc.routes.ts';
import { registerApplicantRoutes } from './modules/applicants/applicants.routes.ts';
import { installJobWorker } from './job-worker.ts';
import { createFileStorage, type FileStorage } from './storage/file-storage.ts';
import { registerScoringRoutes } from './modules/scoring/scoring.routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { registerDashboardMailingRoutes } from './modules/analytics/dashboard-mailings.routes.ts';
import { registerBiasAuditRoutes } from './modules/bias-audit/bias-audit.routes.ts';
import { registerScaleQualityRoutes } from './modules/scale-quality/scale-quality.routes.ts';
import { registerIntegrityRoutes } from './modules/integrity/integrity.routes.ts';
import { registerCameraCheckRoutes } from './modules/camera-check/camera-check.routes.ts';
import { registerCandidateNoticeRoutes } from './modules/candidate-notice/candidate-notice.routes.ts';
import { registerCustomDashboardRoutes } from './modules/custom-dashboards/custom-dashboards.routes.ts';
import { registerBiEmbedRoutes } from './modules/bi-embeds/bi-embeds.routes.ts';
import { setBiNetworkPolicy } from './modules/bi-embeds/index.ts';
import { registerSmsRoutes } from './modules/sms/sms.routes.ts';
import { setSmsNetworkPolicy } from './integrations/sms/sms-adapter.ts';
import { registerHiringClassRoutes } from './modules/hiring-classes/hiring-classes.routes.ts';
import { registerScorecardRoutes } from './modules/scorecard/scorecard.routes.ts';
import { registerShareDomainRoutes } from './modules/scorecard/share-domains.routes.ts';
import { registerRejectionDelayRoutes } from './modules/applicants/rejection-delay.routes.ts';
import { registerReplyRoutes } from './modules/replies/replies.routes.ts';
import { registerJobRoutes } from './modules/job/job.routes.ts';
import { registerQuestionBankRoutes } from './modules/question-bank/question-bank.routes.ts';
import { listenForSubmittedAnswers, registerKindRoutes } from './modules/activity-kinds.ts';
import { registerSingleSubmissionLeaseRoutes } from './modules/attempt-lease/single-submission-lease.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { registerPathwayRoutes } from './modules/pathway/pathway.routes.ts';
import { registerPathwayRoleRoutes } from './modules/pathway/pathway-roles.routes.ts';
import { registerPathwaySetupRoutes } from './modules/pathway/pathway-setup.routes.ts';
import { registerPeopleRoutes } from './modules/people/people.routes.ts';
import { registerJobProfileRoutes } from './modules/job-profiles/job-profiles.routes.ts';
import { registerOutcomeRoutes } from './modules/outcomes/outcomes.routes.ts';
import { registerAccountVendorRoutes } from './modules/language-test/account-vendors.routes.ts';
import { registerApplicantDocumentRoutes } from './modules/applicant-documents/applicant-documents.routes.ts';
import { registerAccommodationRoutes } from './modules/accommodations/accommodations.routes.ts';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { registerInterviewRoutes } from './modules/interview/interview.routes.ts';
import { registerAccountFieldRoutes } from './modules/account-fields/account-fields.routes.ts';
import { registerSkillsTestAuthoringRoutes } from './modules/skills-test-authoring/skills-test-authoring.routes.ts';
import { registerEmailTemplateRoutes } from './modules/email-templates/email-templates.routes.ts';
import { registerMailLogRoutes } from './modules/mail-log/mail-log.routes.ts';
import { registerStaffHomeRoutes } from './modules/staff-home/staff-home.routes.ts';
import { registerPipelineRoutes } from './modules/pipeline/pipeline.routes.ts';
import { registerApplicantViewRoutes } from './modules/applicant-views/applicant-views.routes.ts';
import { registerStaffUserRoutes } from './modules/staff-users/staff-users.routes.ts';
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts';
import { registerCompanySettingsRoutes } from './modules/company-settings/company-settings.routes.ts';
import { registerRejectionReasonRoutes } from './modules/rejection-reasons/rejection-reasons.routes.ts';
import { registerSeparationReasonRoutes } from './modules/separation-reasons/separation-reasons.routes.ts';
import { registerCompanyAttributeRoutes } from './modules/company-attributes/company-attributes.routes.ts';
import { registerLegalRoutes } from './modules/legal/legal.routes.ts';
import { registerPhoneNumberRoutes } from './modules/phone-numbers/phone-numbers.routes.ts';
import { registerPersonalAssessmentRoutes } from './modules/personal-assessments/personal-assessments.routes.ts';
import { registerMessageTemplateRoutes } from './modules/message-templates/message-templates.routes.ts';
import { registerCompanyTemplateRoutes } from './modules/company-templates/company-templates.routes.ts';
import { registerTypingSettingsRoutes } from './modules/typing-test/typing-settings.routes.ts';
import { registerAtsIntegrationRoutes } from './modules/ats-integrations/ats-integrations.routes.ts';
import { listenForCompletedTrackers } from './modules/ats-integrations/index.ts';
import { listenForApplicationReceipts } from './modules/replies/index.ts';
import { registerProviderAdminRoutes } from './modules/provider-admin/provider-admin.routes.ts';
import { registerAiWritingRoutes } from './modules/ai-writing/ai-writing.routes.ts';
import { setVideoProcessingSettings } from './modules/video-processing/index.ts';
import { registerVideoProcessingRoutes } from './modules/video-processing/video-processing.routes.ts';
import { registerInterviewSchedulingRoutes } from './modules/interview-scheduling/interview-scheduling.routes.ts';
import { registerCalendarSyncRoutes } from './modules/calendar-sync/calendar-sync.routes.ts';
import { registerIntegrationRoutes } from './modules/integrations/integrations.routes.ts';
import { registerBackgroundCheckRoutes } from './modules/background-checks/background-checks.routes.ts';
import { setBackgroundCheckSettings } from './modules/background-checks/index.ts';
import { setCalendarNetworkPolicy } from './integrations/calendar/caldav.ts';
import { registerOfferRoutes } from './modules/offer/offer.routes.ts';
import { registerDataRightsRoutes } from './modules/data-rights/data-rights.routes.ts';
import { registerJobPostingRoutes } from './modules/job-postings/job-postings.routes.ts';
import { registerJobBoardRoutes } from './modules/job-boards/job-boards.routes.ts';
import { registerJobDistributionRoutes } from './modules/job-distribution/job-distribution.routes.ts';
import { setJobBoardNetworkPolicy } from './integrations/job-distribution/postings-json.ts';
import { registerCareerRoutes } from './modules/careers/careers.routes.ts';
import { sendJobLinkPage } from './modules/job-link/index.ts';
import { registerJobLinkRoutes } from './modules/job-link/job-link.routes.ts';

export interface AppDeps {
  db: Db;
  config: Config;
  /** Which database answers; defaults to what the config names. */
  databaseKind?: 'pglite' | 'postgres';
  /** Where stored files live; defaults to what the config names (createFileStorage). */
  files?: FileStorage;
}

export async function buildApp({
  db,
  config,
  databaseKind,
  files = createFileStorage(config),
}: AppDeps): Promise<FastifyInstance> {
  const app = createServer(config);
  app.decorate('endpointTable', []);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before helmet's own hook, so the policy it writes knows the providers of this moment.
  const ssoOrigins = providerOrigins(db, config);
  // Company logos may live on the company's own site (an https address in company details).
  const logoOrigins = new CspOrigins(db, async (db) =>
    (
      await db.selectFrom('accounts').select('logo_url').distinct().where('logo_url', 'like', 'https://%').execute()
    ).map((r) => r.logo_url!),
  );
  // Embedded BI dashboards (D235) are framed from the company's BI server.
  const biOrigins = new CspOrigins(db, async (db) =>
    (await db.selectFrom('bi_embeds').select('site_url').distinct().execute()).map((r) => r.site_url),
  );
  app.addHook('onRequest', async () => {
    await Promise.all([ssoOrigins.refresh(), logoOrigins.refresh(), biOrigins.refresh()]);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null,
        'script-src': ["'self'", ...builtInlineScriptSources(config.staticDir)],
        'img-src': ["'self'", 'data:', 'blob:', logoOrigins.directive],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'"],
        'connect-src': ["'self'", ssoOrigins.directive],
        'frame-src': ["'self'", ssoOrigins.directive, biOrigins.directive],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over TLS; sent below when the request came that way.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    // API answers hold personal data and tokens: no browser or proxy keeps them, unless a route says otherwise.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      void reply.header('Cache-Control', 'no-store');
    if (request.protocol === 'https')
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(cookie);
  await installCompression(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Assay API',
        version: '1.0.0',
        description: 'Every endpoint of the Assay server, generated from the zod contracts.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  installRequestContext(app);
  installErrorHandler(app);
  installStoredTextCheck(app);
  installCrossSiteCheck(app);
  const signer = createTokenSigner(await loadOrCreateSecret(db, 'jwt_secret'), config.accessTokenSeconds);
  installAuthContext(app, signer);
  installIdempotencyRecorder(app, db);
  // What modules announce, heard by those the announcer may not import (activity-events.ts, D184, D465).
  listenForSubmittedAnswers();
  listenForCompletedTrackers();
  listenForApplicationReceipts();

  registerHealthRoutes(app, db, databaseKind ?? (config.databaseUrl ? 'postgres' : 'pglite'));
  registerAuthRoutes(app, db, config, signer);
  registerSessionRoutes(app, db, config);
  registerSsoRoutes(app, db, config, signer, ssoOrigins);
  registerSecondFactorRoutes(app, db, config, signer);
  registerUserRoutes(app, db);
  registerAccountRoutes(app, db);
  registerProgressRoutes(app, db, config.publicUrl);
  registerAssessmentRoutes(app, db);
  registerUserResponseRoutes(app, db, config.attemptLeaseMs);
  registerExperienceRoutes(app, db);
  registerResumeRoutes(app, db, files);
  registerProfileRoutes(app, db, config);
  registerApplicantQuestionsRoutes(app, db);
  registerApplicationFormRoutes(app, db, config.attemptLeaseMs);
  registerScreeningQuestionRoutes(app, db);
  registerScreeningFileRoutes(app, db, files);
  registerEeocRoutes(app, db, config.attemptLeaseMs);
  registerApplicantRoutes(app, db, config.publicUrl);
  registerScorecardRoutes(app, db, config);
  registerShareDomainRoutes(app, db);
  registerRejectionDelayRoutes(app, db);
  registerReplyRoutes(app, db, config, files);
  registerApplicantDocumentRoutes(app, db, files);
  registerAccommodationRoutes(app, db);
  registerCandidateNoticeRoutes(app, db);
  registerJobRoutes(app, db);
  registerQuestionBankRoutes(app, db);
  // The activity kinds' own endpoints, from their server definitions (modules/activity-kinds.ts).
  registerKindRoutes(app, { db, files, attemptLeaseMs: config.attemptLeaseMs });
  // A video answer's playback link and captions (the video kind's material, in a module of its own).
  registerVideoProcessingRoutes(app, db, files);
  registerSingleSubmissionLeaseRoutes(app, db, config.attemptLeaseMs);
  registerReportRoutes(app, db);
  registerPathwayRoutes(app, db);
  registerPathwayRoleRoutes(app, db);
  registerPathwaySetupRoutes(app, db, config);
  registerPeopleRoutes(app, db);
  registerDataImportRoutes(app, db, files);
  registerJobProfileRoutes(app, db);
  registerOutcomeRoutes(app, db, config.publicUrl);
  registerAccountVendorRoutes(app, db);
  registerOnboardingRoutes(app, db, config.attemptLeaseMs);
  registerInterviewRoutes(app, db);
  registerAccountFieldRoutes(app, db);
  registerCompanySettingsRoutes(app, db, logoOrigins);
  registerRejectionReasonRoutes(app, db);
  registerSeparationReasonRoutes(app, db);
  registerCompanyAttributeRoutes(app, db);
  registerPhoneNumberRoutes(app, db);
  setCalendarNetworkPolicy({ allowPrivate: config.calendarAllowPrivate });
  setBiNetworkPolicy({ allowPrivate: config.biAllowPrivate });
  setSmsNetworkPolicy({ allowPrivate: config.smsAllowPrivate });
  setVideoProcessingSettings(config);
  registerCalendarSyncRoutes(app, db);
  registerIntegrationRoutes(app, db);
  setBackgroundCheckSettings({
    apiUrl: config.checkrApiUrl,
    publicUrl: config.publicUrl,
    timeoutMs: config.checkrTimeoutMs,
  });
  registerBackgroundCheckRoutes(app, db, config.rateLimitFactor);
  registerPersonalAssessmentRoutes(app, db);
  registerMessageTemplateRoutes(app, db);
  registerCompanyTemplateRoutes(app, db);
  registerTypingSettingsRoutes(app, db);
  registerSkillsTestAuthoringRoutes(app, db);
  registerEmailTemplateRoutes(app, db);
  registerMailLogRoutes(app, db, config);
  registerAuditLogRoutes(app, db);
  registerStaffHomeRoutes(app, db);
  registerPipelineRoutes(app, db);
  registerApplicantViewRoutes(app, db);
  registerStaffUserRoutes(app, db, config);
  registerCustomerRoutes(app, db, config);
  registerProviderAdminRoutes(app, db, config);
  registerAtsIntegrationRoutes(app, db, config);
  registerAiWritingRoutes(app, db, config);
  registerInterviewSchedulingRoutes(app, db, config);
  registerOfferRoutes(app, db, config);
  registerDataRightsRoutes(app, db, files);
  registerJobPostingRoutes(app, db);
  registerJobBoardRoutes(app, db);
  setJobBoardNetworkPolicy({ allowPrivate: config.jobBoardAllowPrivate, timeoutMs: config.jobBoardTimeoutMs });
  registerJobDistributionRoutes(app, db);
  registerJobLinkRoutes(app, db);
  // Server-rendered public pages: registered before the single-page fallback below answers every other path.
  registerCareerRoutes(app, db, config.publicUrl);

  registerScoringRoutes(app, db);
  registerAnalyticsRoutes(app, db);
  registerDashboardMailingRoutes(app, db);
  registerBiasAuditRoutes(app, db);
  registerScaleQualityRoutes(app, db);
  registerCustomDashboardRoutes(app, db);
  registerBiEmbedRoutes(app, db, biOrigins);
  registerSmsRoutes(app, db, config.publicUrl, config.rateLimitFactor);
  registerHiringClassRoutes(app, db);
  registerLegalRoutes(app, db);
  // Last, so the write sweeps' slices of the routes before it stay as they were.
  registerIntegrityRoutes(app, db);
  registerCameraCheckRoutes(app, db, config);
  installJobWorker(app, db, config, files);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const indexHtml = config.staticDir ? path.join(config.staticDir, 'index.html') : undefined;
  const hasStatic = indexHtml !== undefined && fs.existsSync(indexHtml);
  const hasLoginPage = hasStatic && fs.existsSync(path.join(config.staticDir!, 'login.html'));
  if (hasStatic) {
    await app.register(fastifyStatic, {
      root: config.staticDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const jobLinkTemplate = hasStatic ? readIfPresent(path.join(config.staticDir!, 'job-link.html')) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    // A built file that is not there (a page of an older build asking for its scripts after a
    // deploy) is missing, not the app: sent the page, a module script fails on its type and a
    // service worker would keep the page under the script's name.
    if (request.url.startsWith('/api/') || BUILT_FILE.test(request.url) || request.method !== 'GET' || !hasStatic) {
      return reply.status(404).send({ message: 'Not found', code: ErrorCode.notFound, request_id: request.id });
    }
    // The job link comes with the job's summary already in the page, in the visitor's language
    // (D248); a closed or unknown job, or someone signed in, gets the app as for any other page.
    if (jobLinkTemplate && (await sendJobLinkPage(db, jobLinkTemplate, request, reply))) return reply;
    // The sign-in page is the same app with its static shell already in place, so it paints
    // before the app's JavaScript has arrived (vite.config.ts firstScreenPreloads).
    if (hasLoginPage && /^\/log-?in\/?(\?|$)/.test(request.url))
      return reply.header('Cache-Control', 'no-cache').sendFile('login.html');
    // Every browser route is the single-page app; the router shows not-found for unknown paths.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}

/** Where the build writes its hashed files and icons: no browser route lives there. */
const BUILT_FILE = /^\/(assets|icons)\//;

/** A built page's text, or undefined when the build has none. */
function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
