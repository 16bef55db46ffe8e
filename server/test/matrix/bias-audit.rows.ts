/**
 * Matrix rows: the bias audit and the candidate notice (D208). The audit: the company's staff with
 * company_dashboard_access (the owner) and provider admins; the recruiter and the interviewer (who
 * score candidates) and candidates 403; another company's owner 404. The public summaries need no
 * sign-in (a company no one has: 404 to all; the published case is in bias-audit.test.ts). The
 * notice: company settings staff (the owner) and provider admins.
 */
import { all, type Actor, type MatrixRow } from './matrix-kit.ts';

const dashboards: Record<Actor, number> = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };
const settings = (status: number): Record<Actor, number> => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  otherOwner: 404,
  admin: status,
});
const RANGE = 'from_date=2020-01-01&to_date=2030-12-31';
const NONE = 2_000_000_000;

export const BIAS_AUDIT_ROWS: MatrixRow[] = [
  ...['', 'csv/', 'pdf/', 'signals/'].map((suffix): MatrixRow => ({
    endpoint: `GET /report/v1/account/{accountId}/bias-audit/${suffix}`,
    what: `Demo Company's bias audit ${suffix || 'report'} (EEOC_DASHBOARD is on for Demo Company)`,
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/bias-audit/${suffix}?${RANGE}` }),
    expect: dashboards,
  })),
  {
    endpoint: 'GET /report/v1/account/{accountId}/bias-audit/publications/',
    what: "Demo Company's published and withdrawn bias-audit summaries",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/bias-audit/publications/` }),
    expect: dashboards,
  },
  {
    endpoint: 'POST /report/v1/account/{accountId}/bias-audit/publications/',
    what: "publishing Demo Company's company-wide audit summary",
    request: (ctx) => ({
      url: `/api/report/v1/account/${ctx.demoAccountId}/bias-audit/publications/`,
      body: {
        scope: 'company',
        from_date: '2020-01-01',
        to_date: '2020-12-31',
        audit_date: '2021-01-15',
        tool_distributed_on: '2020-01-01',
        data_source: 'historical',
        auditor: 'Matrix Audits',
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /report/v1/account/{accountId}/bias-audit/publications/{publicationId}/',
    what: 'withdrawing a summary that does not exist: the dashboard rule first, then 404',
    request: (ctx) => ({
      url: `/api/report/v1/account/${ctx.demoAccountId}/bias-audit/publications/${NONE}/`,
      body: { is_published: false },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /public/v1/bias-audit/{accountUuid}/',
    what: 'the public summaries of a company no one has',
    request: () => ({ url: '/api/public/v1/bias-audit/00000000-0000-4000-8000-000000000000/' }),
    expect: all(404),
  },
  {
    endpoint: 'GET /account/v1/{id}/candidate-notice/',
    what: "Demo Company's candidate notice",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/candidate-notice/` }),
    expect: settings(200),
  },
  {
    endpoint: 'PUT /account/v1/{id}/candidate-notice/',
    what: "Demo Company's candidate notice, every language back to the default",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/candidate-notice/`,
      body: { en: null, es: null, fr: null },
    }),
    passes: 200,
  },
];
