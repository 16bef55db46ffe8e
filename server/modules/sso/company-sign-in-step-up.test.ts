/**
 * Company-wide sign-in settings and a provider admin's changes to a company carry a step-up proof
 * (D262, D283), on the real server and database: a company's single sign-on and its
 * second-factor requirement decide how all its staff sign in ("Check again" on a domain too: a
 * verified one starts counting), and a provider admin's new company, suspension or preference
 * changes act on a whole company, so a bearer token alone changes none of them. The
 * refusal says why in the request's language; the proof's method is in the change's audit entry,
 * and each attempt is in the company's own log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { startDnsTestServer, type DnsTestServer } from '../../test/dns-test-server.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dns: DnsTestServer;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let admin: S, owner: S, otherOwner: S;
let demoId: number, otherId: number;
let ip = 0;
const nextIp = () => `10.83.${Math.floor(++ip / 250)}.${ip % 250}`;

const companyId = async (name: string) =>
  (await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow())
    .account_id;

beforeAll(async () => {
  dns = await startDnsTestServer();
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test', DNS_SERVERS: dns.address });
  admin = await t.signIn('admin@assay.test');
  owner = await t.signIn('owner@demo-company.test');
  otherOwner = await t.signIn('owner@other-company.test');
  demoId = await companyId('Demo Company');
  otherId = await companyId('Other Company');
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const send = (who: S, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, language = 'en') =>
  t.request({
    method,
    url: `/api${url}`,
    token: who.token,
    ip: nextIp(),
    headers: { 'accept-language': language },
    ...(body === undefined ? {} : { body }),
  });

async function entries(accountId: number, actorId: number, since: number) {
  return t.db
    .selectFrom('audit_events')
    .select(['event', 'details'])
    .where('account_id', '=', accountId)
    .where('actor_user_id', '=', actorId)
    .where('audit_event_id', '>', since)
    .orderBy('audit_event_id')
    .execute();
}
const lastEntryId = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.max('audit_event_id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

const ssoOff = { enabled: false, issuer: '', client_id: '', domains: [], password_allowed: true };

describe("a company's single sign-on settings", () => {
  it('given the owner sends only the token, then nothing changes and the refusal says why in her language; with a wrong password it is refused again; with her password it is saved, and each step is in the company log', async () => {
    const since = await lastEntryId();
    const before = await t.db.selectFrom('company_sso').selectAll().where('account_id', '=', demoId).execute();
    const url = `/account/v1/${demoId}/sso/`;

    const bare = await send(owner, 'PUT', url, ssoOff, 'es');
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 'step_up_required',
      message:
        'Primero confirma que eres tú: envía con esta solicitud tu contraseña, un código de tu app de autenticación o una llave de acceso.',
    });
    const wrong = await send(owner, 'PUT', url, { ...ssoOff, proof: { password: 'Not-her-password-1' } }, 'fr');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'step_up_invalid',
      message: 'Cela n’a pas confirmé que c’est bien vous. Vérifiez et réessayez.',
    });
    expect(await t.db.selectFrom('company_sso').selectAll().where('account_id', '=', demoId).execute()).toEqual(before);

    const saved = await send(owner, 'PUT', url, { ...ssoOff, proof: { password: DEMO_PASSWORD } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ enabled: false, domains: [] });
    expect((await entries(demoId, owner.userId, since)).map((e) => [e.event, e.details])).toEqual([
      ['step_up_missing', { action: 'sso_settings' }],
      ['step_up_failed', { action: 'sso_settings', method: 'password' }],
      ['step_up_passed', { action: 'sso_settings', method: 'password' }],
      ['sso_settings_changed', { enabled: false, domains: [], password_allowed: true, step_up: 'password' }],
    ]);
  });

  it('given another company names a domain someone verified, with only the token, then it learns nothing: the step-up is asked before the domain is judged taken', async () => {
    await send(owner, 'PUT', `/account/v1/${demoId}/sso/`, {
      ...ssoOff,
      enabled: true,
      issuer: 'https://idp.demo-company.test',
      client_id: 'assay',
      domains: ['taken-here.test'],
      proof: { password: DEMO_PASSWORD },
    });
    await t.db
      .updateTable('company_sso_domains')
      .set({ verified_at: new Date() })
      .where('account_id', '=', demoId)
      .where('domain', '=', 'taken-here.test')
      .execute();
    const claim = {
      enabled: true,
      issuer: 'https://idp.evil.test',
      client_id: 'evil',
      domains: ['taken-here.test'],
      password_allowed: false,
    };
    const bare = await send(otherOwner, 'PUT', `/account/v1/${otherId}/sso/`, claim);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('step_up_required');
    const proved = await send(otherOwner, 'PUT', `/account/v1/${otherId}/sso/`, {
      ...claim,
      proof: { password: DEMO_PASSWORD },
    });
    expect(proved.statusCode).toBe(409);
    expect(proved.json().code).toBe('sso_domain_taken');
    await send(owner, 'PUT', `/account/v1/${demoId}/sso/`, { ...ssoOff, proof: { password: DEMO_PASSWORD } });
  });
});

describe("a company's second-factor requirement", () => {
  it('given only the token, then the requirement stays as it was; with the password it is set, audited with the proof, and set back', async () => {
    const since = await lastEntryId();
    const url = `/account/v1/${demoId}/second-factor-policy/`;
    const bare = await send(owner, 'PUT', url, { require_second_factor: true });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('step_up_required');
    const read = async () =>
      (await t.request({ method: 'GET', url: `/api${url}`, token: owner.token })).json().data.require_second_factor;
    expect(await read()).toBe(false);

    const set = await send(owner, 'PUT', url, { require_second_factor: true, proof: { password: DEMO_PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);
    expect(await read()).toBe(true);
    const back = await send(owner, 'PUT', url, { require_second_factor: false, proof: { password: DEMO_PASSWORD } });
    expect(back.statusCode).toBe(200);
    expect((await entries(demoId, owner.userId, since)).map((e) => [e.event, e.details])).toEqual([
      ['step_up_missing', { action: 'second_factor_policy' }],
      ['step_up_passed', { action: 'second_factor_policy', method: 'password' }],
      ['second_factor_policy_changed', { require_second_factor: true, step_up: 'password' }],
      ['step_up_passed', { action: 'second_factor_policy', method: 'password' }],
      ['second_factor_policy_changed', { require_second_factor: false, step_up: 'password' }],
    ]);
  });
});

describe("a provider admin's changes to a company", () => {
  it('given only the admin token, then no company is suspended or reinstated and no preference changes; with the admin password each works and is audited with the proof', async () => {
    const since = await lastEntryId();
    const company = () =>
      t.db.selectFrom('accounts').select('suspended_at').where('account_id', '=', otherId).executeTakeFirstOrThrow();
    const preference = () =>
      t.db
        .selectFrom('account_preferences')
        .select('value')
        .where('account_id', '=', otherId)
        .where('keyname', '=', 'EEOC_DASHBOARD')
        .executeTakeFirst();
    const prefUrl = `/account/v1/${otherId}/account-preferences/EEOC_DASHBOARD/`;
    for (const [method, url, body] of [
      ['POST', `/admin/v1/customers/${otherId}/suspend/`, undefined],
      ['POST', `/admin/v1/customers/${otherId}/reinstate/`, {}],
      ['PUT', prefUrl, { value: '1' }],
      ['DELETE', prefUrl, undefined],
    ] as const) {
      const bare = await send(admin, method, url, body);
      expect(bare.statusCode, `${method} ${url}`).toBe(403);
      expect(bare.json().code).toBe('step_up_required');
    }
    expect((await company()).suspended_at).toBeNull();
    expect(await preference()).toBeUndefined();

    const proof = { password: DEMO_PASSWORD };
    const suspended = await send(admin, 'POST', `/admin/v1/customers/${otherId}/suspend/`, { proof });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await company()).suspended_at).not.toBeNull();
    expect((await send(admin, 'POST', `/admin/v1/customers/${otherId}/reinstate/`, { proof })).statusCode).toBe(200);
    expect((await send(admin, 'PUT', prefUrl, { value: '1', proof })).statusCode).toBe(200);
    expect((await preference())?.value).toBe('1');
    expect((await send(admin, 'DELETE', prefUrl, { proof })).statusCode).toBe(200);
    expect(await preference()).toBeUndefined();

    const trail = (await entries(otherId, admin.userId, since)).filter((e) => !e.event.startsWith('step_up_'));
    expect(trail.map((e) => [e.event, (e.details as { step_up?: string }).step_up])).toEqual([
      ['customer_suspended', 'password'],
      ['customer_reinstated', 'password'],
      ['account_preference_set', 'password'],
      ['account_preference_removed', 'password'],
    ]);
    const attempts = (await entries(otherId, admin.userId, since)).filter((e) => e.event === 'step_up_missing');
    expect(attempts.map((e) => (e.details as { action: string }).action)).toEqual([
      'company_suspension',
      'company_suspension',
      'company_preference',
      'company_preference',
    ]);
  });
});

describe('"Check again" on a single sign-on domain', () => {
  const domain = 'check-here.test';
  const claim = () =>
    t.db
      .selectFrom('company_sso_domains')
      .select(['verified_at', 'checked_at', 'check_problem'])
      .where('account_id', '=', demoId)
      .where('domain', '=', domain)
      .executeTakeFirstOrThrow();
  const discovery = async () =>
    (
      await t.request({ method: 'POST', url: '/api/auth/v1/sso-discovery/', body: { email: `someone@${domain}` } })
    ).json().data.sso;

  it("given the record is published, when the owner checks with only the token or a wrong password, then nothing is looked up or verified; another company's owner with her own password gets 404; with the owner's password the domain is verified and single sign-on covers it", async () => {
    const saved = await send(owner, 'PUT', `/account/v1/${demoId}/sso/`, {
      enabled: true,
      issuer: 'https://idp.demo-company.test',
      client_id: 'assay',
      domains: [domain],
      password_allowed: true,
      proof: { password: DEMO_PASSWORD },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const record = (saved.json().data.domain_checks as { domain: string; record_value: string }[]).find(
      (d) => d.domain === domain,
    )!.record_value;
    dns.txt.set(domain, [record]);
    const since = await lastEntryId();
    const before = await claim();
    expect(before.verified_at).toBeNull();
    const url = `/account/v1/${demoId}/sso/domains/${domain}/check/`;

    const bare = await send(owner, 'POST', url, {}, 'es');
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 'step_up_required',
      message:
        'Primero confirma que eres tú: envía con esta solicitud tu contraseña, un código de tu app de autenticación o una llave de acceso.',
    });
    const empty = await send(owner, 'POST', url);
    expect(empty.statusCode).toBe(403);
    expect(empty.json().code).toBe('step_up_required');
    const wrong = await send(owner, 'POST', url, { proof: { password: 'Not-her-password-1' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('step_up_invalid');
    // Signed in again: the provider admin's suspension above ended her earlier session.
    otherOwner = await t.signIn('owner@other-company.test');
    const stranger = await send(otherOwner, 'POST', url, { proof: { password: DEMO_PASSWORD } });
    expect(stranger.statusCode).toBe(404);
    expect(await claim()).toEqual(before);
    expect(await discovery()).toBe(false);

    const checked = await send(owner, 'POST', url, { proof: { password: DEMO_PASSWORD } });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.domain_checks).toContainEqual(expect.objectContaining({ domain, verified: true }));
    expect((await claim()).verified_at).not.toBeNull();
    expect(await discovery()).toBe(true);
    expect((await entries(demoId, owner.userId, since)).map((e) => [e.event, e.details])).toEqual([
      ['step_up_missing', { action: 'sso_domain_check' }],
      ['step_up_missing', { action: 'sso_domain_check' }],
      ['step_up_failed', { action: 'sso_domain_check', method: 'password' }],
      ['step_up_passed', { action: 'sso_domain_check', method: 'password' }],
      ['sso_domain_verified', { domain, step_up: 'password' }],
    ]);
    await send(owner, 'PUT', `/account/v1/${demoId}/sso/`, { ...ssoOff, proof: { password: DEMO_PASSWORD } });
  });
});

describe("a provider admin's new company", () => {
  const body = (name: string) => ({
    name,
    company_size: 1,
    email: `owner@${name.toLowerCase().replace(/\W+/g, '-')}.test`,
    first_name: 'Nova',
    last_name: 'Owner',
    feature_flags: ['EEOC_DASHBOARD'],
  });
  const world = async () => ({
    accounts: (await t.db.selectFrom('accounts').select('account_id').orderBy('account_id').execute()).length,
    users: (await t.db.selectFrom('users').select('user_id').execute()).length,
    mails: (await t.db.selectFrom('mail_outbox').select('mail_id').execute()).length,
  });
  const attempts = async (since: number, actorId: number) =>
    (
      await t.db
        .selectFrom('audit_events')
        .select(['event', 'details', 'account_id'])
        .where('actor_user_id', '=', actorId)
        .where('audit_event_id', '>', since)
        .where('event', 'like', 'step_up_%')
        .orderBy('audit_event_id')
        .execute()
    ).map((e) => [e.event, e.details, e.account_id]);

  it("given only the admin token or a wrong password, then no company, owner or invitation exists and a taken name is not told; a company's owner with her own password is refused; with the admin's password the company is created and audited with the proof", async () => {
    const since = await lastEntryId();
    const before = await world();
    const bare = await send(admin, 'POST', '/admin/v1/customers/', body('Nova Hiring'), 'fr');
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json().code).toBe('step_up_required');
    // A name already used answers the same: the bare token learns nothing about other companies.
    const taken = await send(admin, 'POST', '/admin/v1/customers/', body('Other Company'));
    expect(taken.statusCode).toBe(403);
    expect(taken.json().code).toBe('step_up_required');
    const wrong = await send(admin, 'POST', '/admin/v1/customers/', {
      ...body('Nova Hiring'),
      proof: { password: 'Not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('step_up_invalid');
    const companyOwner = await send(otherOwner, 'POST', '/admin/v1/customers/', {
      ...body('Nova Hiring'),
      proof: { password: DEMO_PASSWORD },
    });
    expect(companyOwner.statusCode).toBe(403);
    expect(await world()).toEqual(before);

    const created = await send(admin, 'POST', '/admin/v1/customers/', {
      ...body('Nova Hiring'),
      proof: { password: DEMO_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(200);
    const accountId = created.json().data.account_id as number;
    expect(created.json().data).toMatchObject({ name: 'Nova Hiring', owner_email: 'owner@nova-hiring.test' });
    expect(await attempts(since, admin.userId)).toEqual([
      ['step_up_missing', { action: 'company_creation' }, null],
      ['step_up_missing', { action: 'company_creation' }, null],
      ['step_up_failed', { action: 'company_creation', method: 'password' }, null],
      ['step_up_passed', { action: 'company_creation', method: 'password' }, null],
    ]);
    expect((await entries(accountId, admin.userId, since)).map((e) => [e.event, e.details])).toEqual([
      ['staff_invited', {}],
      ['customer_created', { name: 'Nova Hiring', feature_flags: ['EEOC_DASHBOARD'], step_up: 'password' }],
    ]);
    expect(await attempts(since, otherOwner.userId)).toEqual([]);
  });
});
