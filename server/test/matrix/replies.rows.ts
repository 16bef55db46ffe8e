/**
 * Matrix rows: replies come back (D298). The company's reply domain is read and set by those with
 * company settings access (the owner) and provider admins; an application's replies by those who
 * may open it (job 1: the owner, the recruiter, admins). The write saves Demo Company's default
 * again (none).
 */
import { all, job1, type MatrixRow } from './matrix-kit.ts';

const settingsOnly = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };

export const REPLY_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/{id}/reply-domain/',
    what: "Demo Company's reply domain",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/reply-domain/` }),
    expect: settingsOnly,
  },
  {
    endpoint: 'PUT /account/v1/{id}/reply-domain/',
    what: "Demo Company's reply domain, saved as none",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/reply-domain/`, body: { domain: null } }),
    expect: settingsOnly,
  },
  {
    endpoint: 'GET /user/v1/replies/{userSmartreqId}/',
    what: "the replies to Maria's application to job 1",
    request: () => ({ url: '/api/user/v1/replies/3/' }),
    expect: job1(200),
  },
];
