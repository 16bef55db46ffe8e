/**
 * Company-wide sign-in settings and a provider admin's changes to a company carry a step-up proof
 * (issue 63 item 2, D262), on the real server and database: a company's single sign-on and its
 * second-factor requirement decide how all its staff sign in, and a provider admin's suspension
 * or preference changes act on a whole company, so a bearer token alone changes none of them. The
 * refusal says why in the request's language; the proof's method is in the change's audit entry,
 * and each attempt is in the company's own log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let admin: S, owner: S, otherOwner: S;
let demoId: number, otherId: number;
let ip = 0;
const nextIp = () => `10.83.${Math.floor(++ip / 250)}.${ip % 250}`;

const companyId = async (name: string) =>
  (await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow())
    .account_id;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  admin = await t.signIn('admin@assay.test');
  owner = await t.signIn('owner@demo-company.test');
  otherOwner = await t.signIn('owner@other-company.test');
  demoId = await companyId('Demo Company');
  otherId = await companyId('Other Company');
});
afterAll(() => t.close());

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
