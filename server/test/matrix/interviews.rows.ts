/**
 * Matrix rows: interview kits, interview setups, the station, evaluations and my interviews.
 * A provider admin without account_id names no company (404). Targets that do not exist answer 404 to every staff member (as another company's would);
 * running, submitting and unlocking real interviews per role is in interview.test.ts.
 */
import { type MatrixRow, staffOnly } from './matrix-kit.ts';

const MISSING_ID = 999_999;
const MISSING_UUID = 'c0000000-0000-4000-8000-00000000dead';
const levels = [1, 2, 3, 4, 5].map((level) => ({ level, anchor: `Level ${level}` }));
const evaluation = { notes: '', recommendation: 'yes', scores: [{ attribute_type_id: 1, score: 3 }], answers: [] };

export const INTERVIEW_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /interview/v1/kits/',
    what: "the viewer's company's kits",
    request: () => ({ url: '/api/interview/v1/kits/' }),
    expect: { ...staffOnly(200), admin: 404 },
  },
  {
    endpoint: 'POST /interview/v1/kits/',
    what: 'a kit for Demo Company: requisition or settings rights; the interviewer (no flags) 403',
    request: (ctx) => ({
      url: '/api/interview/v1/kits/',
      body: {
        account_id: ctx.demoAccountId,
        name: `Kit ${ctx.unique()}`,
        purpose: 'interview',
        questions: [{ question_text: 'Why us?', attribute_type_ids: [1] }],
        attributes: [{ attribute_type_id: 1, levels }],
      },
    }),
    passes: 200,
    except: { interviewer: 403 },
  },
  {
    endpoint: 'PUT /interview/v1/kits/{kitId}/',
    what: 'a kit that does not exist',
    request: () => ({
      url: `/api/interview/v1/kits/${MISSING_ID}/`,
      body: {
        name: 'X',
        purpose: 'interview',
        questions: [{ question_text: 'Q', attribute_type_ids: [] }],
        attributes: [{ attribute_type_id: 1, levels }],
      },
    }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /interview/v1/kits/{kitId}/',
    what: 'a kit that does not exist',
    request: () => ({ url: `/api/interview/v1/kits/${MISSING_ID}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /interview/v1/interview-setup/{jobStepActivityId}/',
    what: 'an activity that does not exist',
    request: () => ({ url: `/api/interview/v1/interview-setup/${MISSING_ID}/` }),
    expect: staffOnly(404),
  },
  {
    endpoint: 'PUT /interview/v1/interview-setup/{jobStepActivityId}/',
    what: 'an activity that does not exist',
    request: () => ({
      url: `/api/interview/v1/interview-setup/${MISSING_ID}/`,
      body: { interview_kit_id: 1, interviewer_user_ids: [1], duration_minutes: 30 },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /interview/v1/station/applicants/',
    what: 'the applicants the viewer may interview in their company',
    request: () => ({ url: '/api/interview/v1/station/applicants/' }),
    expect: { ...staffOnly(200), admin: 404 },
  },
  {
    endpoint: 'GET /interview/v1/station/employees/',
    what: "the viewer's company's people and review kits",
    request: () => ({ url: '/api/interview/v1/station/employees/' }),
    expect: { ...staffOnly(200), admin: 404 },
  },
  {
    endpoint: 'POST /interview/v1/interviews/',
    what: 'an application that does not exist',
    request: () => ({
      url: '/api/interview/v1/interviews/',
      body: { purpose: 'interview', ref_id: MISSING_UUID, job_step_activity_id: MISSING_ID },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /interview/v1/interviews/{interviewUuid}/',
    what: 'an interview that does not exist',
    request: () => ({ url: `/api/interview/v1/interviews/${MISSING_UUID}/` }),
    expect: staffOnly(404),
  },
  {
    endpoint: 'POST /interview/v1/evaluations/',
    what: 'an interview that does not exist',
    request: () => ({ url: '/api/interview/v1/evaluations/', body: { interview_uuid: MISSING_UUID, ...evaluation } }),
    passes: 404,
  },
  {
    endpoint: 'POST /interview/v1/interviews/{interviewUuid}/unlock/',
    what: 'an interview that does not exist',
    request: () => ({
      url: `/api/interview/v1/interviews/${MISSING_UUID}/unlock/`,
      body: { interviewer_user_id: 1, reason: 'Typo' },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /interview/v1/my-interviews/',
    what: "the signed-in interviewer's interviews",
    request: () => ({ url: '/api/interview/v1/my-interviews/' }),
    expect: staffOnly(200),
  },
];
