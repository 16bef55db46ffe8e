/**
 * The provider's customers on real PGlite: creating a company with its owner's invitation, feature
 * flags, suspension that ends staff sessions on their next request and stops candidates applying,
 * and nobody but a provider admin reaching any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../contracts/customers.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let admin: S, owner: S, otherOwner: S, candidate: S;
let otherId: number;
const PASSWORD = 'Acme-owner-1';
/** The provider admin's own step-up proof, which each change to a company carries (D262). */
const proof = { password: DEMO_PASSWORD };

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  [admin, owner, otherOwner, candidate] = (await Promise.all(
    ['admin@assay.test', 'owner@demo-company.test', 'owner@other-company.test', 'candidate@assay.test'].map((e) =>
      t.signIn(e),
    ),
  )) as [S, S, S, S];
  otherId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

const api = (who: S | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/${url}`,
    ...(who ? { token: who.token } : {}),
    ...(body === undefined ? {} : { body }),
  });
const acme = {
  name: 'Acme Hiring',
  company_size: 2,
  email: 'owner@acme.test',
  first_name: 'Olga',
  last_name: 'Owner',
  feature_flags: ['PATHWAY_ACCESS'],
};
const snapshot = async () => ({
  accounts: await t.db.selectFrom('accounts').selectAll().orderBy('account_id').execute(),
  preferences: await t.db
    .selectFrom('account_preferences')
    .selectAll()
    .orderBy('account_id')
    .orderBy('keyname')
    .execute(),
  users: await t.db.selectFrom('users').select(['user_id']).orderBy('user_id').execute(),
});

describe('creating a customer', () => {
  let created: Customer;

  it('given a provider admin, then the company exists with its flags, and its owner is invited with every role flag by the staff invitation mail', async () => {
    const res = await api(admin, 'POST', 'admin/v1/customers/', { ...acme, proof });
    expect(res.statusCode, res.body).toBe(200);
    created = res.json().data;
    expect(created).toMatchObject({
      name: 'Acme Hiring',
      company_size: 2,
      suspended_at: null,
      staff_count: 1,
      owner_email: 'owner@acme.test',
      preferences: [{ keyname: 'PATHWAY_ACCESS', value: '1' }],
    });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'owner@acme.test')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ reason: 'staff_invitation', account_id: created.account_id });
    expect(mail.subject).toMatch(/invited you to Acme Hiring on Assay$/);
    const token = decodeURIComponent(/accept-invitation\?token=([^\s"&<]+)/.exec(mail.text_body)![1]!);
    const accepted = await api(undefined, 'POST', 'account/v1/invitation/accept/', {
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const acmeOwner = await t.signIn('owner@acme.test', PASSWORD);
    const me = (await api(acmeOwner, 'GET', 'auth/v1/')).json().data;
    expect(me.roles).toHaveLength(1);
    expect(me.roles[0]).toMatchObject({
      account_id: created.account_id,
      company_settings_access: true,
      smartreq_access: true,
    });
    expect((await api(acmeOwner, 'GET', `account/v1/${created.account_id}/users/`)).statusCode).toBe(200);
  });

  it('given a name already used (in any case) or an owner email already known, then 409 on that field and nothing is created', async () => {
    const before = await snapshot();
    const sameName = await api(admin, 'POST', 'admin/v1/customers/', {
      ...acme,
      name: 'acme HIRING',
      email: 'new@acme.test',
      proof,
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'company_name_taken', errors: [{ prop: 'name' }] });
    const knownEmail = await api(admin, 'POST', 'admin/v1/customers/', {
      ...acme,
      name: 'Beta Hiring',
      email: 'recruiter@demo-company.test',
      proof,
    });
    expect(knownEmail.statusCode).toBe(409);
    expect(knownEmail.json()).toMatchObject({ code: 'email_unavailable', errors: [{ prop: 'email' }] });
    const bad = await api(admin, 'POST', 'admin/v1/customers/', {
      ...acme,
      name: ' ',
      company_size: 9,
      feature_flags: ['NOPE'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { prop: string }) => e.prop)).toEqual(
      expect.arrayContaining(['name', 'company_size']),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('lists, searches and sorts the companies', async () => {
    const all = (await api(admin, 'GET', 'admin/v1/customers/?ordering=-name')).json().data;
    expect(all.count).toBeGreaterThanOrEqual(3);
    const names = all.results.map((c: Customer) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a)));
    const found = (await api(admin, 'GET', 'admin/v1/customers/?search=acme')).json().data;
    expect(found.results.map((c: Customer) => c.name)).toEqual(['Acme Hiring']);
    expect((await api(admin, 'GET', 'admin/v1/customers/?search=%25')).json().data.count).toBe(0);
    const paged = (await api(admin, 'GET', 'admin/v1/customers/?page_size=1&page=2&ordering=name')).json().data;
    expect(paged.results).toHaveLength(1);
    expect(paged.results[0].name).toBe([...names].sort()[1]);
  });

  it('given anyone but a provider admin, then every customer endpoint refuses and changes nothing', async () => {
    const before = await snapshot();
    for (const who of [owner, otherOwner, candidate]) {
      expect((await api(who, 'GET', 'admin/v1/customers/')).statusCode).toBe(403);
      expect((await api(who, 'POST', 'admin/v1/customers/', { ...acme, name: 'Sneaky', proof })).statusCode).toBe(403);
      expect((await api(who, 'POST', `admin/v1/customers/${otherId}/suspend/`)).statusCode).toBe(403);
      expect(
        (await api(who, 'PUT', `account/v1/${otherId}/account-preferences/EEOC_DASHBOARD/`, { value: '1' })).statusCode,
      ).toBe(403);
    }
    expect((await api(undefined, 'GET', 'admin/v1/customers/')).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('feature flags', () => {
  it('given PUT and DELETE by keyname, then the company sees the flag on, then off, and each change is in the audit trail', async () => {
    const on = await api(admin, 'PUT', `account/v1/${otherId}/account-preferences/EEOC_DASHBOARD/`, {
      value: '1',
      proof,
    });
    expect(on.statusCode, on.body).toBe(200);
    const seen = (await api(otherOwner, 'GET', `account/v1/${otherId}/`)).json().data.preferences;
    expect(seen).toContainEqual({ keyname: 'EEOC_DASHBOARD', value: '1' });
    const off = await api(admin, 'DELETE', `account/v1/${otherId}/account-preferences/EEOC_DASHBOARD/`, { proof });
    expect(off.json().data.preferences).not.toContainEqual(expect.objectContaining({ keyname: 'EEOC_DASHBOARD' }));
    expect(
      (await api(admin, 'PUT', `account/v1/${otherId}/account-preferences/lower-case/`, { value: '1' })).statusCode,
    ).toBe(400);
    expect(
      (await api(admin, 'PUT', `account/v1/999999/account-preferences/EEOC_DASHBOARD/`, { value: '1', proof }))
        .statusCode,
    ).toBe(404);
    const trail = (await api(admin, 'GET', `admin/v1/audit-events/?account_id=${otherId}`)).json().data.results;
    expect(trail.slice(0, 2).map((e: { event: string }) => e.event)).toEqual([
      'account_preference_removed',
      'account_preference_set',
    ]);
    expect(trail[0]).toMatchObject({
      actor_email: 'admin@assay.test',
      account_name: 'Other Company',
      details: { keyname: 'EEOC_DASHBOARD', before: '1', value: null },
    });
  });
});

describe('suspension', () => {
  it("given Other Company suspended, then its owner's open session stops on the next request, sign-in is refused with a clear code; reinstating restores it, and Demo Company is untouched", async () => {
    const session = await t.signIn('owner@other-company.test');
    expect((await api(session, 'GET', 'auth/v1/')).statusCode).toBe(200);
    const suspended = await api(admin, 'POST', `admin/v1/customers/${otherId}/suspend/`, { proof });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data.suspended_at).not.toBeNull();
    expect((await api(session, 'GET', 'auth/v1/')).statusCode).toBe(401);
    expect((await api(session, 'GET', `account/v1/${otherId}/users/`)).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/v1/token-refresh/', body: { refresh: session.refresh } }))
        .statusCode,
    ).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/',
      body: { email: 'owner@other-company.test', password: 'Assay-demo-1' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('company_suspended');
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/',
      body: { email: 'owner@other-company.test', password: 'Wrong-pass-1' },
    });
    expect(wrong.statusCode).toBe(401);

    // Demo Company's staff and candidates are untouched.
    expect((await api(owner, 'GET', 'auth/v1/')).statusCode).toBe(200);
    expect(
      (
        await api(candidate, 'POST', `user/v1/progress-tracker/user/${candidate.userId}/`, {
          job_uuid: DEMO_JOBS.pathway,
        })
      ).statusCode,
    ).not.toBe(409);

    expect(
      (await api(admin, 'POST', `admin/v1/customers/${otherId}/reinstate/`, { proof })).json().data.suspended_at,
    ).toBeNull();
    expect((await t.signIn('owner@other-company.test')).token).toBeTruthy();
  });

  it('given Demo Company suspended, then a candidate applying to its open requisition is told so (409 company_suspended) and keeps their own session', async () => {
    const demoId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '=', 'Demo Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    await api(admin, 'POST', `admin/v1/customers/${demoId}/suspend/`, { proof });
    const apply = await api(candidate, 'POST', `user/v1/progress-tracker/user/${candidate.userId}/`, {
      job_uuid: DEMO_JOBS.openRequisition,
    });
    expect(apply.statusCode).toBe(409);
    expect(apply.json().code).toBe('company_suspended');
    expect((await api(candidate, 'GET', 'auth/v1/')).statusCode).toBe(200);
    await api(admin, 'POST', `admin/v1/customers/${demoId}/reinstate/`, { proof });
    const reopened = await api(candidate, 'POST', `user/v1/progress-tracker/user/${candidate.userId}/`, {
      job_uuid: DEMO_JOBS.openRequisition,
    });
    expect(reopened.json().code).not.toBe('company_suspended');
  });
});
