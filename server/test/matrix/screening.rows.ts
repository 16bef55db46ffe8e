/** Matrix rows: custom screening questions and the equal-opportunity questions (candidate side). */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/** Job 1's activities in seed order: 3 is the EEOC questions, 5 the Screening questions. */
const EEOC_ACTIVITY_ID = 3;
const QUESTIONS_ACTIVITY_ID = 5;

export const SCREENING_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user-response/v1/job-questions/{jobId}/',
    what: "the Screening questions of the candidate's open application: only the candidate reads them",
    request: () => ({
      url: `/api/user-response/v1/job-questions/1/?job_step_activity_id=${QUESTIONS_ACTIVITY_ID}&ref_id=${DEMO_TRACKERS.candidateOpen}`,
    }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/user-questions-validate/',
    what: "an empty answer set for the candidate's Screening questions: the candidate gets the field errors, anyone else nothing",
    request: () => ({
      url: '/api/user-response/v1/user-questions-validate/',
      body: { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: QUESTIONS_ACTIVITY_ID, answers: [] },
    }),
    passes: 404,
    except: { candidate: 400 },
  },
  {
    endpoint: 'GET /user-response/v1/eeoc-questions/',
    what: 'the voluntary questions are the same for everyone signed in',
    request: () => ({ url: '/api/user-response/v1/eeoc-questions/' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'POST /user-response/v1/submit-eeoc-answers/',
    what: "declining in the candidate's open application (already completed: idempotent); only the candidate writes",
    request: () => ({
      url: '/api/user-response/v1/submit-eeoc-answers/',
      body: {
        ref_id: DEMO_TRACKERS.candidateOpen,
        job_step_activity_id: EEOC_ACTIVITY_ID,
        answers: { gender: 'decline' },
      },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
];
