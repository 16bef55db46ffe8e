/** Matrix rows: resume, personal profile, application form. */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/** The open requisition's first activity (Application form), done in the candidate's seeded application. */
const FORM_ACTIVITY_ID = 1;

export const CANDIDATE_FORM_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /resume/v1/',
    what: 'anyone signed in uploads their own resume (no file sent here: 400)',
    request: () => ({ url: '/api/resume/v1/', body: {} }),
    passes: 400,
  },
  {
    endpoint: 'GET /resume/v1/user/{userId}/',
    what: "the candidate's resume: themselves, staff who may work on a job they applied to, provider admin",
    request: (ctx) => ({ url: `/api/resume/v1/user/${ctx.userId.candidate}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, owner: 200, recruiter: 200, admin: 200 },
  },
  {
    endpoint: 'DELETE /resume/v1/user/{userId}/',
    what: "the candidate's resume: only themselves",
    request: (ctx) => ({ url: `/api/resume/v1/user/${ctx.userId.candidate}/` }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'GET /resume/v1/original-file/{id}/',
    what: 'a resume id that does not exist (the read rule itself is in resume.test.ts)',
    request: () => ({ url: '/api/resume/v1/original-file/999999/' }),
    expect: { ...all(404), anonymous: 401 },
  },
  {
    endpoint: 'GET /user/v1/profile/{userId}/',
    what: "the candidate's personal profile",
    request: (ctx) => ({ url: `/api/user/v1/profile/${ctx.userId.candidate}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, admin: 200 },
  },
  {
    endpoint: 'PATCH /user/v1/profile/{userId}/',
    what: "the candidate's personal profile: only themselves",
    request: (ctx) => ({
      url: `/api/user/v1/profile/${ctx.userId.candidate}/`,
      body: { first_name: 'Camille', last_name: 'Candidate', gender: 'Female', dob: '1992-03-04' },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'PATCH /user/v1/profile/{userId}/',
    what: "the candidate's sign-in email, with the access token alone (no step-up proof, D262)",
    request: (ctx) => ({
      url: `/api/user/v1/profile/${ctx.userId.candidate}/`,
      body: { email: 'taken-over@matrix.test', gender: 'Female', dob: '1992-03-04' },
    }),
    passes: 404,
    except: { candidate: 403 },
  },
  {
    endpoint: 'GET /user-response/v1/application-form/{refId}/',
    what: "the application form of the candidate's application",
    request: () => ({
      url: `/api/user-response/v1/application-form/${DEMO_TRACKERS.candidateOpen}/?job_step_activity_id=${FORM_ACTIVITY_ID}`,
    }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/application-form/',
    what: "the candidate's application form, already completed (409 for them)",
    request: () => ({
      url: '/api/user-response/v1/application-form/',
      body: { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: FORM_ACTIVITY_ID, profile: {} },
    }),
    passes: 404,
    except: { candidate: 409 },
  },
];
