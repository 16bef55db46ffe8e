/**
 * Matrix rows: language tests. The candidate endpoints answer only the tracker's own
 * candidate for a language_test activity of its job: here the candidate's own tracker with an
 * activity that is not a language test, so everyone signed in learns nothing (404); the full
 * owner path, idempotency and the other-candidate/other-company cases are in
 * server/modules/language-test/language-test.test.ts. Staff read results by the scorecard's rule.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/** Job 1's first activity, "Application form": on the candidate's own tracker, but not a language test. */
const NOT_A_LANGUAGE_TEST = 1;
/** user_smartreq_id 1: the candidate's application to job 1. */
const CANDIDATE_OPEN_SMARTREQ = 1;
const target = {
  ref_id: DEMO_TRACKERS.candidateOpen,
  job_step_activity_id: NOT_A_LANGUAGE_TEST,
  vendor_assessment_id: 1,
};
const nobody = { ...all(404), anonymous: 401 };

export const LANGUAGE_TEST_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user-response/v1/language-test/{refId}/',
    what: "an activity of the candidate's tracker that is not a language test (404 for everyone signed in)",
    request: () => ({
      url: `/api/user-response/v1/language-test/${DEMO_TRACKERS.candidateOpen}/?job_step_activity_id=${NOT_A_LANGUAGE_TEST}`,
    }),
    expect: nobody,
  },
  {
    endpoint: 'POST /user-response/v1/language-test/answer/',
    what: 'an answer to a language test the tracker does not have',
    request: () => ({
      url: '/api/user-response/v1/language-test/answer/',
      body: { ...target, item_id: 'l1', option_id: 'a', revision: 1, answered_at: '2026-11-20T10:00:00.000Z' },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /user-response/v1/language-test/complete-part/',
    what: 'completing a part of a language test the tracker does not have',
    // With a well-formed count and hash (promise 8), so the rule answers and not the body check.
    request: () => ({
      url: '/api/user-response/v1/language-test/complete-part/',
      body: { ...target, answer_count: 0, answers_hash: '0'.repeat(64) },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/language-tests/{userSmartreqId}/',
    what: "the language test results of the candidate's application to the open requisition",
    request: () => ({ url: `/api/smartreq/v1/language-tests/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: {
      ...all(404),
      anonymous: 401,
      candidate: 403,
      otherCandidate: 403,
      owner: 200,
      recruiter: 200,
      admin: 200,
    },
  },
];
