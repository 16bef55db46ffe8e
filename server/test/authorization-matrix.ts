/**
 * Who may call what: one row per endpoint (or per interesting target), one expected status per
 * actor. The matrix test fails when a registered endpoint has no row here, so no endpoint ships
 * without its access expectations.
 */
import { createHash } from 'node:crypto';
import { DEMO_JOBS, DEMO_TRACKERS } from '../db/seed/demo-requisitions.ts';
import { canonicalAnswersText } from '../../contracts/user-response.ts';

import { AUTH_ROWS } from './matrix/auth.rows.ts';
import { PEOPLE_ROWS } from './matrix/people.rows.ts';
import { SECOND_FACTOR_ROWS } from './matrix/second-factor.rows.ts';
import { JOB_PROFILE_ROWS } from './matrix/job-profiles.rows.ts';
import { OUTCOME_ROWS } from './matrix/outcomes.rows.ts';
import { all, type MatrixRow } from './matrix/matrix-kit.ts';
import { REQUISITION_ROWS } from './matrix/requisitions.rows.ts';
import { APPLICANT_ROWS } from './matrix/applicants.rows.ts';
import { SCORECARD_ROWS } from './matrix/scorecard.rows.ts';
import { ACCOMMODATION_ROWS } from './matrix/accommodations.rows.ts';
import { PIPELINE_ROWS } from './matrix/pipeline.rows.ts';
import { SCORING_ROWS } from './matrix/scoring.rows.ts';
import { TIMED_ACTIVITY_ROWS } from './matrix/timed-activities.rows.ts';
import { SCREENING_ROWS } from './matrix/screening.rows.ts';
import { CANDIDATE_FORM_ROWS } from './matrix/candidate-forms.rows.ts';
import { TYPING_SPEED_ROWS } from './matrix/typing-speed.rows.ts';
import { VIDEO_ROWS } from './matrix/video.rows.ts';
import { SCREENING_FILE_ROWS } from './matrix/screening-files.rows.ts';
import { REPORT_ROWS } from './matrix/reports.rows.ts';
import { ANSWER_BATCH_ROWS } from './matrix/answer-batch.rows.ts';
import { ATTEMPT_LEASE_ROWS } from './matrix/attempt-lease.rows.ts';
import { ACTIVITY_LEASE_ROWS } from './matrix/activity-lease.rows.ts';
import { ONBOARDING_ROWS } from './matrix/onboarding.rows.ts';
import { PATHWAY_ROWS } from './matrix/pathways.rows.ts';
import { DOCUMENT_ROWS } from './matrix/documents.rows.ts';
import { LANGUAGE_TEST_ROWS } from './matrix/language-tests.rows.ts';
import { TIMED_RESULTS_ROWS } from './matrix/timed-results.rows.ts';
import { INTEGRITY_SIGNALS_ROWS } from './matrix/integrity-signals.rows.ts';
import { CAMERA_CHECK_ROWS } from './matrix/camera-check.rows.ts';
import { QUESTION_ORDER_ROWS } from './matrix/question-order.rows.ts';
import { PATHWAY_STAFF_ROWS } from './matrix/pathway-staff.rows.ts';
import { PATHWAY_SETUP_ROWS } from './matrix/pathway-setup.rows.ts';
import { ACCOUNT_FIELD_ROWS } from './matrix/account-fields.rows.ts';
import { SKILLS_TEST_AUTHORING_ROWS } from './matrix/skills-test-authoring.rows.ts';
import { EMAIL_TEMPLATE_ROWS } from './matrix/email-templates.rows.ts';
import { MAIL_LOG_ROWS } from './matrix/mail-log.rows.ts';
import { ACCOUNT_SECURITY_ROWS } from './matrix/account-security.rows.ts';
import { STAFF_USER_ROWS } from './matrix/staff-users.rows.ts';
import { AI_WRITING_ROWS } from './matrix/ai-writing.rows.ts';
import { INTERVIEW_SCHEDULING_ROWS } from './matrix/interview-scheduling.rows.ts';
import { INTERVIEW_ROWS } from './matrix/interviews.rows.ts';
import { PROVIDER_ADMIN_ROWS } from './matrix/provider-admin.rows.ts';
import { INTEGRATION_ROWS } from './matrix/integrations.rows.ts';
import { CALENDAR_SYNC_ROWS } from './matrix/calendar-sync.rows.ts';
import { BI_EMBED_ROWS } from './matrix/bi-embeds.rows.ts';
import { SMS_ROWS } from './matrix/sms.rows.ts';
import { BACKGROUND_CHECK_ROWS } from './matrix/background-checks.rows.ts';
import { JOB_DISTRIBUTION_ROWS } from './matrix/job-distribution.rows.ts';
import { DATA_IMPORT_ROWS } from './matrix/data-import.rows.ts';
import { ANALYTICS_ROWS } from './matrix/analytics.rows.ts';
import { BIAS_AUDIT_ROWS } from './matrix/bias-audit.rows.ts';
import { SCALE_QUALITY_ROWS } from './matrix/scale-quality.rows.ts';
import { HIRING_CLASS_ROWS } from './matrix/hiring-classes.rows.ts';
import { LEGAL_ROWS } from './matrix/legal.rows.ts';
import { JOB_LINK_ROWS } from './matrix/job-link.rows.ts';
import { OFFER_ROWS } from './matrix/offers.rows.ts';
import { DATA_RIGHTS_ROWS } from './matrix/data-rights.rows.ts';
import { JOB_BOARD_ROWS, JOB_POSTING_ROWS } from './matrix/job-postings.rows.ts';
import { COMPANY_TEMPLATE_ROWS } from './matrix/company-templates.rows.ts';
import { TYPING_SETTINGS_ROWS } from './matrix/typing-settings.rows.ts';
import { PERSONAL_ASSESSMENT_ROWS } from './matrix/personal-assessments.rows.ts';
import { COMPANY_ATTRIBUTE_ROWS } from './matrix/company-attributes.rows.ts';
import { REJECTION_EMAIL_DELAY_ROWS } from './matrix/rejection-email-delay.rows.ts';
import { REPLY_ROWS } from './matrix/replies.rows.ts';
import { APPLICANT_QUESTIONS_ROWS } from './matrix/applicant-questions.rows.ts';
import {
  COMPANY_SETTINGS_ROWS,
  MESSAGE_TEMPLATE_ROWS,
  PHONE_NUMBER_ROWS,
  REJECTION_REASON_ROWS,
  SEPARATION_REASON_ROWS,
  SSO_SETTINGS_ROWS,
} from './matrix/company-settings.rows.ts';

