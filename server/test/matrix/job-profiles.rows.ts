/**
 * Matrix rows: job profiles (contracts/job-profiles.ts, D129). Any company staff lists them; the
 * owner (job_profile_access) and provider admins work on one, the company's other staff (not on
 * its team) get 403, another company's owner 404, candidates 403. Writes are refused edits (an
 * empty title, an unknown outcome, an unknown employee) so no row changes anybody, but creating.
 * The profile is the seeded Store Associate (ctx.demoProfileJobId); job-profiles.test.ts checks the
 * rules in full.
 */
import { all, type MatrixContext, type MatrixRow } from './matrix-kit.ts';

const MISSING = 999_999;

const anyStaff = (status: number) => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  recruiter: status,
  interviewer: status,
  otherOwner: 404,
  admin: status,
});
const profile = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const setup = (status: number) => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  recruiter: 404,
  interviewer: 404,
  otherOwner: 404,
  admin: status,
});
const base = (ctx: MatrixContext) => `/api/job/v1/profiles/${ctx.demoProfileJobId}`;

export const JOB_PROFILE_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /job/v1/{accountId}/profiles/',
    what: "Demo Company's job profiles",
    request: (ctx) => ({ url: `/api/job/v1/${ctx.demoAccountId}/profiles/?search=a` }),
    expect: anyStaff(200),
  },
  {
    endpoint: 'POST /job/v1/{accountId}/profiles/',
    what: 'creating a job profile in Demo Company (needs job_profile_access)',
    request: (ctx) => ({
      url: `/api/job/v1/${ctx.demoAccountId}/profiles/`,
      body: { title: `Matrix ${ctx.unique()}`, outcomes: ['turnover'] },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/',
    what: 'the seeded Store Associate profile',
    request: (ctx) => ({ url: `${base(ctx)}/` }),
    expect: profile(200),
  },
  {
    endpoint: 'PUT /job/v1/profiles/{jobId}/',
    what: 'the Store Associate profile with an empty title',
    request: (ctx) => ({ url: `${base(ctx)}/`, body: { title: ' ' } }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /job/v1/profiles/{jobId}/',
    what: 'a profile that does not exist',
    request: () => ({ url: `/api/job/v1/profiles/${MISSING}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/outcomes/',
    what: "the Store Associate profile's outcomes",
    request: (ctx) => ({ url: `${base(ctx)}/outcomes/` }),
    expect: profile(200),
  },
  {
    endpoint: 'PUT /job/v1/profiles/{jobId}/outcomes/',
    what: 'an unknown outcome for the Store Associate profile',
    request: (ctx) => ({ url: `${base(ctx)}/outcomes/`, body: { outcomes: ['luck'] } }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/plan-timing/',
    what: "when the Store Associate profile's measurement plan is given",
    request: (ctx) => ({ url: `${base(ctx)}/plan-timing/` }),
    expect: profile(200),
  },
  {
    endpoint: 'PUT /job/v1/profiles/{jobId}/plan-timing/',
    what: "stopping the Store Associate profile's measurement plan (it is given to nobody: nothing changes)",
    request: (ctx) => ({ url: `${base(ctx)}/plan-timing/`, body: { days_after_start: null } }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/participants/',
    what: "the Store Associate profile's participants",
    request: (ctx) => ({ url: `${base(ctx)}/participants/?ordering=-start_date` }),
    expect: profile(200),
  },
  {
    endpoint: 'POST /job/v1/profiles/{jobId}/participants/',
    what: 'adding an employee the company does not have',
    request: (ctx) => ({ url: `${base(ctx)}/participants/`, body: { employee_ids: [MISSING] } }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/profiles/{jobId}/participants/remove/',
    what: 'removing someone who is not a participant',
    request: (ctx) => ({ url: `${base(ctx)}/participants/remove/`, body: { employee_ids: [MISSING] } }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/profiles/{jobId}/participants/move/',
    what: 'moving participants to a profile that does not exist',
    request: (ctx) => ({
      url: `${base(ctx)}/participants/move/`,
      body: { employee_ids: [MISSING], to_job_id: MISSING },
    }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/participants/{employeeId}/',
    what: 'a participant the profile does not have',
    request: (ctx) => ({ url: `${base(ctx)}/participants/${MISSING}/` }),
    expect: profile(404),
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/field-filters/',
    what: "the custom list fields that can filter the Store Associate profile's dashboards",
    request: (ctx) => ({ url: `${base(ctx)}/field-filters/` }),
    expect: profile(200),
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/correlations/',
    what: "what predicts staying among the Store Associate profile's participants",
    request: (ctx) => ({ url: `${base(ctx)}/correlations/?outcome=turnover` }),
    expect: profile(200),
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/dashboards/{board}/',
    what: "the Store Associate profile's attributes dashboard",
    request: (ctx) => ({ url: `${base(ctx)}/dashboards/attributes/` }),
    expect: profile(200),
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/interviewers/{interviewerId}/',
    what: "the score details of someone never on Demo Company's panels: the profile's rule first, then 404",
    request: (ctx) => ({ url: `${base(ctx)}/interviewers/${MISSING}/?separation_type=voluntary` }),
    expect: profile(404),
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/interviewers/{interviewerId}/',
    what: "the owner's score details on the Store Associate profile",
    request: (ctx) => ({ url: `${base(ctx)}/interviewers/${ctx.userId.owner}/` }),
    expect: profile(200),
  },

  // The requisition endpoints a profile shares (D141): 404, not 403, to staff without the flag or a place on its team.
  {
    endpoint: 'GET /job/v1/job-step/{jobId}/',
    what: "the Store Associate profile's measurement plan",
    request: (ctx) => ({ url: `/api/job/v1/job-step/${ctx.demoProfileJobId}/` }),
    expect: setup(200),
  },
  {
    endpoint: 'POST /job/v1/attribute-groups/{jobId}/',
    what: 'a weighted attribute group for the Store Associate profile',
    request: (ctx) => ({
      url: `/api/job/v1/attribute-groups/${ctx.demoProfileJobId}/`,
      body: { name: `Matrix ${ctx.unique()}` },
    }),
    passes: 404,
    except: { owner: 200, admin: 200 },
  },
  {
    endpoint: 'GET /job/v1/predictive-models/{jobId}/',
    what: "the Store Associate profile's predictive models",
    request: (ctx) => ({ url: `/api/job/v1/predictive-models/${ctx.demoProfileJobId}/` }),
    expect: setup(200),
  },
  {
    endpoint: 'GET /smartreq/v1/activity/{jobId}/',
    what: "the Store Associate profile's activity log",
    request: (ctx) => ({ url: `/api/smartreq/v1/activity/${ctx.demoProfileJobId}/` }),
    expect: setup(200),
  },
  {
    endpoint: 'PUT /job/v1/requisition-role/{jobId}/',
    what: 'linking the open requisition to the Store Associate profile (needs both; repeatable)',
    request: (ctx) => ({ url: '/api/job/v1/requisition-role/1/', body: { job_profile_id: ctx.demoProfileJobId } }),
    passes: 404,
    except: { owner: 200, admin: 200 },
  },
];
