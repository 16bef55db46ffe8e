/**
 * Custom roles and the last admin on real PGlite (D213): a company's own named sets of flags,
 * made, renamed, changed (their people follow at once) and deleted (their people keep the flags);
 * nothing leaves the company without an active person holding company settings access, nobody
 * removes or deactivates themself, and another company sees none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags, StaffUser } from '../../../contracts/staff-users.ts';
import type { CustomRole } from '../../../contracts/custom-roles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoId: number, otherId: number;

const noFlags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, false])) as RoleFlags;
const allFlags = Object.fromEntries(ROLE_FLAGS.map((f) => [f, true])) as RoleFlags;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  [owner, recruiter, otherOwner, admin] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'admin@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => t.close());

const api = (who: S | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/account/v1/${url}`,
    ...(who ? { token: who.token } : {}),
    ...(body === undefined ? {} : { body }),
  });
const people = async () => (await api(owner, 'GET', `${demoId}/users/`)).json().data as StaffUser[];
const person = async (userId: number) => (await people()).find((p) => p.user_id === userId);
const roles = async () => (await api(owner, 'GET', `${demoId}/roles/`)).json().data as CustomRole[];
const createRole = async (name: string, flags: Partial<RoleFlags>, description = '') => {
  const res = await api(owner, 'POST', `${demoId}/roles/`, { name, description, flags: { ...noFlags, ...flags } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CustomRole;
};
const snapshot = async () => ({
  roles: await t.db.selectFrom('roles').selectAll().orderBy('role_id').execute(),
  userRoles: await t.db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role_id').execute(),
  users: await t.db.selectFrom('users').select(['user_id', 'deactivated_at']).orderBy('user_id').execute(),
});

describe('custom roles', () => {
  it('given an owner, when they create and rename a role, then it is listed with its sentence; a name another role has is refused on the name field', async () => {
    const made = await createRole('Sourcer', { smartreq_access: true }, 'Finds and screens candidates.');
    expect(made).toMatchObject({
      name: 'Sourcer',
      description: 'Finds and screens candidates.',
      flags: { ...noFlags, smartreq_access: true },
      user_count: 0,
    });
    await createRole('Coordinator', {});
    const taken = await api(owner, 'POST', `${demoId}/roles/`, { name: 'sourcer', description: '', flags: noFlags });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'role_name_taken', errors: [{ prop: 'name' }] });
    const renameTaken = await api(owner, 'PUT', `${demoId}/roles/${made.role_id}/`, {
      name: 'COORDINATOR',
      description: '',
      flags: noFlags,
    });
    expect(renameTaken.statusCode).toBe(409);
    const renamed = await api(owner, 'PUT', `${demoId}/roles/${made.role_id}/`, {
      name: 'Talent sourcer',
      description: 'Finds candidates.',
      flags: { ...noFlags, smartreq_access: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await roles()).map((r) => r.name)).toEqual(['Coordinator', 'Talent sourcer']);
    const blank = await api(owner, 'POST', `${demoId}/roles/`, { name: '  ', description: '', flags: noFlags });
    expect(blank.statusCode).toBe(400);
  });

  it('given a role given to the recruiter, then the list names it, and changing its flags changes their access at once', async () => {
    const role = await createRole('People lead', { smartreq_access: true, company_settings_access: true });
    const given = await api(owner, 'PUT', `${demoId}/users/${recruiter.userId}/role/`, { role_id: role.role_id });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data).toMatchObject({
      custom_role: { role_id: role.role_id, name: 'People lead' },
      flags: { ...noFlags, smartreq_access: true, company_settings_access: true },
    });
    expect((await api(recruiter, 'GET', `${demoId}/users/`)).statusCode).toBe(200);
    expect((await roles()).find((r) => r.role_id === role.role_id)!.user_count).toBe(1);

    await api(owner, 'PUT', `${demoId}/roles/${role.role_id}/`, {
      name: 'People lead',
      description: '',
      flags: { ...noFlags, smartreq_access: true },
    });
    expect((await api(recruiter, 'GET', `${demoId}/users/`)).statusCode).toBe(403);

    // Deleting the role leaves the recruiter the same flags, as custom access.
    expect((await api(owner, 'DELETE', `${demoId}/roles/${role.role_id}/`)).statusCode).toBe(200);
    expect(await person(recruiter.userId)).toMatchObject({
      custom_role: null,
      flags: { ...noFlags, smartreq_access: true },
    });
    expect((await roles()).some((r) => r.role_id === role.role_id)).toBe(false);
  });

  it('given a built-in choice whose flags equal a custom role’s, then the person is not tied to the custom role', async () => {
    const role = await createRole('Recruiting only', { smartreq_access: true });
    const res = await api(owner, 'PUT', `${demoId}/users/${recruiter.userId}/flags/`, {
      flags: { ...noFlags, smartreq_access: true },
    });
    expect(res.json().data.custom_role).toBeNull();
    expect((await roles()).find((r) => r.role_id === role.role_id)!.user_count).toBe(0);
  });

  it("given another company's owner, then Demo Company's roles are 404 and nothing changes; a Demo role cannot be given in their company", async () => {
    const role = await createRole('Private to Demo', {});
    const before = await snapshot();
    expect((await api(otherOwner, 'GET', `${demoId}/roles/`)).statusCode).toBe(404);
    expect(
      (await api(otherOwner, 'POST', `${demoId}/roles/`, { name: 'X', description: '', flags: noFlags })).statusCode,
    ).toBe(404);
    expect((await api(otherOwner, 'DELETE', `${demoId}/roles/${role.role_id}/`)).statusCode).toBe(404);
    expect((await api(otherOwner, 'DELETE', `${otherId}/roles/${role.role_id}/`)).statusCode).toBe(404);
    expect(
      (
        await api(otherOwner, 'PUT', `${otherId}/roles/${role.role_id}/`, {
          name: 'Mine',
          description: '',
          flags: allFlags,
        })
      ).statusCode,
    ).toBe(404);
    const foreign = await api(otherOwner, 'PUT', `${otherId}/users/${otherOwner.userId}/role/`, {
      role_id: role.role_id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([expect.objectContaining({ prop: 'role_id' })]);
    expect((await api(recruiter, 'GET', `${demoId}/roles/`)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await api(admin, 'GET', `${demoId}/roles/`)).statusCode).toBe(200);
  });
});

describe('inviting into a custom role', () => {
  it("given one of the company's roles, when someone is invited into it, then they hold it with its flags (not the flags sent) and follow its changes", async () => {
    const role = await createRole('Interview coordinator', { smartreq_access: true }, 'Schedules interviews.');
    const invited = await api(owner, 'POST', `${demoId}/users/`, {
      email: `coordinator-${Date.now()}@demo-company.test`,
      first_name: 'Cora',
      last_name: 'Coordinator',
      flags: allFlags,
      role_id: role.role_id,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({
      custom_role: { role_id: role.role_id, name: 'Interview coordinator' },
      flags: { ...noFlags, smartreq_access: true },
    });
    await api(owner, 'PUT', `${demoId}/roles/${role.role_id}/`, {
      name: 'Interview coordinator',
      description: '',
      flags: { ...noFlags, smartreq_access: true, company_dashboard_access: true },
    });
    expect((await person(invited.json().data.user_id))!.flags).toEqual({
      ...noFlags,
      smartreq_access: true,
      company_dashboard_access: true,
    });
  });

  it("given another company's role, when someone is invited into it, then 400 on role_id and nobody is invited", async () => {
    const foreign = await api(otherOwner, 'POST', `${otherId}/roles/`, {
      name: 'Theirs',
      description: '',
      flags: noFlags,
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    const before = await snapshot();
    const refused = await api(owner, 'POST', `${demoId}/users/`, {
      email: `nobody-${Date.now()}@demo-company.test`,
      first_name: 'No',
      last_name: 'Body',
      flags: noFlags,
      role_id: foreign.json().data.role_id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ prop: 'role_id' })]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the last admin', () => {
  it('given the owner holds the only settings access through a custom role, then the role cannot lose it, and giving the owner a role without it is refused', async () => {
    const owners = await createRole('Owners', allFlags);
    expect(
      (await api(owner, 'PUT', `${demoId}/users/${owner.userId}/role/`, { role_id: owners.role_id })).statusCode,
    ).toBe(200);
    const viewer = await createRole('Viewer', { company_dashboard_access: true });
    const before = await snapshot();

    const demote = await api(owner, 'PUT', `${demoId}/roles/${owners.role_id}/`, {
      name: 'Owners',
      description: '',
      flags: { ...allFlags, company_settings_access: false },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('last_company_settings_access');
    const swap = await api(owner, 'PUT', `${demoId}/users/${owner.userId}/role/`, { role_id: viewer.role_id });
    expect(swap.statusCode).toBe(409);
    expect(swap.json().code).toBe('last_company_settings_access');
    expect(await snapshot()).toEqual(before);

    // Deleting the role keeps the owner's flags: they stay the company's admin.
    expect((await api(owner, 'DELETE', `${demoId}/roles/${owners.role_id}/`)).statusCode).toBe(200);
    expect((await person(owner.userId))!.flags.company_settings_access).toBe(true);
  });

  it('given someone only invited with settings access, then they do not count: the owner still cannot drop their own', async () => {
    const invited = await api(owner, 'POST', `${demoId}/users/`, {
      email: 'invited.admin@example.com',
      first_name: 'Ida',
      last_name: 'Invited',
      flags: allFlags,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data.status).toBe('invited');
    const drop = await api(owner, 'PUT', `${demoId}/users/${owner.userId}/flags/`, {
      flags: { ...allFlags, company_settings_access: false },
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().code).toBe('last_company_settings_access');
  });

  it('given the last admin, then a provider admin cannot remove or deactivate them; nobody removes themself; someone else can be removed and leaves the list', async () => {
    const before = await snapshot();
    const removeOwner = await api(admin, 'DELETE', `${demoId}/users/${owner.userId}/`);
    expect(removeOwner.statusCode).toBe(409);
    expect(removeOwner.json().code).toBe('last_company_settings_access');
    expect((await api(admin, 'POST', `${demoId}/users/${owner.userId}/deactivate/`)).statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);

    // With a second admin, the owner still cannot remove themself.
    await api(owner, 'PUT', `${demoId}/users/${recruiter.userId}/flags/`, {
      flags: { ...noFlags, company_settings_access: true },
    });
    const self = await api(owner, 'DELETE', `${demoId}/users/${owner.userId}/`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('cannot_remove_self');

    const invitedId = (await people()).find((p) => p.email === 'invited.admin@example.com')!.user_id;
    const removed = await api(owner, 'DELETE', `${demoId}/users/${invitedId}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await people()).some((p) => p.user_id === invitedId)).toBe(false);
    expect((await api(owner, 'DELETE', `${demoId}/users/${invitedId}/`)).statusCode).toBe(404);
    expect((await api(otherOwner, 'DELETE', `${demoId}/users/${recruiter.userId}/`)).statusCode).toBe(404);
  });
});
