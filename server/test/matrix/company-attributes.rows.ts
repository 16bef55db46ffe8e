/**
 * Matrix rows: the attribute catalogue in company settings (contracts/company-attributes.ts). The
 * company's staff with company settings access (the owner) and provider admins read it and manage
 * the company's own attributes; the company's staff without it (recruiter, interviewer) and
 * candidates get 403; another company's owner 404. The provider's attributes being read-only, a
 * used attribute refusing deletion and deactivated people are in company-attributes.test.ts.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const NONE = 2_000_000_000;

export const COMPANY_ATTRIBUTE_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/company-attributes/',
    what: "Demo Company's own attributes and the provider's",
    request: (ctx) => ({
      url: `/api/account/v1/company-attributes/?account_id=${ctx.demoAccountId}&search=a&ordering=-uses&include_archived=true`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/company-attribute/',
    what: 'a new attribute for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/company-attribute/',
      body: {
        account_id: ctx.demoAccountId,
        name: `Matrix ${ctx.unique()}`,
        category: 'competencies',
        description: '',
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/company-attribute/{id}/',
    what: 'an unknown attribute',
    request: () => ({
      url: `/api/account/v1/company-attribute/${NONE}/`,
      body: { name: 'Matrix', category: 'custom', description: '' },
    }),
    passes: 404,
  },
  {
    endpoint: 'PUT /account/v1/company-attribute/{id}/archive/',
    what: 'an unknown attribute',
    request: () => ({ url: `/api/account/v1/company-attribute/${NONE}/archive/`, body: { is_archived: true } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/company-attribute/{id}/',
    what: 'an unknown attribute',
    request: () => ({ url: `/api/account/v1/company-attribute/${NONE}/` }),
    passes: 404,
  },
];
