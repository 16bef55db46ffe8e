/**
 * Matrix rows: a company's scoring-criteria and screening-question templates (decision D140). The
 * owner and provider admins manage them; the recruiter (requisition rights) may read them to copy
 * one into a plan or kit; the interviewer and candidates get 403; another company's owner 404.
 * company-templates.test.ts has the rest (deactivated people, the other company's templates).
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const read = (status: number) => ({ ...manage(status), recruiter: status });
const NONE = 2_000_000_000;
const LEVELS = [1, 2, 3, 4, 5].map((level) => ({ level, label: `L${level}`, description: `Looks like ${level}` }));

export const COMPANY_TEMPLATE_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/scoring-templates/',
    what: "Demo Company's scoring-criteria templates",
    request: (ctx) => ({
      url: `/api/account/v1/scoring-templates/?account_id=${ctx.demoAccountId}&search=a&ordering=-updated_at`,
    }),
    expect: read(200),
  },
  {
    endpoint: 'POST /account/v1/scoring-template/',
    what: 'a new scoring-criteria template for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/scoring-template/',
      body: {
        account_id: ctx.demoAccountId,
        name: `Matrix ${ctx.unique()}`,
        criteria: [{ name: 'Care', levels: LEVELS }],
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/scoring-template/{id}/',
    what: 'an unknown template',
    request: () => ({
      url: `/api/account/v1/scoring-template/${NONE}/`,
      body: { name: 'Matrix', criteria: [{ name: 'Care', levels: LEVELS }] },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /account/v1/scoring-template/{id}/apply/',
    what: 'an unknown template',
    request: () => ({ url: `/api/account/v1/scoring-template/${NONE}/apply/` }),
    passes: 404,
  },
  {
    endpoint: 'POST /account/v1/scoring-template/{id}/restore/',
    what: 'an unknown template',
    request: () => ({ url: `/api/account/v1/scoring-template/${NONE}/restore/` }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/scoring-template/{id}/',
    what: 'an unknown template',
    request: () => ({ url: `/api/account/v1/scoring-template/${NONE}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /account/v1/screening-templates/',
    what: "Demo Company's screening-question templates",
    request: (ctx) => ({ url: `/api/account/v1/screening-templates/?account_id=${ctx.demoAccountId}&ordering=name` }),
    expect: read(200),
  },
  {
    endpoint: 'POST /account/v1/screening-template/',
    what: 'a template with no questions (refused after the access check)',
    request: (ctx) => ({
      url: '/api/account/v1/screening-template/',
      body: { account_id: ctx.demoAccountId, name: `Matrix ${ctx.unique()}`, account_question_ids: [] },
    }),
    passes: 400,
  },
  {
    endpoint: 'PUT /account/v1/screening-template/{id}/',
    what: 'an unknown template',
    request: () => ({
      url: `/api/account/v1/screening-template/${NONE}/`,
      body: { name: 'Matrix', account_question_ids: [1] },
    }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/screening-template/{id}/',
    what: 'an unknown template',
    request: () => ({ url: `/api/account/v1/screening-template/${NONE}/` }),
    passes: 404,
  },
];
