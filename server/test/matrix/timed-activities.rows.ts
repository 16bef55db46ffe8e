/** Matrix rows: typing, skills and speed tests. */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/**
 * The open requisition's seventh activity (Customer service skills test), not done in the
 * candidate's seeded application. Its test is the first seeded one: section 1 is the practice,
 * 2 and 3 are timed (server/db/seed/skills-tests.ts).
 */
const SKILLS_ACTIVITY_ID = 7;
const TIMED_SECTION = 2;
const OTHER_TIMED_SECTION = 3;
const skillsTarget = { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: SKILLS_ACTIVITY_ID };
/** SHA-256 of the empty canonical text: no answer held (promise 8: the submission carries the device's count and hash). */
const NO_ANSWERS_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

// In this order: the start precedes the answer, and the final submission comes last.
const SKILLS_TEST_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user-response/v1/skills-test/{refId}/',
    what: "the skills test of the candidate's open application (only the candidate reads it)",
    request: () => ({
      url: `/api/user-response/v1/skills-test/${DEMO_TRACKERS.candidateOpen}/?job_step_activity_id=${SKILLS_ACTIVITY_ID}`,
    }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
  {
    endpoint: 'GET /user-response/v1/skills-test/section-details/',
    what: "a timed section's remaining time in the candidate's application",
    request: () => ({
      url: `/api/user-response/v1/skills-test/section-details/?ref_id=${DEMO_TRACKERS.candidateOpen}&job_step_activity_id=${SKILLS_ACTIVITY_ID}&skills_test_section_id=${TIMED_SECTION}`,
    }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/skills-test/start-section-time/',
    what: "the start of a timed section in the candidate's application (recorded once; only the candidate writes)",
    request: () => ({
      url: '/api/user-response/v1/skills-test/start-section-time/',
      body: { ...skillsTarget, skills_test_section_id: TIMED_SECTION, started_at: new Date().toISOString() },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/skills-test/submit-question/',
    what: 'an answer in a section the candidate has not started (409 for them)',
    request: () => ({
      url: '/api/user-response/v1/skills-test/submit-question/',
      body: {
        ...skillsTarget,
        skills_test_section_id: OTHER_TIMED_SECTION,
        skills_test_question_id: 8,
        skills_test_option_id: null,
        revision: 1,
        answered_at: new Date().toISOString(),
      },
    }),
    passes: 404,
    except: { candidate: 409 },
  },
  {
    endpoint: 'POST /user-response/v1/skills-test/submit-section/',
    what: 'closing a section the candidate has not started (409 for them)',
    request: () => ({
      url: '/api/user-response/v1/skills-test/submit-section/',
      body: { ...skillsTarget, skills_test_section_id: OTHER_TIMED_SECTION },
    }),
    passes: 404,
    except: { candidate: 409 },
  },
  {
    endpoint: 'POST /user-response/v1/skills-test/submit/',
    what: "the final submission of the candidate's skills test (idempotent; only the candidate writes)",
    request: () => ({
      url: '/api/user-response/v1/skills-test/submit/',
      body: { ...skillsTarget, answer_count: 0, answers_hash: NO_ANSWERS_HASH },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'GET /user-response/v1/skills-test/report/{id}/',
    what: 'a skills test result that does not exist (the owner rule is in skills-test.test.ts)',
    request: () => ({ url: '/api/user-response/v1/skills-test/report/999999/' }),
    expect: { ...all(404), anonymous: 401 },
  },
];

export const TIMED_ACTIVITY_ROWS: MatrixRow[] = [...SKILLS_TEST_ROWS];
