/**
 * Matrix rows: the dashboards' reports. Account reports: the company's staff with
 * company_dashboard_access (the owner) and provider admins; staff without it and candidates 403;
 * another company's owner 404. Requisition reports: whoever may work on the open requisition.
 * The company overview: provider admins only. Custom dashboards (D135): the seeded shared Turnover
 * dashboard is the owner's, so provider admins read it but only the owner changes it; writes are
 * refused edits (an empty name) so no row changes, but creating. Weekly mailings (D340): the same
 * people as the reports; the write rows are refused or name nothing.
 */
import { all, type Actor, type MatrixContext, type MatrixRow } from './matrix-kit.ts';

const dashboards: Record<Actor, number> = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };
const openRequisition: Record<Actor, number> = {
  ...all(403),
  anonymous: 401,
  owner: 200,
  recruiter: 200,
  interviewer: 404,
  otherOwner: 404,
  admin: 200,
};
const RANGE = 'from_date=2020-01-01&to_date=2030-12-31';

const ACCOUNT_REPORTS = [
  'applicant-overview',
  'funnel',
  'time-to-hire',
  'source-effectiveness',
  'hiring-process-fidelity',
  'attributes',
  'eeoc',
  'interview-overview',
  'interviewers',
  'screening-questions',
  'language-assessment',
  'hiring-classes',
  'turnover',
  'performance',
  'interview-questions',
];
const JOB_REPORTS = [
  'overview',
  'funnel',
  'time-to-hire',
  'source-effectiveness',
  'hiring-process-fidelity',
  'interviews',
  'interviewers',
  'language-assessment',
];
/** No one with this id sits on a panel (the positive case is in interview-reports.test.ts). */
const NOBODY = 999_999;

export const ANALYTICS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /report/v1/account/{accountId}/filters/',
    what: "Demo Company's dashboard filter choices",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/filters/` }),
    expect: dashboards,
  },
  {
    endpoint: 'GET /report/v1/account/{accountId}/figures-as-of/',
    what: "how fresh Demo Company's summarised dashboard figures are",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/figures-as-of/` }),
    expect: dashboards,
  },
  {
    endpoint: 'GET /report/v1/smartreq/{jobId}/figures-as-of/',
    what: "how fresh the open requisition's summarised dashboard figures are",
    request: () => ({ url: '/api/report/v1/smartreq/1/figures-as-of/' }),
    expect: openRequisition,
  },
  ...ACCOUNT_REPORTS.map((slug): MatrixRow => ({
    endpoint: `GET /report/v1/account/{accountId}/${slug}/`,
    what: `Demo Company's ${slug} dashboard (EEOC_DASHBOARD is on for Demo Company)`,
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/${slug}/?${RANGE}` }),
    expect: dashboards,
  })),
  ...JOB_REPORTS.map((slug): MatrixRow => ({
    endpoint: `GET /report/v1/smartreq/{jobId}/${slug}/`,
    what: `the open requisition's ${slug} dashboard`,
    request: () => ({ url: `/api/report/v1/smartreq/1/${slug}/?${RANGE}` }),
    expect: openRequisition,
  })),
  {
    endpoint: 'GET /report/v1/account/{accountId}/interviewers/{interviewerId}/',
    what: "the score details of someone who never sat on Demo Company's panels: the dashboard rule first, then 404",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/interviewers/${NOBODY}/?${RANGE}` }),
    expect: { ...dashboards, owner: 404, admin: 404 },
  },
  {
    endpoint: 'GET /report/v1/company-overview/',
    what: 'every company in the range (provider admins)',
    request: () => ({ url: `/api/report/v1/company-overview/?${RANGE}` }),
    expect: { ...all(403), anonymous: 401, admin: 200 },
  },
  {
    endpoint: 'GET /report/v1/account/{accountId}/custom-dashboards/',
    what: "Demo Company's custom dashboards the viewer sees",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/custom-dashboards/` }),
    expect: dashboards,
  },
  {
    endpoint: 'POST /report/v1/account/{accountId}/custom-dashboards/',
    what: 'creating a custom dashboard in Demo Company',
    request: (ctx) => ({
      url: `/api/report/v1/account/${ctx.demoAccountId}/custom-dashboards/`,
      body: { name: `Matrix ${ctx.unique()}`, charts: ['turnover'] },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /report/v1/custom-dashboards/{dashboardId}/',
    what: "the owner's shared Turnover dashboard",
    request: (ctx) => ({ url: customDashboard(ctx) }),
    expect: dashboards,
  },
  {
    endpoint: 'PUT /report/v1/custom-dashboards/{dashboardId}/',
    what: "the owner's Turnover dashboard with an empty name (others may not change it)",
    request: (ctx) => ({ url: customDashboard(ctx), body: { name: ' ', charts: ['turnover'] } }),
    passes: 403,
    except: { owner: 400, otherOwner: 404 },
  },
  {
    endpoint: 'POST /report/v1/custom-dashboards/{dashboardId}/copy/',
    what: "copying the owner's shared Turnover dashboard with an empty name (refused before anything is written)",
    request: (ctx) => ({ url: `${customDashboard(ctx)}copy/`, body: { name: ' ' } }),
    passes: 400,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /report/v1/custom-dashboards/{dashboardId}/',
    what: 'a custom dashboard that does not exist',
    request: () => ({ url: `/api/report/v1/custom-dashboards/${NOBODY}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /report/v1/account/{accountId}/dashboard-mailings/',
    what: "Demo Company's weekly dashboard mailings",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/dashboard-mailings/` }),
    expect: dashboards,
  },
  {
    endpoint: 'GET /report/v1/account/{accountId}/dashboard-mailings/recipients/',
    what: 'who may be mailed Demo Company’s dashboards',
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/dashboard-mailings/recipients/` }),
    expect: dashboards,
  },
  {
    endpoint: 'POST /report/v1/account/{accountId}/dashboard-mailings/',
    what: 'a weekly mailing with no recipient (refused before anything is written)',
    request: (ctx) => ({
      url: `/api/report/v1/account/${ctx.demoAccountId}/dashboard-mailings/`,
      body: { dashboard: 'applicant-overview', format: 'pdf', weekday: 1, recipient_ids: [] },
    }),
    passes: 400,
  },
  {
    endpoint: 'DELETE /report/v1/account/{accountId}/dashboard-mailings/{mailingId}/',
    what: 'a weekly mailing that does not exist',
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/dashboard-mailings/${NOBODY}/` }),
    passes: 404,
  },
];

function customDashboard(ctx: MatrixContext) {
  return `/api/report/v1/custom-dashboards/${ctx.demoCustomDashboardId}/`;
}
