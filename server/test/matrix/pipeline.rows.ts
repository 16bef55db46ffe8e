/**
 * Matrix rows: the staff home and the pipeline (D202). Job 1's team holds the owner and the
 * recruiter, not the interviewer; Maria's application to it is user_smartreq 3. The writes are sent
 * so that they change nothing (a stage of no requisition, nothing to undo, an unknown application):
 * advancing, rejecting and undoing themselves are in pipeline.test.ts.
 */
import { all, type MatrixRow, job1, staffOnly } from './matrix-kit.ts';

/** Company settings rights: the owner and the provider admin; another company's owner does not see it. */
const settingsRights = { ...staffOnly(200), recruiter: 403, interviewer: 403, otherOwner: 404 };

export const PIPELINE_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /smartreq/v1/jobs/{jobId}/applicant-views/',
    what: "the viewer's own saved views of job 1's applicant list",
    request: () => ({ url: '/api/smartreq/v1/jobs/1/applicant-views/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /smartreq/v1/jobs/{jobId}/applicant-views/',
    what: "saving a view of job 1's applicant list (each actor its own)",
    request: () => ({
      url: '/api/smartreq/v1/jobs/1/applicant-views/',
      body: { name: 'Matrix view', search: 'status=active' },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /smartreq/v1/applicant-views/{viewId}/',
    what: 'a view that does not exist (or is someone else’s): 404',
    request: () => ({ url: '/api/smartreq/v1/applicant-views/2147483647/' }),
    passes: 404,
  },
  {
    endpoint: 'GET /staff/v1/home/',
    what: "the viewer's tasks at Demo Company",
    request: (ctx) => ({ url: `/api/staff/v1/home/?account_id=${ctx.demoAccountId}` }),
    expect: { ...all(403), anonymous: 401, owner: 200, recruiter: 200, interviewer: 200, otherOwner: 404, admin: 200 },
  },
  {
    endpoint: 'GET /smartreq/v1/board/{jobId}/',
    what: "job 1's board",
    request: () => ({ url: '/api/smartreq/v1/board/1/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/advance/',
    what: "Maria's application to job 1, to a stage of no requisition (400 to those who may move her)",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/advance/', body: { to_job_step_id: 2_147_483_647 } }),
    passes: 400,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/undo/',
    what: "Maria's application to job 1, with nothing to undo (409 to those who may)",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/undo/', body: {} }),
    passes: 409,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/bulk-advance-applicants/',
    what: 'an application nobody has (404 to staff: all or nothing)',
    request: () => ({
      url: '/api/smartreq/v1/bulk-advance-applicants/',
      body: { ref_ids: ['00000000-0000-4000-8000-000000000000'] },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/company-stages/',
    what: "Demo Company's stages after every plan and their names (D384)",
    request: (ctx) => ({ url: `/api/smartreq/v1/company-stages/?account_id=${ctx.demoAccountId}` }),
    expect: settingsRights,
  },
  {
    endpoint: 'PUT /smartreq/v1/company-stages/',
    what: "Demo Company's stage names, none changed (D384)",
    request: (ctx) => ({
      url: '/api/smartreq/v1/company-stages/',
      body: { account_id: ctx.demoAccountId, stages: [] },
    }),
    passes: 200,
  },
];
