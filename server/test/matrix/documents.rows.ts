/**
 * Matrix rows: the hiring team's documents on an application. Access is the scorecard's
 * (applicationForStaff): user_smartreq_id 3 is Maria's application to job 1 (recruiter on its
 * team, interviewer not), 4 her application to job 2 (the interviewer's team). Candidates are not
 * staff (403). The matrix sends JSON, so an upload reaches "choose a file" (400) for those who may
 * work on the job; real uploads, updates, deletes and the file are in
 * server/modules/applicant-documents/applicant-documents.test.ts.
 */
import { type MatrixRow, job1 } from './matrix-kit.ts';

const job2 = (status: number) => ({ ...job1(status), interviewer: status });

export const DOCUMENT_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/documents/',
    what: "the documents on Maria's application to job 1",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/documents/' }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/documents/',
    what: "the documents on Maria's application to job 2 (the interviewer's team)",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/4/documents/' }),
    expect: job2(200),
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/documents/',
    what: 'an upload without a file: 400 for those who may work on job 1, 404 for the rest of staff',
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/documents/', body: { title: 'Matrix' } }),
    passes: 400,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'PATCH /smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/',
    what: 'renaming a document that does not exist: 404 also for staff who may see the application',
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/documents/999999/', body: { title: 'Matrix' } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/',
    what: 'deleting a document that does not exist: 404 also for staff who may see the application',
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/4/documents/999999/' }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/documents/{documentId}/file/',
    what: 'the file of a document that does not exist: 404 also for staff who may see the application',
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/documents/999999/file/' }),
    expect: job1(404),
  },
];
