/**
 * Matrix rows: job-posting distribution (D239). A board's distribution follows company settings
 * access at the board's company, like the board itself; each row aims at a board that does not
 * exist, so nothing is written and nothing is sent (job-distribution.test.ts covers a real board,
 * another company's 404 and staff without the flag's 403).
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const MISSING = 999_999;
const unknown = { ...all(404), anonymous: 401, candidate: 403, otherCandidate: 403 };

export const JOB_DISTRIBUTION_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/job-board/{id}/distribution/',
    what: 'the distribution of a board that does not exist',
    request: () => ({ url: `/api/account/v1/job-board/${MISSING}/distribution/` }),
    expect: unknown,
  },
  {
    endpoint: 'PUT /account/v1/job-board/{id}/connection/',
    what: 'the delivery of a board that does not exist',
    request: () => ({
      url: `/api/account/v1/job-board/${MISSING}/connection/`,
      body: { delivery: 'pull', endpoint_url: '', api_key: '' },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /account/v1/job-board/{id}/connection/test/',
    what: 'the connection test of a board that does not exist',
    request: () => ({ url: `/api/account/v1/job-board/${MISSING}/connection/test/` }),
    passes: 404,
  },
  {
    endpoint: 'POST /account/v1/job-board/{id}/distribution/{postingId}/retry/',
    what: 'a retry at a board that does not exist',
    request: () => ({ url: `/api/account/v1/job-board/${MISSING}/distribution/1/retry/` }),
    passes: 404,
  },
];
