/**
 * Matrix rows: job postings and job-board feeds. Whoever may work on job 1 (the owner, the
 * recruiter on its team, the provider admin) lists and writes its postings; the interviewer and
 * another company's owner get 404, candidates 403. Job boards follow company settings access, like
 * sources. Publishing, the public pages and the feeds are in job-postings.test.ts.
 */
import { all, type MatrixRow, job1 } from './matrix-kit.ts';

const unknown = { ...all(404), anonymous: 401, candidate: 403, otherCandidate: 403 };
const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const MISSING = 999_999;
const DRAFT = {
  title: 'Matrix posting',
  description: 'A posting.',
  location: 'Austin',
  is_remote: false,
  remote_country: null,
  employment_type: 'FULL_TIME',
  pay_min: null,
  pay_max: null,
  pay_currency: null,
  pay_period: null,
  language: 'en',
  valid_through: null,
  is_on_job_boards: true,
};

export const JOB_POSTING_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /job/v1/job-posting/job/{jobId}/',
    what: "job 1's postings",
    request: () => ({ url: '/api/job/v1/job-posting/job/1/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /job/v1/job-posting/job/{jobId}/',
    what: 'a draft posting for job 1',
    request: () => ({ url: '/api/job/v1/job-posting/job/1/', body: DRAFT }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/job-posting/{postingId}/',
    what: 'a posting that does not exist',
    request: () => ({ url: `/api/job/v1/job-posting/${MISSING}/` }),
    expect: unknown,
  },
  {
    endpoint: 'PUT /job/v1/job-posting/{postingId}/',
    what: 'a posting that does not exist',
    request: () => ({ url: `/api/job/v1/job-posting/${MISSING}/`, body: DRAFT }),
    passes: 404,
  },
  {
    endpoint: 'POST /job/v1/job-posting/{postingId}/publish/',
    what: 'a posting that does not exist',
    request: () => ({ url: `/api/job/v1/job-posting/${MISSING}/publish/` }),
    passes: 404,
  },
  {
    endpoint: 'POST /job/v1/job-posting/{postingId}/unpublish/',
    what: 'a posting that does not exist',
    request: () => ({ url: `/api/job/v1/job-posting/${MISSING}/unpublish/` }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /job/v1/job-posting/{postingId}/',
    what: 'a posting that does not exist',
    request: () => ({ url: `/api/job/v1/job-posting/${MISSING}/` }),
    passes: 404,
  },
];

export const JOB_BOARD_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/job-board-summary/',
    what: "Demo Company's job boards",
    request: (ctx) => ({ url: `/api/account/v1/job-board-summary/?account_id=${ctx.demoAccountId}` }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/job-board/',
    what: 'a new board for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/job-board/',
      body: { account_id: ctx.demoAccountId, name: `Board ${ctx.unique()}` },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /account/v1/job-board/{id}/',
    what: 'a board that does not exist',
    request: () => ({ url: `/api/account/v1/job-board/${MISSING}/` }),
    expect: unknown,
  },
  {
    endpoint: 'PUT /account/v1/job-board/{id}/',
    what: 'a board that does not exist',
    request: () => ({
      url: `/api/account/v1/job-board/${MISSING}/`,
      body: { name: 'Board', is_enabled: true, includes: 'all' },
    }),
    passes: 404,
  },
];
