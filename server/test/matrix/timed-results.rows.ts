/**
 * Matrix rows: the scorecard's timed tests. Staff who may work on the job read them (the
 * applicant-team rule); candidates, their own included, and other companies learn nothing.
 * What the rows hold is in server/modules/scorecard/timed-results.test.ts.
 */
import { job1, type MatrixRow } from './matrix-kit.ts';

/** user_smartreq_id 1: the candidate's application to job 1. */
const CANDIDATE_OPEN_SMARTREQ = 1;

export const TIMED_RESULTS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /smartreq/v1/timed-results/{userSmartreqId}/',
    what: "the typing, skills and speed results of the candidate's application to the open requisition",
    request: () => ({ url: `/api/smartreq/v1/timed-results/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: job1(200),
  },
];
