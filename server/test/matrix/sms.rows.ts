/**
 * Matrix rows: messaging (D236). The thread and sending follow the scorecard's rule on the
 * candidate's application to job 1 (the seeded candidate has no usable mobile number, so sending
 * is refused by the rule, not by access, and nothing is queued); bulk sending is any staff
 * member's, on applications of jobs they may work on. The company's connection and messages need
 * settings access at Demo Company; the connection rows point at a private address, which the
 * matrix's server refuses without a network call, and the last row removes it again. The HTTP
 * provider's webhook is public: Demo Company has no HTTP provider, so everyone gets 404.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/** user_smartreq_id 1: the candidate's application to job 1. */
const CANDIDATE_OPEN_SMARTREQ = 1;
const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const team = (status: number) => ({
  ...all(404),
  anonymous: 401,
  candidate: 403,
  otherCandidate: 403,
  owner: status,
  recruiter: status,
  admin: status,
});

export const SMS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /integration/v1/messaging/application/{userSmartreqId}/',
    what: "the text messages with the candidate of the open requisition's application",
    request: () => ({ url: `/api/integration/v1/messaging/application/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: team(200),
  },
  {
    endpoint: 'POST /integration/v1/messaging/application/{userSmartreqId}/send/',
    what: 'texting that candidate (no usable mobile number: 400 by the rule)',
    request: () => ({
      url: `/api/integration/v1/messaging/application/${CANDIDATE_OPEN_SMARTREQ}/send/`,
      body: { body: 'Hello' },
    }),
    passes: 400,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /integration/v1/messaging/bulk-send/',
    what: 'texting the candidate of job 1 in bulk (skipped: no usable number)',
    request: () => ({
      url: '/api/integration/v1/messaging/bulk-send/',
      body: { ref_ids: [DEMO_TRACKERS.candidateOpen], body: 'Hello' },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'GET /integration/v1/messaging/messages/',
    what: "Demo Company's text messages",
    request: (ctx) => ({ url: `/api/integration/v1/messaging/messages/?account_id=${ctx.demoAccountId}` }),
    expect: manage(200),
  },
  {
    endpoint: 'GET /integration/v1/messaging/connection/',
    what: "Demo Company's messaging provider",
    request: (ctx) => ({ url: `/api/integration/v1/messaging/connection/?account_id=${ctx.demoAccountId}` }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /integration/v1/messaging/connection/',
    what: "connecting Demo Company's SMSC (a private address: refused by the test, not by access)",
    request: (ctx) => ({
      url: '/api/integration/v1/messaging/connection/',
      body: {
        account_id: ctx.demoAccountId,
        adapter: 'smpp',
        address: 'smpp://127.0.0.1:9',
        username: 'matrix',
        secret: 'matrix-secret',
        rate_per_minute: 60,
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /integration/v1/messaging/connection/',
    what: "disconnecting Demo Company's messaging provider",
    request: (ctx) => ({ url: `/api/integration/v1/messaging/connection/?account_id=${ctx.demoAccountId}` }),
    passes: 200,
  },
  {
    endpoint: 'POST /integration/v1/messaging/inbound/{accountId}/',
    what: 'a delivery report for Demo Company, which has no HTTP provider (404 for everyone)',
    request: (ctx) => ({
      url: `/api/integration/v1/messaging/inbound/${ctx.demoAccountId}/`,
      body: { type: 'status', id: 'matrix', status: 'delivered' },
    }),
    passes: 404,
  },
];
