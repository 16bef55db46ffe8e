/**
 * Matrix rows: the outcome family (contracts/outcome-questions.ts, D138) and the performance rating
 * scale (contracts/performance-scale.ts, D155). Questions and the scale are company
 * settings: the owner (company_settings_access) and provider admins, the company's other staff and
 * candidates 403, another company's owner 404. Periods follow their job profile (the seeded Store
 * Associate), and so does its schedule (D170): the owner and provider admins, the others 403, another
 * company 404. Writes are refused
 * (an empty question, name or scale, an order naming an unknown question) so nobody is mailed. The supervisor's link is its own credential: an
 * unknown one is 404 to everyone. outcomes.test.ts checks the rules in full. An employee's own page
 * (D150) is every signed-in user's (none of the actors is a demo profile's employee, so each reads
 * no roles) and answers 404 for another's employee record; my-job-profile.test.ts checks it in
 * full, a deactivated user included. So are one's own outcome requests (D171; outcome-requests.test.ts).
 */
import { all, type MatrixContext, type MatrixRow } from './matrix-kit.ts';

const NONE = 2_000_000_000;
const UNKNOWN = '3f2c1a9e-0000-4000-8000-000000000000';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const periods = (ctx: MatrixContext) => `/api/job/v1/profiles/${ctx.demoProfileJobId}/outcome-periods/`;
const schedule = (ctx: MatrixContext) => `/api/job/v1/profiles/${ctx.demoProfileJobId}/outcome-schedule/`;

export const OUTCOME_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user-response/v1/outcome-questions/',
    what: "Demo Company's outcome questions",
    request: (ctx) => ({ url: `/api/user-response/v1/outcome-questions/?account_id=${ctx.demoAccountId}` }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /user-response/v1/outcome-questions/',
    what: 'an empty outcome question for Demo Company',
    request: (ctx) => ({
      url: '/api/user-response/v1/outcome-questions/',
      body: { account_id: ctx.demoAccountId, question: ' ' },
    }),
    passes: 400,
  },
  {
    endpoint: 'PUT /user-response/v1/outcome-questions/{id}/',
    what: 'an unknown outcome question',
    request: () => ({ url: `/api/user-response/v1/outcome-questions/${NONE}/`, body: { question: 'Matrix' } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /user-response/v1/outcome-questions/{id}/',
    what: 'an unknown outcome question',
    request: () => ({ url: `/api/user-response/v1/outcome-questions/${NONE}/` }),
    passes: 404,
  },
  {
    endpoint: 'PUT /user-response/v1/outcome-questions/{id}/archive/',
    what: 'archiving an unknown outcome question',
    request: () => ({ url: `/api/user-response/v1/outcome-questions/${NONE}/archive/`, body: { archived: true } }),
    passes: 404,
  },
  {
    endpoint: 'PUT /user-response/v1/outcome-questions/order/',
    what: "an order of Demo Company's supervisor questions naming an unknown one",
    request: (ctx) => ({
      url: '/api/user-response/v1/outcome-questions/order/',
      body: { account_id: ctx.demoAccountId, audience: 'supervisor', outcome_question_ids: [NONE] },
    }),
    passes: 400,
  },
  {
    endpoint: 'GET /user-response/v1/performance-scale/',
    what: "Demo Company's performance rating scale",
    request: (ctx) => ({ url: `/api/user-response/v1/performance-scale/?account_id=${ctx.demoAccountId}` }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /user-response/v1/performance-scale/',
    what: 'a performance rating scale of no levels for Demo Company',
    request: (ctx) => ({
      url: '/api/user-response/v1/performance-scale/',
      body: { account_id: ctx.demoAccountId, levels: [] },
    }),
    passes: 400,
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/outcome-periods/',
    what: "the Store Associate profile's outcome periods",
    request: (ctx) => ({ url: periods(ctx) }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /job/v1/profiles/{jobId}/outcome-periods/',
    what: 'an outcome period with an empty name',
    request: (ctx) => ({ url: periods(ctx), body: { name: ' ', measured_on: '2026-06-30' } }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/profiles/{jobId}/outcome-schedule/',
    what: "the Store Associate profile's outcome-period schedule",
    request: (ctx) => ({ url: schedule(ctx) }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /job/v1/profiles/{jobId}/outcome-schedule/',
    what: 'an outcome-period schedule with an empty name',
    request: (ctx) => ({ url: schedule(ctx), body: { name: ' ', every_months: 3, starts_on: '2099-01-01' } }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /job/v1/profiles/{jobId}/outcome-schedule/',
    what: "stopping the Store Associate profile's schedule (it has none: nothing changes)",
    request: (ctx) => ({ url: schedule(ctx) }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'GET /user-response/v1/outcomes/',
    what: "the signed-in user's own outcome requests",
    request: () => ({ url: '/api/user-response/v1/outcomes/' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'GET /user-response/v1/outcome-periods/{token}/',
    what: 'an outcome link nobody was sent: 404 whoever asks',
    request: () => ({ url: `/api/user-response/v1/outcome-periods/${UNKNOWN}/` }),
    expect: all(404),
  },
  {
    endpoint: 'POST /user-response/v1/outcome-periods/{token}/answers/',
    what: 'answers by an unknown outcome link',
    request: () => ({
      url: `/api/user-response/v1/outcome-periods/${UNKNOWN}/answers/`,
      body: { employee_id: 1, answers: [] },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /user-response/v1/my-job-profile/',
    what: "the signed-in user's own roles as an employee",
    request: () => ({ url: '/api/user-response/v1/my-job-profile/' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'POST /user-response/v1/my-job-profile/satisfaction/',
    what: "satisfaction answers for an employee record that is not the caller's",
    request: () => ({
      url: '/api/user-response/v1/my-job-profile/satisfaction/',
      body: { employee_id: NONE, outcome_period_id: NONE, answers: [] },
    }),
    passes: 404,
  },
];
