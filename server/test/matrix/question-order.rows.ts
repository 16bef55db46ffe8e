/**
 * Matrix rows: the order a candidate's questionnaire attempt (D319) and skills test run (D492)
 * showed. Staff who may work on the job read it (the applicant-team rule); candidates, their own
 * included, and other companies learn nothing. What the rows hold is in server/modules/assessment/question-order.test.ts and
 * server/modules/skills-test/staff-skills-order.test.ts.
 */
import { job1, type MatrixRow } from './matrix-kit.ts';

/** user_smartreq_id 1: the candidate's application to job 1. */
const CANDIDATE_OPEN_SMARTREQ = 1;

export const QUESTION_ORDER_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /smartreq/v1/question-order/{userSmartreqId}/',
    what: "the order the candidate's questionnaire attempts on the open requisition showed their items in",
    request: () => ({ url: `/api/smartreq/v1/question-order/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /smartreq/v1/skills-test-order/{userSmartreqId}/',
    what: "the order the candidate's skills test runs on the open requisition showed their questions and options in",
    request: () => ({ url: `/api/smartreq/v1/skills-test-order/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: job1(200),
  },
];
