/**
 * Matrix rows: My Reports. A candidate reads only their own reports; the provider admin
 * may read anyone's; everyone else (other candidates and company staff alike) 404.
 */
import { DEMO_REPORT_IDS } from '../../db/seed/demo-reports.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

const ownOrAdmin = { ...all(404), anonymous: 401, candidate: 200, admin: 200 };

export const REPORT_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user/v1/assessments/{userId}/',
    what: "the candidate's completed questionnaires (My Reports)",
    request: (ctx) => ({ url: `/api/user/v1/assessments/${ctx.userId.candidate}/` }),
    expect: ownOrAdmin,
  },
  {
    endpoint: 'GET /user/v1/assessment-report/{id}/',
    what: "the candidate's seeded personality report on the open requisition",
    request: () => ({ url: `/api/user/v1/assessment-report/${DEMO_REPORT_IDS[0]}/` }),
    expect: ownOrAdmin,
  },
];
