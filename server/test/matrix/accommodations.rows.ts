/**
 * Matrix rows: accommodations (D200). The candidate's own application is the open requisition's
 * seeded one; the staff side reads Maria's application to job 1 (user_smartreq_id 3, the recruiter
 * on its team, the interviewer not). Who may ask on which application, and the decisions
 * themselves, are in accommodations.test.ts.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow, job1 } from './matrix-kit.ts';

export const ACCOMMODATION_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user/v1/accommodations/{refId}/',
    what: "the candidate's own application: nobody else's",
    request: () => ({ url: `/api/user/v1/accommodations/${DEMO_TRACKERS.candidateOpen}/` }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
  {
    endpoint: 'POST /user/v1/accommodations/{refId}/',
    what: "asking for breaks on the candidate's own application: nobody else's (the body is checked before who asks)",
    request: () => ({
      url: `/api/user/v1/accommodations/${DEMO_TRACKERS.candidateOpen}/`,
      body: { kinds: ['breaks'] },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/',
    what: "Maria's application to job 1",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/accommodations/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/{requestId}/decision/',
    what: "a request that is not Maria's application's (404 to those who may decide; the recruiter, without the private-data permission, may not, D263)",
    request: () => ({
      url: '/api/smartreq/v1/user-smartreq/3/accommodations/999999/decision/',
      body: { decision: 'declined' },
    }),
    passes: 404,
    except: { recruiter: 403 },
  },
];
