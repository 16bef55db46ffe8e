/**
 * Matrix rows: the typing test and the internet speed test. Only the tracker's own
 * candidate reads or scores a typing test; the speed test's byte endpoints serve anyone signed in.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/** The open requisition's sixth activity, the typing test (authorization-matrix.ts says why 6). */
const TYPING_ACTIVITY = 6;

export const TYPING_SPEED_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user-response/v1/typing-tests/job_step_activity/{id}/user/{userId}/ref/{ref}/',
    what: "the candidate's typing test (the path names the candidate: anyone else 404)",
    request: (ctx) => ({
      url: `/api/user-response/v1/typing-tests/job_step_activity/${TYPING_ACTIVITY}/user/${ctx.userId.candidate}/ref/${DEMO_TRACKERS.candidateOpen}/?language=es`,
    }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/score-typing-tests/',
    what: "scoring the candidate's typing test, already completed by the submit row above (the candidate 409, anyone else 404)",
    request: () => ({
      url: '/api/user-response/v1/score-typing-tests/',
      body: {
        ref_id: DEMO_TRACKERS.candidateOpen,
        job_step_activity_id: TYPING_ACTIVITY,
        attempt_id: 'b0000000-0000-4000-8000-000000000015',
        typing_passage_id: 1,
        typed_text: 'T',
        events: [{ t: 100, k: 'T' }],
        elapsed_ms: 60000,
      },
    }),
    passes: 404,
    except: { candidate: 409 },
  },
  {
    endpoint: 'GET /integration/v1/speed-test/ping/',
    what: 'round-trip timing, for anyone signed in',
    request: () => ({ url: '/api/integration/v1/speed-test/ping/' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'GET /integration/v1/speed-test/download/',
    what: 'a few bytes, for anyone signed in',
    request: () => ({ url: '/api/integration/v1/speed-test/download/?bytes=16' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'POST /integration/v1/speed-test/upload/',
    what: 'a JSON body instead of bytes: signed in 400, anonymous refused before the body is read',
    request: () => ({ url: '/api/integration/v1/speed-test/upload/', body: { bytes: 1 } }),
    passes: 400,
  },
  {
    endpoint: 'POST /integration/v1/speed-test/result/',
    what: "a result on the candidate's typing test activity (not a speed test: nobody stores it; the owner's success is in speed-test.test.ts)",
    request: () => ({
      url: '/api/integration/v1/speed-test/result/',
      body: {
        ref_id: DEMO_TRACKERS.candidateOpen,
        job_step_activity_id: TYPING_ACTIVITY,
        download_mbps: 1,
        upload_mbps: 1,
        latency_ms: 1,
        jitter_ms: 0,
        method_version: 'matrix',
      },
    }),
    passes: 404,
  },
];
