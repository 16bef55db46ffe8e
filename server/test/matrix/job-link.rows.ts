/**
 * Matrix rows: a requisition's public link. Anyone reads an open requisition's summary; a closed
 * one is 404 to everyone, staff of its own company included. In detail:
 * server/modules/job-link/job-link.test.ts.
 */
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

export const JOB_LINK_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /job-link/v1/{jobUuid}/',
    what: 'an open requisition',
    request: () => ({ url: `/api/job-link/v1/${DEMO_JOBS.openRequisition}/` }),
    expect: all(200),
  },
  {
    endpoint: 'GET /job-link/v1/{jobUuid}/',
    what: 'a closed requisition',
    request: () => ({ url: `/api/job-link/v1/${DEMO_JOBS.closedRequisition}/` }),
    expect: all(404),
  },
];
