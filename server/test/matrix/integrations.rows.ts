/**
 * Matrix rows: integrations with other applicant tracking systems (D145). The admin screen's
 * endpoints are provider admins' only; an order needs the integration's key, which no actor has
 * (a session token is no key: 401 for all); the candidate's page reads an order by its id; starting
 * needs a session; the way back to the ATS is the tracker's own candidate's only. Nothing here
 * changes what later rows rely on: edits, rotations and revocations aim at ids that do not exist.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

const adminOnly = (status: number) => ({ ...all(403), anonymous: 401, admin: status });
const MISSING = 999_999;
const NO_ORDER = '00000000-0000-4000-8000-00000000a7a7';
const order = {
  external_application_id: 'MATRIX-1',
  job_uuid: NO_ORDER,
  first_name: 'Matrix',
  last_name: 'Row',
  email: 'row@matrix.test',
  return_link: 'https://ats.matrix.test/back',
  result_update_link: 'https://ats.matrix.test/results',
};
const wrongKey = { authorization: 'Bearer assay_ats_not-a-key' };

export const INTEGRATION_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /admin/v1/ats-integrations/',
    what: "Demo Company's integrations",
    request: (ctx) => ({ url: `/api/admin/v1/ats-integrations/?account_id=${ctx.demoAccountId}` }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'GET /admin/v1/ats-integrations/requisitions/',
    what: "Demo Company's requisitions to map",
    request: (ctx) => ({ url: `/api/admin/v1/ats-integrations/requisitions/?account_id=${ctx.demoAccountId}` }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /admin/v1/ats-integrations/',
    what: 'a new integration for Demo Company, nothing mapped',
    request: (ctx) => ({
      url: '/api/admin/v1/ats-integrations/',
      body: { account_id: ctx.demoAccountId, name: `Matrix ATS ${ctx.unique()}`, job_maps: [] },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /admin/v1/ats-integrations/{id}/',
    what: 'an integration that does not exist',
    request: () => ({ url: `/api/admin/v1/ats-integrations/${MISSING}/`, body: { name: 'Matrix', job_maps: [] } }),
    passes: 404,
  },
  {
    endpoint: 'POST /admin/v1/ats-integrations/{id}/rotate-key/',
    what: 'an integration that does not exist',
    request: () => ({ url: `/api/admin/v1/ats-integrations/${MISSING}/rotate-key/` }),
    passes: 404,
  },
  {
    endpoint: 'POST /admin/v1/ats-integrations/{id}/revoke/',
    what: 'an integration that does not exist',
    request: () => ({ url: `/api/admin/v1/ats-integrations/${MISSING}/revoke/` }),
    passes: 404,
  },
  {
    endpoint: 'POST /integration/v1/ats/orders/',
    what: 'an order with the session token or a wrong key',
    request: () => ({ url: '/api/integration/v1/ats/orders/', body: order }),
    passes: 401,
  },
  {
    endpoint: 'POST /integration/v1/ats/orders/',
    what: 'an order with a key no integration has',
    request: () => ({ url: '/api/integration/v1/ats/orders/', body: order, headers: wrongKey }),
    passes: 401,
  },
  {
    endpoint: 'POST /integration/v1/ats/orders/{orderId}/cancel/',
    what: 'a cancellation with a wrong key',
    request: () => ({ url: `/api/integration/v1/ats/orders/${NO_ORDER}/cancel/`, headers: wrongKey }),
    passes: 401,
  },
  {
    endpoint: 'GET /integration/v1/ats/orders/{orderId}/',
    what: 'an order that does not exist',
    request: () => ({ url: `/api/integration/v1/ats/orders/${NO_ORDER}/` }),
    expect: all(404),
  },
  {
    endpoint: 'POST /integration/v1/ats/orders/{orderId}/start/',
    what: 'starting an order that does not exist',
    request: () => ({ url: `/api/integration/v1/ats/orders/${NO_ORDER}/start/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /integration/v1/ats/trackers/{refId}/return-link/',
    what: "the candidate's open tracker, which no ATS ordered",
    request: () => ({ url: `/api/integration/v1/ats/trackers/${DEMO_TRACKERS.candidateOpen}/return-link/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
];
