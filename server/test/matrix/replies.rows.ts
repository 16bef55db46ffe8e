/**
 * Matrix rows: replies come back (D298). The company's reply domain is read and set by those with
 * company settings access (the owner) and provider admins; an application's replies by those who
 * may open it (job 1: the owner, the recruiter, admins). The write saves Demo Company's default
 * again (none). The reply mailbox (D450) is read, saved, checked (D464) and removed by the same people.
 */
import { all, job1, type MatrixRow } from './matrix-kit.ts';

const settingsOnly = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };
export const MAILBOX = {
  host: '127.0.0.1',
  port: 9,
  security: 'tls',
  username: 'jobs',
  password: 'mailbox-secret',
  address: 'jobs@example.com',
};

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
    passes: 200,
  },
  {
    endpoint: 'GET /account/v1/{id}/reply-mailbox/',
    what: "Demo Company's reply mailbox (IMAP, D450)",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/reply-mailbox/` }),
    expect: settingsOnly,
  },
  {
    // A private address, refused before any connection: the save answers the failed test at once.
    endpoint: 'PUT /account/v1/{id}/reply-mailbox/',
    what: "Demo Company's reply mailbox, saved on an address the test refuses",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/reply-mailbox/`, body: MAILBOX }),
    passes: 200,
  },
  {
    // Answers at once either way: the saved mailbox's private address is refused, or none is connected (D464).
    endpoint: 'POST /account/v1/{id}/reply-mailbox/check/',
    what: "checking Demo Company's reply mailbox now",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/reply-mailbox/check/` }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /account/v1/{id}/reply-mailbox/',
    what: "disconnecting Demo Company's reply mailbox",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/reply-mailbox/` }),
    passes: 200,
  },
  {
    endpoint: 'GET /user/v1/replies/{userSmartreqId}/',
    what: "the replies to Maria's application to job 1",
    request: () => ({ url: '/api/user/v1/replies/3/' }),
    expect: job1(200),
  },
];
