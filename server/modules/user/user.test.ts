import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, candidate: S, otherOwner: S, admin: S;

beforeAll(async () => {
  t = await startTestApp();
  const sessions = await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'candidate@assay.test',
      'owner@other-company.test',
      'admin@assay.test',
    ].map((email) => t.signIn(email)),
  );
  [owner, recruiter, interviewer, candidate, otherOwner, admin] = sessions as [S, S, S, S, S, S];
});
afterAll(async () => t.close());

const getUser = (who: S, id: number) => t.request({ method: 'GET', url: `/api/user/v1/${id}/`, token: who.token });
const patchUser = (who: S, id: number, body: unknown) =>
  t.request({ method: 'PATCH', url: `/api/user/v1/${id}/`, token: who.token, body });

describe('reading users', () => {
  it('given a candidate, when reading themselves, then they get their record', async () => {
    const res = await getUser(candidate, candidate.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('candidate@assay.test');
  });

  it('given a candidate, when reading another user, then 404 and no data', async () => {
    const res = await getUser(candidate, owner.userId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('owner@demo-company.test');
  });

  it('given a company user, when reading a colleague, then they see them; another company’s user is 404', async () => {
    expect((await getUser(recruiter, owner.userId)).statusCode).toBe(200);
    const res = await getUser(otherOwner, owner.userId);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Olivia');
  });

  it('given a provider admin, when reading anyone, then they see them', async () => {
    expect((await getUser(admin, otherOwner.userId)).statusCode).toBe(200);
  });

  it('given no token, then 401', async () => {
    expect((await t.request({ method: 'GET', url: `/api/user/v1/${owner.userId}/` })).statusCode).toBe(401);
  });
});

describe('updating users', () => {
  it('given a candidate, when they change their own name and language, then it is saved', async () => {
    const res = await patchUser(candidate, candidate.userId, { first_name: 'Cami', preferred_language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Cami', preferred_language: 'fr' });
  });

  it('given user A, when patching user B, then 404 and B is unchanged', async () => {
    const res = await patchUser(candidate, recruiter.userId, { first_name: 'Hacked' });
    expect(res.statusCode).toBe(404);
    const b = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('user_id', '=', recruiter.userId)
      .executeTakeFirstOrThrow();
    expect(b.first_name).toBe('Rafael');
  });

  it("given another company's owner, when patching a Demo Company user, then 404 and nothing changes", async () => {
    const res = await patchUser(otherOwner, recruiter.userId, { first_name: 'Hacked' });
    expect(res.statusCode).toBe(404);
    const b = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('user_id', '=', recruiter.userId)
      .executeTakeFirstOrThrow();
    expect(b.first_name).toBe('Rafael');
  });

  it('given a recruiter without settings access, when patching a colleague, then 404; the owner may', async () => {
    expect((await patchUser(recruiter, interviewer.userId, { first_name: 'Nope' })).statusCode).toBe(404);
    const res = await patchUser(owner, interviewer.userId, { first_name: 'Inès' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.first_name).toBe('Inès');
    const audit = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('event', '=', 'user_updated')
      .where('subject_user_id', '=', interviewer.userId)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('given a one-letter name, then 400 names the field and nothing changes', async () => {
    const res = await patchUser(candidate, candidate.userId, { last_name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].prop).toContain('last_name');
  });

  it('given unknown fields such as is_jf_admin, then they are ignored', async () => {
    await patchUser(candidate, candidate.userId, { is_jf_admin: true });
    const me = await getUser(candidate, candidate.userId);
    expect(me.json().data.is_jf_admin).toBe(false);
  });
});

describe('email check', () => {
  it('given company staff, when checking a known email, then they get the name; unknown gives the spec text', async () => {
    const known = await t.request({
      method: 'GET',
      url: '/api/user/v1/check-user-email/interviewer%40demo-company.test/',
      token: recruiter.token,
    });
    expect(known.statusCode).toBe(200);
    expect(known.json().data).toMatchObject({ exists: true });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/user/v1/check-user-email/nobody%40assay.test/',
      token: recruiter.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^The email address is not linked to an existing user/);
    const v2 = await t.request({
      method: 'GET',
      url: '/api/user/v2/check-user-email/nobody%40assay.test/',
      token: recruiter.token,
    });
    expect(v2.json().data).toEqual({ exists: false });
  });

  it("given staff of one company, then only their own company's people are found: a candidate or another company's staff answers as unknown, in v1 and v2", async () => {
    const check = (version: 'v1' | 'v2', email: string) =>
      t.request({
        method: 'GET',
        url: `/api/user/${version}/check-user-email/${encodeURIComponent(email)}/`,
        token: recruiter.token,
      });
    const colleague = await check('v1', 'interviewer@demo-company.test');
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json().data).toMatchObject({ exists: true, first_name: expect.any(String) });
    for (const stranger of ['candidate@assay.test', 'owner@other-company.test']) {
      const v1 = await check('v1', stranger);
      expect(v1.statusCode, stranger).toBe(404);
      const unknown = (await check('v1', 'nobody@assay.test')).json();
      expect({ code: v1.json().code, message: v1.json().message }).toEqual({
        code: unknown.code,
        message: unknown.message,
      });
      expect((await check('v2', stranger)).json().data).toEqual({ exists: false });
    }
  });

  it('given a candidate, when checking an email, then 403', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/user/v2/check-user-email/owner%40demo-company.test/',
      token: candidate.token,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('company details', () => {
  it('given Demo Company staff, then they read its preferences; another company gets 404; a candidate 403', async () => {
    const accountId = (await getUser(owner, owner.userId)).json().data.roles[0].account_id;
    const res = await t.request({ method: 'GET', url: `/api/account/v1/${accountId}/`, token: interviewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Demo Company');
    expect(res.json().data.preferences).toEqual(
      expect.arrayContaining([
        { keyname: 'PATHWAY_ACCESS', value: '1' },
        { keyname: 'EEOC_DASHBOARD', value: '1' },
      ]),
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/account/v1/${accountId}/`, token: otherOwner.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/account/v1/${accountId}/`, token: candidate.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/account/v1/${accountId}/`, token: admin.token })).statusCode,
    ).toBe(200);
  });
});

describe('the signed-in user and suspended companies (D327)', () => {
  const me = (who: S) => t.request({ method: 'GET', url: '/api/auth/v1/', token: who.token });
  const suspend = (accountId: number, at: Date | null) =>
    t.db.updateTable('accounts').set({ suspended_at: at }).where('account_id', '=', accountId).execute();

  it('given staff with roles in two companies, then a suspended one drops out of their roles, and with both suspended they have no session; the provider admin keeps theirs', async () => {
    const demo = (await me(owner)).json().data.roles[0].account_id as number;
    const other = (await me(otherOwner)).json().data.roles[0].account_id as number;
    const otherRole = await t.db
      .selectFrom('roles')
      .select('role_id')
      .where('account_id', '=', other)
      .orderBy('role_id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: recruiter.userId, role_id: otherRole.role_id }).execute();
    try {
      const both = (await me(recruiter)).json().data.roles.map((r: { account_id: number }) => r.account_id);
      expect(both).toEqual([demo, other].sort((a, b) => a - b));

      await suspend(other, new Date());
      const res = await me(recruiter);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.roles.map((r: { account_id: number }) => r.account_id)).toEqual([demo]);
      expect(res.json().data.roles[0]).not.toHaveProperty('suspended');

      await suspend(demo, new Date());
      expect((await me(recruiter)).statusCode).toBe(401);
      const adminMe = await me(admin);
      expect(adminMe.statusCode, adminMe.body).toBe(200);
    } finally {
      await suspend(demo, null);
      await suspend(other, null);
      await t.db
        .deleteFrom('user_roles')
        .where('user_id', '=', recruiter.userId)
        .where('role_id', '=', otherRole.role_id)
        .execute();
    }
    expect((await me(recruiter)).statusCode).toBe(200);
  });
});
