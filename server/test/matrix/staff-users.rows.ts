/**
 * Matrix rows: a company's staff users. Its staff with company settings access (the owner) and
 * provider admins; the company's other staff and candidates 403; another company's owner 404.
 * Rows change nobody: flags are the owner's own, reactivation is of an active person, and the
 * owner deactivating or removing themselves is refused as the last holder of company settings
 * access, and a custom role the company does not have is 404 (400 when given to someone).
 */
import { all, type MatrixRow } from './matrix-kit.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const allFlags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, true]));
const noFlags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, false]));

export const STAFF_USER_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/{id}/users/',
    what: "Demo Company's staff users",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/users/` }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/{id}/users/',
    what: 'inviting a new person into Demo Company',
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/users/`,
      body: {
        email: `${ctx.unique()}@matrix.test`,
        first_name: 'Matrix',
        last_name: 'Invitee',
        flags: { ...allFlags, company_settings_access: false },
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/{id}/users/{userId}/flags/',
    what: "the owner's own flags, unchanged",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/users/${ctx.userId.owner}/flags/`,
      body: { flags: allFlags },
    }),
    passes: 200,
  },
  {
    endpoint: 'POST /account/v1/{id}/users/{userId}/deactivate/',
    what: 'the owner, last holder of company settings access: refused',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/users/${ctx.userId.owner}/deactivate/` }),
    passes: 409,
  },
  {
    endpoint: 'POST /account/v1/{id}/users/{userId}/reactivate/',
    what: 'the interviewer, already active',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/users/${ctx.userId.interviewer}/reactivate/` }),
    passes: 200,
  },
  {
    endpoint: 'DELETE /account/v1/{id}/users/{userId}/',
    what: 'removing the owner, last holder of company settings access: refused',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/users/${ctx.userId.owner}/` }),
    passes: 409,
  },
  {
    endpoint: 'GET /account/v1/{id}/roles/',
    what: "Demo Company's custom roles",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/roles/` }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/{id}/roles/',
    what: 'a new custom role in Demo Company',
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/roles/`,
      body: { name: `Matrix role ${ctx.unique()}`, description: 'Reads dashboards', flags: noFlags },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/{id}/roles/{roleId}/',
    what: 'a role the company does not have: 404 once access is granted',
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/roles/999999/`,
      body: { name: 'Renamed', description: '', flags: noFlags },
    }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/{id}/roles/{roleId}/',
    what: 'a role the company does not have: 404 once access is granted',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/roles/999999/` }),
    passes: 404,
  },
  {
    endpoint: 'PUT /account/v1/{id}/users/{userId}/role/',
    what: 'giving the interviewer a role the company does not have: 400 once access is granted',
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/users/${ctx.userId.interviewer}/role/`,
      body: { role_id: 999999 },
    }),
    passes: 400,
  },
  {
    endpoint: 'POST /account/v1/invitation/accept/',
    what: 'accepting needs a valid mailed token, whoever asks',
    request: () => ({
      url: '/api/account/v1/invitation/accept/',
      body: { token: 'not-a-token', password: 'Matrix-row-1', password_confirmation: 'Matrix-row-1' },
    }),
    passes: 400,
  },
];
