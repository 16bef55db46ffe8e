/** Matrix rows: the attempt lease (offline promise 10; contracts/attempt-lease.ts). */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { type MatrixRow } from './matrix-kit.ts';

/** The single answer's attempt (the Screening questions, activity 5), written before without a device id, so nobody holds it yet. */
const MATRIX_ATTEMPT = {
  ref_id: DEMO_TRACKERS.candidateOpen,
  job_step_activity_id: 5,
  attempt_id: 'b0000000-0000-4000-8000-000000000001',
};
const headers = { 'x-assay-device': 'matrix-device-0001' };

export const ATTEMPT_LEASE_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /user-response/v1/attempt-lease/heartbeat/',
    what: "the lease of the candidate's open attempt (only the candidate, from the holding device; it claims an attempt nobody holds)",
    request: () => ({ url: '/api/user-response/v1/attempt-lease/heartbeat/', body: MATRIX_ATTEMPT, headers }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/attempt-lease/take-over/',
    what: "taking the candidate's open attempt to this device (only the candidate; the holding device gets it back at once)",
    request: () => ({
      url: '/api/user-response/v1/attempt-lease/take-over/',
      body: { ref_id: MATRIX_ATTEMPT.ref_id, job_step_activity_id: 5 },
      headers,
    }),
    passes: 404,
    except: { candidate: 200 },
  },
];
