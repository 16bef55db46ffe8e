/**
 * Matrix rows: how a timed test was taken (D402). Only the tracker's own candidate records signals
 * (anyone else 404); staff who may work on the job read them (the applicant-team rule). What the
 * rows hold is in server/modules/integrity/integrity.test.ts.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { job1, type MatrixRow } from './matrix-kit.ts';

/** The open requisition's sixth activity, the typing test (authorization-matrix.ts says why 6). */
const TYPING_ACTIVITY = 6;
/** user_smartreq_id 1: the candidate's application to job 1. */
const CANDIDATE_OPEN_SMARTREQ = 1;

export const INTEGRITY_SIGNALS_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /user-response/v1/integrity-signals/',
    what: "a page-hidden spell on the candidate's typing test, whatever its state (the same signal again is kept once; anyone else 404)",
    request: () => ({
      url: '/api/user-response/v1/integrity-signals/',
      body: {
        ref_id: DEMO_TRACKERS.candidateOpen,
        job_step_activity_id: TYPING_ACTIVITY,
        signals: [
          {
            signal_id: 'b0000000-0000-4000-8000-000000000402',
            kind: 'page_hidden',
            occurred_at: '2026-11-30T10:00:00Z',
            duration_ms: 4000,
          },
        ],
      },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'GET /smartreq/v1/integrity-signals/{userSmartreqId}/',
    what: "how the candidate's timed tests on the open requisition were taken",
    request: () => ({ url: `/api/smartreq/v1/integrity-signals/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: job1(200),
  },
];
