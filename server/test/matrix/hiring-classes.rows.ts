/**
 * Matrix rows: hiring classes. Whoever may work on job 1 (the owner, the recruiter on its team, the
 * provider admin) lists and creates its classes; the interviewer and another company's owner get
 * 404. A class that does not exist is 404 for all staff. Members, seats and closed classes are in
 * server/modules/hiring-classes/hiring-classes.test.ts.
 */
import { all, type MatrixRow, job1 } from './matrix-kit.ts';

const staff404 = {
  ...all(403),
  anonymous: 401,
  owner: 404,
  recruiter: 404,
  interviewer: 404,
  otherOwner: 404,
  admin: 404,
};
const MISSING = 999_999;
const REF = '00000000-0000-4000-8000-00000000abcd';

export const HIRING_CLASS_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /smartreq/v1/{jobId}/hiring-classes/',
    what: "job 1's hiring classes",
    request: () => ({ url: '/api/smartreq/v1/1/hiring-classes/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /smartreq/v1/{jobId}/hiring-classes/',
    what: 'a hiring class for job 1',
    request: (ctx) => ({
      url: '/api/smartreq/v1/1/hiring-classes/',
      body: { name: `Class ${ctx.unique()}`, starts_on: '2030-03-02', seats: 10 },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'PATCH /smartreq/v1/hiring-classes/{classId}/',
    what: 'a class that does not exist',
    request: () => ({ url: `/api/smartreq/v1/hiring-classes/${MISSING}/`, body: { status: 'closed' } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /smartreq/v1/hiring-classes/{classId}/',
    what: 'a class that does not exist',
    request: () => ({ url: `/api/smartreq/v1/hiring-classes/${MISSING}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/hiring-classes/{classId}/members/',
    what: 'a class that does not exist',
    request: () => ({ url: `/api/smartreq/v1/hiring-classes/${MISSING}/members/` }),
    expect: staff404,
  },
  {
    endpoint: 'PUT /smartreq/v1/hiring-classes/{classId}/members/{refId}/',
    what: 'a class that does not exist',
    request: () => ({ url: `/api/smartreq/v1/hiring-classes/${MISSING}/members/${REF}/` }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /smartreq/v1/hiring-classes/{classId}/members/{refId}/',
    what: 'a class that does not exist',
    request: () => ({ url: `/api/smartreq/v1/hiring-classes/${MISSING}/members/${REF}/` }),
    passes: 404,
  },
];
