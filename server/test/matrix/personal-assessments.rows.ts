/**
 * Matrix rows: a company's personal assessments (decision D154). The owner and provider admins
 * manage them; the recruiter, the interviewer and candidates get 403; another company's owner 404.
 * personal-assessments.test.ts has the rest (deactivated staff, the plan editor's refusals).
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
/** The seed's first questionnaire (server/db/seed/assessment-content.ts), on in every company. */
const FIRST_QUESTIONNAIRE = 1;
const NONE = 2_000_000_000;

export const PERSONAL_ASSESSMENT_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/measurements/assessments/',
    what: "Demo Company's questionnaires",
    request: (ctx) => ({
      url: `/api/account/v1/measurements/assessments/?account_id=${ctx.demoAccountId}&search=a&ordering=-in_use&language=fr`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /account/v1/measurements/assessment/{id}/toggle/',
    what: 'a questionnaire Demo Company has on, turned on again',
    request: (ctx) => ({
      url: `/api/account/v1/measurements/assessment/${FIRST_QUESTIONNAIRE}/toggle/`,
      body: { account_id: ctx.demoAccountId, is_enabled: true },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/measurements/assessment/{id}/toggle/',
    what: 'an unknown questionnaire',
    request: (ctx) => ({
      url: `/api/account/v1/measurements/assessment/${NONE}/toggle/`,
      body: { account_id: ctx.demoAccountId, is_enabled: false },
    }),
    passes: 404,
  },
];
