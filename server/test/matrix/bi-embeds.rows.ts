/**
 * Matrix rows: embedded BI dashboards (D235). Managing them is company settings access (the owner)
 * and provider admins'; the company-scope list and address are the dashboards' readers', the
 * requisition-scope ones the open requisition's team's. Nothing is written: the create is refused
 * input (400), and changes, removals and addresses aim at an embed that does not exist (404).
 */
import { all, job1, type Actor, type MatrixRow } from './matrix-kit.ts';

const MISSING = 999_999;
const manage = (status: number): Record<Actor, number> => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  otherOwner: 404,
  admin: status,
});
const dashboards = manage;
const bad = { name: ' ', site_url: 'not a site', dashboard: 0, scope: 'company', secret: '' };
const settings = (account: number) => `/api/integration/v1/account/${account}/bi-embeds/`;

export const BI_EMBED_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /integration/v1/account/{accountId}/bi-embeds/',
    what: "Demo Company's embedded dashboards",
    request: (ctx) => ({ url: settings(ctx.demoAccountId) }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /integration/v1/account/{accountId}/bi-embeds/',
    what: 'an embedded dashboard with bad input (refused, nothing written)',
    request: (ctx) => ({ url: settings(ctx.demoAccountId), body: bad }),
    passes: 400,
  },
  {
    endpoint: 'PUT /integration/v1/account/{accountId}/bi-embeds/{embedId}/',
    what: 'an embedded dashboard that does not exist',
    request: (ctx) => ({
      url: `${settings(ctx.demoAccountId)}${MISSING}/`,
      body: { ...bad, name: 'Matrix', site_url: 'https://bi.matrix.test', dashboard: 1 },
    }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /integration/v1/account/{accountId}/bi-embeds/{embedId}/',
    what: 'an embedded dashboard that does not exist',
    request: (ctx) => ({ url: `${settings(ctx.demoAccountId)}${MISSING}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /report/v1/account/{accountId}/bi-embeds/',
    what: "Demo Company's company-scope embedded dashboards",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/bi-embeds/` }),
    expect: dashboards(200),
  },
  {
    endpoint: 'GET /report/v1/account/{accountId}/bi-embeds/{embedId}/url/',
    what: 'the signed address of an embedded dashboard that does not exist',
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/bi-embeds/${MISSING}/url/` }),
    expect: dashboards(404),
  },
  {
    endpoint: 'GET /report/v1/smartreq/{jobId}/bi-embeds/',
    what: "the open requisition's embedded dashboards",
    request: () => ({ url: '/api/report/v1/smartreq/1/bi-embeds/' }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /report/v1/smartreq/{jobId}/bi-embeds/{embedId}/url/',
    what: "the open requisition's address of an embedded dashboard that does not exist",
    request: () => ({ url: `/api/report/v1/smartreq/1/bi-embeds/${MISSING}/url/` }),
    expect: job1(404),
  },
];
