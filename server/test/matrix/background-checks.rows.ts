/**
 * Matrix rows: background checks (D237). An application's checks are its team's (user_smartreq_id 3
 * is Maria's application to job 1, 4 to job 2, the interviewer's team); the report is staff-level
 * and found only through an application the viewer may work on. The connection is company settings
 * access's. The one write: the owner starts a manual check on application 4 (200), after which
 * everyone else allowed is refused with 409 (one open check per application). Connecting without a
 * key is refused (400) and disconnecting with nothing connected changes nothing. The webhook is
 * public, but believed only with the provider's signature: 401 for everyone here.
 */
import { all, job1, staffOnly, type Actor, type MatrixRow } from './matrix-kit.ts';

const MISSING = 999_999;
const manage = (status: number): Record<Actor, number> => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  otherOwner: 404,
  admin: status,
});
const checks = (id: number) => `/api/integration/v1/background-checks/user-smartreq/${id}/`;
const connection = (account: number) => `/api/integration/v1/background-checks/account/${account}/connection/`;

export const BACKGROUND_CHECK_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /integration/v1/background-checks/user-smartreq/{userSmartreqId}/',
    what: "the background checks of Maria's application to job 1",
    request: () => ({ url: checks(3) }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /integration/v1/invitations/user-smartreq/{userSmartreqId}/',
    what: "a manual check on Maria's application to job 2: the owner's starts it, the next ones find it open; the interviewer, on job 2's team without the requisitions flag, may not start one (D378)",
    request: () => ({ url: '/api/integration/v1/invitations/user-smartreq/4/', body: { manual: true } }),
    passes: 409,
    except: { owner: 200, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PUT /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/outcome/',
    what: 'the outcome of a check that does not exist',
    request: () => ({ url: `${checks(3)}${MISSING}/outcome/`, body: { result: 'clear', note: '', document_id: null } }),
    passes: 404,
  },
  {
    endpoint: 'POST /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/retry/',
    what: 'sending again a check that does not exist',
    request: () => ({ url: `${checks(3)}${MISSING}/retry/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/report/',
    what: 'the report of a check that does not exist',
    request: () => ({ url: `${checks(3)}${MISSING}/report/` }),
    expect: staffOnly(404),
  },
  {
    endpoint: 'GET /integration/v1/background-checks/account/{accountId}/connection/',
    what: "Demo Company's background-check provider connection",
    request: (ctx) => ({ url: connection(ctx.demoAccountId) }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /integration/v1/background-checks/account/{accountId}/connection/',
    what: 'connecting without an API key (refused, nothing saved)',
    request: (ctx) => ({ url: connection(ctx.demoAccountId), body: { api_key: '', package: 'tasker_standard' } }),
    passes: 400,
  },
  {
    endpoint: 'DELETE /integration/v1/background-checks/account/{accountId}/connection/',
    what: 'disconnecting with nothing connected',
    request: (ctx) => ({ url: connection(ctx.demoAccountId) }),
    passes: 200,
  },
  {
    endpoint: 'POST /integration/v1/background-checks/webhook/{accountId}/',
    what: 'an event without the provider’s signature',
    request: (ctx) => ({
      url: `/api/integration/v1/background-checks/webhook/${ctx.demoAccountId}/`,
      body: { id: 'evt_matrix', type: 'report.completed', created_at: new Date().toISOString(), data: { object: {} } },
    }),
    passes: 401,
  },
];
