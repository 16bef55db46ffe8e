/**
 * Matrix rows: calendar sync and the integrations page (D209). Any staff member keeps their own
 * calendar connection (candidates 403); the rows point it at a private address, which the matrix's
 * server refuses without a network call, so the save answers a failed test. The company's services
 * and its meeting base URL need settings access at Demo Company.
 */
import { all, staffOnly, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });

export const CALENDAR_SYNC_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /integration/v1/calendar/user/',
    what: "one's own calendar connection",
    request: () => ({ url: '/api/integration/v1/calendar/user/' }),
    expect: staffOnly(200),
  },
  {
    endpoint: 'PUT /integration/v1/calendar/user/',
    what: "connecting one's own calendar (a private address: refused by the test, not by access)",
    request: () => ({
      url: '/api/integration/v1/calendar/user/',
      body: { server_url: 'http://127.0.0.1:9/', username: 'matrix', password: 'matrix-secret' },
    }),
    passes: 200,
  },
  {
    endpoint: 'POST /integration/v1/calendar/user/test/',
    what: "testing one's own calendar",
    request: () => ({ url: '/api/integration/v1/calendar/user/test/' }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /integration/v1/calendar/user/',
    what: "disconnecting one's own calendar",
    request: () => ({ url: '/api/integration/v1/calendar/user/' }),
    passes: 200,
  },
  {
    endpoint: 'GET /integration/v1/services/',
    what: "Demo Company's outside services",
    request: (ctx) => ({ url: `/api/integration/v1/services/?account_id=${ctx.demoAccountId}` }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /integration/v1/services/test/',
    what: "testing Demo Company's calendar connections",
    request: (ctx) => ({
      url: '/api/integration/v1/services/test/',
      body: { account_id: ctx.demoAccountId, kind: 'calendar' },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /integration/v1/calendar/conferencing/',
    what: "Demo Company's meeting base URL, cleared",
    request: (ctx) => ({
      url: '/api/integration/v1/calendar/conferencing/',
      body: { account_id: ctx.demoAccountId, meeting_base_url: '' },
    }),
    passes: 200,
  },
];
