/** Matrix rows: the answer batch and the refusal report (our additions to the user-response family). */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { type MatrixRow } from './matrix-kit.ts';

/** The same attempt and answer as the single answer's row (the Screening questions, activity 5): a repeat changes nothing. */
const MATRIX_ATTEMPT = {
  ref_id: DEMO_TRACKERS.candidateOpen,
  job_step_activity_id: 5,
  attempt_id: 'b0000000-0000-4000-8000-000000000001',
};

export const ANSWER_BATCH_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /user-response/v1/assessment-answers/batch/',
    what: "a batch of answers in the candidate's open application (only the candidate writes; anyone else gets 404 for the whole batch)",
    request: (ctx) => ({
      url: '/api/user-response/v1/assessment-answers/batch/',
      body: {
        ...MATRIX_ATTEMPT,
        items: [
          {
            idempotency_key: `batch-${ctx.unique()}`,
            item_id: 'q1',
            value: 'matrix',
            revision: 1,
            answered_at: new Date().toISOString(),
          },
        ],
      },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/refusals/',
    what: "a refused write of the candidate's open application reported to the company (D270; only the candidate reports their own activity, anyone else gets 404)",
    request: (ctx) => ({
      url: '/api/user-response/v1/refusals/',
      body: {
        ref_id: MATRIX_ATTEMPT.ref_id,
        job_step_activity_id: MATRIX_ATTEMPT.job_step_activity_id,
        kind: 'answer',
        status: 413,
        code: 'payload_too_large',
        key: `refusal-${ctx.unique()}`,
      },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
];
