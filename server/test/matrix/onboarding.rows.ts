/**
 * Matrix rows: onboarding forms. The demo's onboarding activity sits in a job no matrix
 * actor has applied to, so the candidate rows name the candidate's own application with its first
 * activity (an application form, not an onboarding form): 404 for everyone, the candidate too.
 * Reading and submitting one's own form is in onboarding.test.ts. Form 1 is Demo Company's
 * seeded form, in use by the Store Associate requisition (so it cannot be archived).
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { DEMO_ONBOARDING_FIELDS, DEMO_ONBOARDING_NAME } from '../../db/seed/demo-onboarding.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

const DEMO_FORM_ID = 1;
/** Job 1's first activity (Application form). */
const FORM_ACTIVITY_ID = 1;
const adminOnly = (status: number) => ({ ...all(403), anonymous: 401, admin: status });

export const ONBOARDING_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user-response/v1/onboarding-form/{refId}/',
    what: "the candidate's application, at an activity that is not an onboarding form",
    request: () => ({
      url: `/api/user-response/v1/onboarding-form/${DEMO_TRACKERS.candidateOpen}/?job_step_activity_id=${FORM_ACTIVITY_ID}`,
    }),
    expect: { ...all(404), anonymous: 401 },
  },
  {
    endpoint: 'POST /user-response/v1/onboarding-form/',
    what: "the candidate's application, at an activity that is not an onboarding form",
    request: () => ({
      url: '/api/user-response/v1/onboarding-form/',
      body: { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: FORM_ACTIVITY_ID, answers: [] },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/onboarding-answers/{userSmartreqId}/',
    what: "Maria's application to job 1 (recruiter on its team, interviewer not)",
    request: () => ({ url: '/api/smartreq/v1/onboarding-answers/3/' }),
    expect: { ...all(403), anonymous: 401, owner: 200, recruiter: 200, interviewer: 404, otherOwner: 404, admin: 200 },
  },
  {
    endpoint: 'GET /account/v1/account-onboarding-form/',
    what: 'every company with its onboarding forms: provider admin only',
    request: () => ({ url: '/api/account/v1/account-onboarding-form/' }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'GET /account/v1/account-onboarding-form/{id}/',
    what: "Demo Company's onboarding form: provider admin only",
    request: () => ({ url: `/api/account/v1/account-onboarding-form/${DEMO_FORM_ID}/` }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /account/v1/account-onboarding-form/',
    what: 'a new onboarding form for Demo Company: provider admin only',
    request: (ctx) => ({
      url: '/api/account/v1/account-onboarding-form/',
      body: { account_id: ctx.demoAccountId, name: { en: `Matrix ${ctx.unique()}` }, fields: DEMO_ONBOARDING_FIELDS },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/account-onboarding-form/{id}/',
    what: "Demo Company's onboarding form, saved unchanged: provider admin only",
    request: (ctx) => ({
      url: `/api/account/v1/account-onboarding-form/${DEMO_FORM_ID}/`,
      body: { account_id: ctx.demoAccountId, name: DEMO_ONBOARDING_NAME, fields: DEMO_ONBOARDING_FIELDS },
    }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /account/v1/account-onboarding-form/{id}/',
    what: "Demo Company's onboarding form, in use by a plan (409 for the admin)",
    request: () => ({ url: `/api/account/v1/account-onboarding-form/${DEMO_FORM_ID}/` }),
    passes: 409,
  },
  {
    endpoint: 'PUT /job/v1/onboarding-form-step-activity/{jobStepActivityId}/',
    what: "job 1's application form activity (not an onboarding kind: 400 for whoever may work on the job)",
    request: () => ({
      url: `/api/job/v1/onboarding-form-step-activity/${FORM_ACTIVITY_ID}/`,
      body: { onboarding_form_id: DEMO_FORM_ID },
    }),
    passes: 400,
    except: { interviewer: 404, otherOwner: 404 },
  },
];
