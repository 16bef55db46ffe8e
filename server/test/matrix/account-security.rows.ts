/**
 * Matrix rows: one's own sessions and the company's audit log (D205). Every signed-in user lists
 * and ends only their own sessions (an unknown one is a 404; ending the others takes a step-up
 * proof, D262); the audit log is read by those with
 * company settings access (the owner) and provider admins, another company's owner gets 404. The
 * allowed share domains (D212) likewise; the write saves Demo Company's list empty, as it starts.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
const settingsOnly = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };

export const ACCOUNT_SECURITY_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /auth/v1/sessions/',
    what: "one's own sessions",
    request: () => ({ url: '/api/auth/v1/sessions/' }),
    expect: signedIn(200),
  },
  {
    endpoint: 'DELETE /auth/v1/sessions/{sessionId}/',
    what: 'a session that is nobody’s',
    request: () => ({ url: '/api/auth/v1/sessions/00000000-0000-4000-8000-000000000000/' }),
    passes: 404,
  },
  {
    endpoint: 'POST /auth/v1/sessions/end-others/',
    what: "ending one's other sessions with the access token alone (no step-up proof, D262)",
    request: () => ({ url: '/api/auth/v1/sessions/end-others/', body: {} }),
    passes: 403,
  },
  {
    endpoint: 'GET /account/v1/audit-log/',
    what: "Demo Company's audit log",
    request: (ctx) => ({ url: `/api/account/v1/audit-log/?account_id=${ctx.demoAccountId}` }),
    expect: settingsOnly,
  },
  {
    endpoint: 'GET /account/v1/audit-log/csv/',
    what: "Demo Company's audit log as CSV",
    request: (ctx) => ({ url: `/api/account/v1/audit-log/csv/?account_id=${ctx.demoAccountId}` }),
    expect: settingsOnly,
  },
  {
    endpoint: 'GET /account/v1/{id}/share-domains/',
    what: "Demo Company's allowed share domains",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/share-domains/` }),
    expect: settingsOnly,
  },
  {
    endpoint: 'PUT /account/v1/{id}/share-domains/',
    what: "Demo Company's allowed share domains, saved unchanged (none)",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/share-domains/`, body: { domains: [] } }),
    passes: 200,
  },
];
