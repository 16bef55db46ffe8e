/**
 * Matrix rows: the quality of each scale (D304). The company's staff with company_dashboard_access
 * (the owner) and provider admins; the recruiter, the interviewer and candidates 403; another
 * company's owner 404 (scale-quality.test.ts shows that company's staff read only their own).
 */
import { all, type Actor, type MatrixRow } from './matrix-kit.ts';

const dashboards: Record<Actor, number> = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };

export const SCALE_QUALITY_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /report/v1/account/{accountId}/scale-quality/',
    what: "the quality of Demo Company's questionnaire scales and skills tests",
    request: (ctx) => ({ url: `/api/report/v1/account/${ctx.demoAccountId}/scale-quality/` }),
    expect: dashboards,
  },
];