export { ACTORS, type Actor, type MatrixContext, type MatrixRow } from './matrix/matrix-kit.ts';

/**
 * The open requisition's fifth activity (Screening questions), not yet done in the candidate's
 * application: the seed creates it fifth (user-response.test.ts checks this). The sixth is the typing test.
 */
export const MATRIX_ACTIVITY_ID = 5;
const MATRIX_ATTEMPT = {
  ref_id: DEMO_TRACKERS.candidateOpen,
  job_step_activity_id: MATRIX_ACTIVITY_ID,
  attempt_id: 'b0000000-0000-4000-8000-000000000001',
};

const staff = { owner: 200, recruiter: 200, interviewer: 200, otherOwner: 200, admin: 200 };

export const MATRIX: MatrixRow[] = [
  {
    endpoint: 'GET /health/live',
    what: 'liveness is public',
    request: () => ({ url: '/api/health/live' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /health/ready',
    what: 'readiness is public',
    request: () => ({ url: '/api/health/ready' }),
    expect: all(200),
  },
  ...AUTH_ROWS,
  {
    endpoint: 'GET /user/v1/{userId}/',
    what: 'a candidate with no company link',
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.candidate}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, admin: 200 },
  },
  {
    endpoint: 'GET /user/v1/{userId}/',
    what: 'a Demo Company recruiter',
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.recruiter}/` }),
    expect: { ...all(404), anonymous: 401, owner: 200, recruiter: 200, interviewer: 200, admin: 200 },
  },
  {
    endpoint: 'PATCH /user/v1/{userId}/',
    what: 'a Demo Company recruiter',
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.recruiter}/`, body: { phone_number: '5551234567' } }),
    passes: 404,
    except: { owner: 200, recruiter: 200, admin: 200 },
  },
  {
    endpoint: 'PATCH /user/v1/{userId}/',
    what: 'a candidate',
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.candidate}/`, body: { phone_number: '5551234567' } }),
    passes: 404,
    except: { candidate: 200, admin: 200 },
  },
  {
    endpoint: 'GET /user/v1/check-user-email/{email}/',
    what: "staff look up a Demo Company colleague's email (another company's staff find nobody)",
    request: () => ({ url: '/api/user/v1/check-user-email/owner%40demo-company.test/' }),
    expect: { ...all(403), anonymous: 401, ...staff, otherOwner: 404 },
  },
  {
    endpoint: 'GET /user/v2/check-user-email/{email}/',
    what: 'staff check an email',
    request: () => ({ url: '/api/user/v2/check-user-email/candidate%40assay.test/' }),
    expect: { ...all(403), anonymous: 401, ...staff },
  },
  {
    endpoint: 'GET /account/v1/{id}/',
    what: 'Demo Company details',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/` }),
    expect: { ...all(403), anonymous: 401, owner: 200, recruiter: 200, interviewer: 200, otherOwner: 404, admin: 200 },
  },
  {
    endpoint: 'GET /user/v1/progress-tracker/user/{userId}/',
    what: "the candidate's trackers",
    request: (ctx) => ({ url: `/api/user/v1/progress-tracker/user/${ctx.userId.candidate}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, admin: 200 },
  },
  {
    endpoint: 'POST /user/v1/progress-tracker/user/{userId}/',
    what: 'the candidate starts the pathway (no retake wait)',
    request: (ctx) => ({
      url: `/api/user/v1/progress-tracker/user/${ctx.userId.candidate}/`,
      body: { job_uuid: DEMO_JOBS.pathway },
    }),
    passes: 404,
    except: { candidate: 200, admin: 200 },
  },
  {
    endpoint: 'GET /user/v1/progress-tracker/{refId}/',
    what: "the candidate's application to Demo Company's open requisition (recruiter: smartreq_access and on the team)",
    request: () => ({ url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.candidateOpen}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, owner: 200, recruiter: 200, admin: 200 },
  },
  {
    endpoint: 'GET /user/v1/progress-tracker/{refId}/',
    what: "the candidate's run through Demo Company's pathway (needs all_pathways_access)",
    request: () => ({ url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.candidatePathway}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, owner: 200, admin: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/set-start-time/',
    what: "the start of the Screening questions in the candidate's open application (only the candidate writes)",
    request: () => ({
      url: '/api/user-response/v1/set-start-time/',
      body: { ...MATRIX_ATTEMPT, started_at: '2026-01-01T10:00:00Z' },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/assessment-answers/',
    what: "an answer in the candidate's open application (only the candidate writes)",
    request: () => ({
      url: '/api/user-response/v1/assessment-answers/',
      body: { ...MATRIX_ATTEMPT, item_id: 'q1', value: 'matrix', revision: 1, answered_at: new Date().toISOString() },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/assessment-answers/submit/',
    what: "submitting the candidate's typing test with no answers (only the candidate writes)",
    request: () => ({
      url: '/api/user-response/v1/assessment-answers/submit/',
      body: {
        ref_id: DEMO_TRACKERS.candidateOpen,
        job_step_activity_id: MATRIX_ACTIVITY_ID + 1,
        attempt_id: 'b0000000-0000-4000-8000-000000000002',
        answer_count: 0,
        answers_hash: createHash('sha256').update(canonicalAnswersText([])).digest('hex'),
      },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'GET /user-response/v1/assessment-content/{asmtId}/',
    what: 'the personality questionnaire (the first seeded assessment): content is the same for everyone signed in',
    request: () => ({ url: '/api/user-response/v1/assessment-content/1/?language=es' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'POST /user-response/v1/raw-score-convert/',
    what: 'scoring answers is stateless but shows the scoring key: company staff only',
    request: () => ({ url: '/api/user-response/v1/raw-score-convert/', body: { asmt_id: 1, answers: [] } }),
    passes: 200,
  },
  {
    endpoint: 'POST /user/v1/job/',
    what: 'adding an experience to your own list (the candidate adds entry 1, the other candidate entry 2)',
    request: () => ({
      url: '/api/user/v1/job/',
      body: { company_name: 'Matrix Co', title: 'Tester', start_date: '2020-01-01', is_current: true },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /user/v1/jobs/{userId}/',
    what: "the candidate's experiences",
    request: (ctx) => ({ url: `/api/user/v1/jobs/${ctx.userId.candidate}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, admin: 200 },
  },
  {
    // Serial ids after the seed's: the POST row above ran first, the candidate before the other candidate.
    endpoint: 'GET /user/v1/job/{id}/',
    what: "the candidate's experience (entry 1)",
    request: (ctx) => ({ url: `/api/user/v1/job/${ctx.experienceIdBefore + 1}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, admin: 200 },
  },
  {
    endpoint: 'PATCH /user/v1/job/{id}/',
    what: "the candidate's experience (entry 1): only its owner writes",
    request: (ctx) => ({ url: `/api/user/v1/job/${ctx.experienceIdBefore + 1}/`, body: { title: 'Senior Tester' } }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'DELETE /user/v1/job/{id}/',
    what: "the other candidate's experience (entry 2): only its owner deletes",
    request: (ctx) => ({ url: `/api/user/v1/job/${ctx.experienceIdBefore + 2}/` }),
    passes: 404,
    except: { otherCandidate: 200 },
  },
  ...REQUISITION_ROWS,
  ...JOB_POSTING_ROWS,
  ...JOB_BOARD_ROWS,
  ...APPLICANT_ROWS,
  ...SCORECARD_ROWS,
  ...ACCOMMODATION_ROWS,
  ...PIPELINE_ROWS,
  ...SCORING_ROWS,
  ...TIMED_ACTIVITY_ROWS,
  ...SCREENING_ROWS,
  ...CANDIDATE_FORM_ROWS,
  ...TYPING_SPEED_ROWS,
  ...VIDEO_ROWS,
  ...SCREENING_FILE_ROWS,
  ...REPORT_ROWS,
  ...ONBOARDING_ROWS,
  ...PATHWAY_ROWS,
  ...DOCUMENT_ROWS,
  ...LANGUAGE_TEST_ROWS,
  ...TIMED_RESULTS_ROWS,
  ...INTEGRITY_SIGNALS_ROWS,
  ...CAMERA_CHECK_ROWS,
  ...QUESTION_ORDER_ROWS,
  ...PATHWAY_STAFF_ROWS,
  ...PATHWAY_SETUP_ROWS,
  ...ACCOUNT_FIELD_ROWS,
  ...SKILLS_TEST_AUTHORING_ROWS,
  ...EMAIL_TEMPLATE_ROWS,
  ...MAIL_LOG_ROWS,
  ...ACCOUNT_SECURITY_ROWS,
  ...STAFF_USER_ROWS,
  ...AI_WRITING_ROWS,
  ...INTERVIEW_SCHEDULING_ROWS,
  ...INTERVIEW_ROWS,
  ...PROVIDER_ADMIN_ROWS,
  ...INTEGRATION_ROWS,
  ...CALENDAR_SYNC_ROWS,
  ...BI_EMBED_ROWS,
  ...SMS_ROWS,
  ...BACKGROUND_CHECK_ROWS,
  ...JOB_DISTRIBUTION_ROWS,
  ...DATA_IMPORT_ROWS,
  ...ANALYTICS_ROWS,
  ...BIAS_AUDIT_ROWS,
  ...SCALE_QUALITY_ROWS,
  ...HIRING_CLASS_ROWS,
  ...LEGAL_ROWS,
  ...JOB_LINK_ROWS,
  ...OFFER_ROWS,
  ...COMPANY_SETTINGS_ROWS,
  ...DATA_RIGHTS_ROWS,
  ...APPLICANT_QUESTIONS_ROWS,
  ...SSO_SETTINGS_ROWS,
  ...REJECTION_REASON_ROWS,
  ...REJECTION_EMAIL_DELAY_ROWS,
  ...REPLY_ROWS,
  ...SEPARATION_REASON_ROWS,
  ...COMPANY_ATTRIBUTE_ROWS,
  ...PHONE_NUMBER_ROWS,
  ...MESSAGE_TEMPLATE_ROWS,
  ...COMPANY_TEMPLATE_ROWS,
  ...TYPING_SETTINGS_ROWS,
  ...PERSONAL_ASSESSMENT_ROWS,
  ...ANSWER_BATCH_ROWS,
  ...ATTEMPT_LEASE_ROWS,
  ...ACTIVITY_LEASE_ROWS,
  ...PEOPLE_ROWS,
  ...SECOND_FACTOR_ROWS,
  ...JOB_PROFILE_ROWS,
  ...OUTCOME_ROWS,
];
