/**
 * Matrix rows: the provider admin area (customers, account preferences, users across companies,
 * company usage, audit trail). Provider admins only: signed-out 401, everyone else 403, another
 * company's owner included. Rows change nothing that later rows rely on: suspension and sign-in
 * resets aim at ids that do not exist, preferences are set to the value they have. A change to a
 * company carries the admin's own step-up proof (D262): with the token alone the admin gets 403 too.
 */
import { all, DEMO_PROOF, type MatrixContext, type MatrixRow } from './matrix-kit.ts';

const adminOnly = (status: number) => ({ ...all(403), anonymous: 401, admin: status });
const MISSING = 999_999;

/** A new company with its owner, under a name and address of its own. */
const newCompany = (ctx: MatrixContext, extra: Record<string, unknown> = {}) => {
  const id = ctx.unique();
  return {
    url: '/api/admin/v1/customers/',
    body: {
      name: `Matrix ${id}`,
      company_size: null,
      email: `${id}@matrix.test`,
      first_name: 'Matrix',
      last_name: 'Owner',
      feature_flags: [],
      ...extra,
    },
  };
};

export const PROVIDER_ADMIN_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /admin/v1/customers/',
    what: 'every customer company',
    request: () => ({ url: '/api/admin/v1/customers/?search=company&ordering=-created_at' }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /admin/v1/customers/',
    what: 'a new company with its owner, with the access token alone (no step-up proof, D283)',
    request: (ctx) => newCompany(ctx),
    passes: 403,
  },
  {
    endpoint: 'POST /admin/v1/customers/',
    what: "a new company with its owner, with the caller's own password as the proof",
    request: (ctx) => newCompany(ctx, { proof: DEMO_PROOF }),
    passes: 200,
  },
  {
    endpoint: 'GET /admin/v1/customers/{id}/',
    what: 'Demo Company as a customer',
    request: (ctx) => ({ url: `/api/admin/v1/customers/${ctx.demoAccountId}/` }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /admin/v1/customers/{id}/suspend/',
    what: 'a company that does not exist',
    request: () => ({ url: `/api/admin/v1/customers/${MISSING}/suspend/`, body: { proof: DEMO_PROOF } }),
    passes: 404,
  },
  {
    endpoint: 'POST /admin/v1/customers/{id}/reinstate/',
    what: 'Demo Company, not suspended, with the access token alone (no step-up proof)',
    request: (ctx) => ({ url: `/api/admin/v1/customers/${ctx.demoAccountId}/reinstate/` }),
    passes: 403,
  },
  {
    endpoint: 'POST /admin/v1/customers/{id}/reinstate/',
    what: "Demo Company, not suspended, with the caller's own password as the proof",
    request: (ctx) => ({ url: `/api/admin/v1/customers/${ctx.demoAccountId}/reinstate/`, body: { proof: DEMO_PROOF } }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/{id}/account-preferences/{keyname}/',
    what: "Demo Company's PATHWAY_ACCESS, unchanged, with the access token alone (no step-up proof)",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/account-preferences/PATHWAY_ACCESS/`,
      body: { value: '1' },
    }),
    passes: 403,
  },
  {
    endpoint: 'PUT /account/v1/{id}/account-preferences/{keyname}/',
    what: "Demo Company's PATHWAY_ACCESS, unchanged, with the caller's own password as the proof",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/account-preferences/PATHWAY_ACCESS/`,
      body: { value: '1', proof: DEMO_PROOF },
    }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /account/v1/{id}/account-preferences/{keyname}/',
    what: "a preference Demo Company does not have, with the caller's own password as the proof",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/account-preferences/MATRIX_UNUSED/`,
      body: { proof: DEMO_PROOF },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /admin/v1/users/',
    what: 'users of every company',
    request: () => ({ url: '/api/admin/v1/users/?search=demo' }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /admin/v1/users/{userId}/reset-sign-in/',
    what: 'a user that does not exist',
    request: () => ({ url: `/api/admin/v1/users/${MISSING}/reset-sign-in/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /admin/v1/company-usage/',
    what: 'usage of every company for a year',
    request: () => ({ url: '/api/admin/v1/company-usage/?from=2026-01&to=2026-12' }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'GET /admin/v1/audit-events/',
    what: 'the audit trail',
    request: () => ({ url: '/api/admin/v1/audit-events/' }),
    expect: adminOnly(200),
  },
];
