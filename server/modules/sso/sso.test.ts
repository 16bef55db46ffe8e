/**
 * Single sign-on against a real OpenID Connect provider run in this process (oidc-provider):
 * settings and who may change them, discovery, signing in an existing and a new staff member, and
 * every refusal (wrong audience, expiry, replay, unverified email, uncovered domain, a provider
 * that is down, one company's provider never signing anyone in to another company). Companies
 * prove their domains through a DNS server on loopback (D261; the proof itself: sso-domains.test.ts).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startOidcProvider, type OidcTestProvider } from '../../test/oidc-test-provider.ts';
import { proveSsoDomains, startDnsTestServer, type DnsTestServer } from '../../test/dns-test-server.ts';
import { signUp } from '../../test/sign-up.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';

let t: TestApp;
let idp: OidcTestProvider;
let dns: DnsTestServer;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S;
let demoId: number, otherId: number;

const CALLBACK = 'http://127.0.0.1:3000/okta/callback';
const DEMO_CLIENT = 'assay-demo';
const OTHER_CLIENT = 'assay-other';

beforeAll(async () => {
  idp = await startOidcProvider({
    clients: [
      { client_id: DEMO_CLIENT, redirect_uris: [CALLBACK] },
      { client_id: OTHER_CLIENT, redirect_uris: [CALLBACK] },
    ],
    accounts: {
      'unverified@demo-sso.test': { email_verified: false },
      'new.hire@demo-sso.test': { given_name: 'Nora', family_name: 'Hire' },
    },
  });
  dns = await startDnsTestServer();
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DNS_SERVERS: dns.address });
  [owner, recruiter, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => {
  await t.close();
  await idp.close();
  await dns.close();
});

const saveSettings = (token: string, accountId: number, body: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/${accountId}/sso/`,
    token,
    body: {
      enabled: true,
      issuer: '',
      client_id: '',
      domains: [],
      password_allowed: true,
      proof: { password: DEMO_PASSWORD },
      ...body,
    },
  });
const nonce = async () =>
  (await t.request({ method: 'POST', url: '/api/auth/v1/sso-nonce/', body: {} })).json().data.nonce as string;
const loginSso = (idToken: string) =>
  t.request({ method: 'POST', url: '/api/auth/v1/login-sso/', body: { id_token: idToken } });
const flow = async (login: string, clientId = DEMO_CLIENT, withNonce?: string) =>
  idp.codeFlow({ login, clientId, redirectUri: CALLBACK, nonce: withNonce ?? (await nonce()) });
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('single sign-on settings', () => {
  it('given the demo seed, when the owner reads the settings, then single sign-on is off, password sign-in allowed, and its one domain verified', async () => {
    const res = await t.request({ method: 'GET', url: `/api/account/v1/${demoId}/sso/`, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      enabled: false,
      issuer: '',
      domains: ['sso-demo.test'],
      domain_checks: [{ domain: 'sso-demo.test', verified: true }],
      password_allowed: true,
      default_issuer: null,
    });
  });

  it('given the owner, when they name the provider and the domains, then they are kept (lower case, one per domain)', async () => {
    const res = await saveSettings(owner.token, demoId, {
      issuer: idp.issuer,
      client_id: DEMO_CLIENT,
      domains: ['Demo-Company.test', '@demo-sso.test'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      enabled: true,
      issuer: idp.issuer,
      client_id: DEMO_CLIENT,
      domains: ['demo-company.test', 'demo-sso.test'],
    });
    const proved = await proveSsoDomains(t, dns, owner.token, demoId, ['demo-company.test', 'demo-sso.test']);
    expect(proved.json().data.domain_checks.map((d: { verified: boolean }) => d.verified)).toEqual([true, true]);
  });

  it("given a provider in use, then the browser may reach it (the page's Content-Security-Policy names its origin)", async () => {
    const csp = String(
      (await t.request({ method: 'GET', url: '/api/health/live' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${idp.issuer}`));
    expect(csp).toMatch(new RegExp(`frame-src 'self' ${idp.issuer}`));
  });

  it('given a recruiter without settings access, or another company, when they save, then 403 and 404', async () => {
    expect(
      (await saveSettings(recruiter.token, demoId, { domains: ['x.test'], issuer: idp.issuer, client_id: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await saveSettings(otherOwner.token, demoId, { domains: ['x.test'], issuer: idp.issuer, client_id: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/account/v1/${demoId}/sso/`, token: otherOwner.token })).statusCode,
    ).toBe(404);
  });

  it('given a bad issuer, a bad domain or an issuer without client id, when saving, then 400 names the field and nothing changes', async () => {
    const bad = await saveSettings(owner.token, demoId, {
      issuer: 'ftp://idp.test',
      client_id: 'x',
      domains: ['not a domain'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { prop: string }) => e.prop)
        .sort(),
    ).toEqual(['domains', 'issuer']);
    const half = await saveSettings(owner.token, demoId, {
      issuer: idp.issuer,
      client_id: '',
      domains: ['demo-sso.test'],
    });
    expect(half.statusCode).toBe(400);
    const now = await t.request({ method: 'GET', url: `/api/account/v1/${demoId}/sso/`, token: owner.token });
    expect(now.json().data).toMatchObject({ client_id: DEMO_CLIENT, domains: ['demo-company.test', 'demo-sso.test'] });
  });

  it("given Demo Company verified demo-sso.test, when Other Company claims it, then 409 and Other Company's settings stay empty", async () => {
    const res = await saveSettings(otherOwner.token, otherId, {
      issuer: idp.issuer,
      client_id: OTHER_CLIENT,
      domains: ['other-company.test', 'demo-sso.test'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'sso_domain_taken', errors: [{ prop: 'domains.1' }] });
    const other = await t.request({ method: 'GET', url: `/api/account/v1/${otherId}/sso/`, token: otherOwner.token });
    expect(other.json().data.domains).toEqual([]);
  });
});

describe('discovery', () => {
  it('given a covered domain, then the provider to use; given another, then no single sign-on', async () => {
    const covered = await t.request({
      method: 'POST',
      url: '/api/auth/v1/sso-discovery/',
      body: { email: 'Someone@Demo-SSO.test' },
    });
    expect(covered.json().data).toEqual({
      sso: true,
      issuer: idp.issuer,
      client_id: DEMO_CLIENT,
      password_allowed: true,
    });
    const plain = await t.request({
      method: 'POST',
      url: '/api/auth/v1/sso-discovery/',
      body: { email: 'someone@elsewhere.test' },
    });
    expect(plain.json().data).toEqual({ sso: false, issuer: null, client_id: null, password_allowed: true });
  });
});

describe('signing in with an ID token', () => {
  it('given an existing staff member, when the provider signs them in, then our session for that same user with their roles', async () => {
    const { idToken } = await flow('recruiter@demo-company.test');
    const res = await loginSso(idToken);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.access_token).toMatch(/^ey/);
    expect(data.user).toMatchObject({ user_id: recruiter.userId, email: 'recruiter@demo-company.test' });
    expect(data.user.roles[0]).toMatchObject({ account_id: demoId, smartreq_access: true });
    expect(String(res.headers['set-cookie'])).toContain('assay_refresh=');
    const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: data.access_token });
    expect(me.json().data.user_id).toBe(recruiter.userId);
  });

  it('given someone new in a covered domain, when they sign in, then they become staff of that company with no permissions', async () => {
    const { idToken } = await flow('new.hire@demo-sso.test');
    const res = await loginSso(idToken);
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({ email: 'new.hire@demo-sso.test', first_name: 'Nora', last_name: 'Hire' });
    expect(user.roles).toHaveLength(1);
    expect(user.roles[0]).toMatchObject({
      account_id: demoId,
      company_settings_access: false,
      smartreq_access: false,
      full_access: false,
    });
    const again = await loginSso((await flow('new.hire@demo-sso.test')).idToken);
    expect(again.json().data.user.user_id).toBe(user.user_id);
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('subject_user_id', '=', user.user_id)
      .execute();
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['staff_provisioned_by_sso', 'sign_in_sso']));
  });

  it('given a token the provider issued to another client, then 401 and nobody signed in', async () => {
    const { idToken } = await flow('recruiter@demo-company.test', OTHER_CLIENT);
    const res = await loginSso(idToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'sso_invalid_token',
      message:
        'An error occurred while trying to authenticate with SSO. Please contact your admin or log out and try again.',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("given an expired token signed with the provider's key, then 401; the same token unexpired passes", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: idp.issuer,
      aud: DEMO_CLIENT,
      sub: 'recruiter@demo-company.test',
      email: 'recruiter@demo-company.test',
      email_verified: true,
    };
    const expired = await idp.signIdToken({ ...claims, nonce: await nonce(), iat: now - 7200, exp: now - 3600 });
    expect((await loginSso(expired)).statusCode).toBe(401);
    const fresh = await idp.signIdToken({ ...claims, nonce: await nonce(), iat: now, exp: now + 300 });
    expect((await loginSso(fresh)).statusCode).toBe(200);
  });

  it('given a token already used, when it is sent again, then 401 replayed; the provider refuses its code twice', async () => {
    const { idToken, redeem } = await flow('recruiter@demo-company.test');
    expect((await loginSso(idToken)).statusCode).toBe(200);
    const replay = await loginSso(idToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('sso_token_replayed');
    const secondRedeem = await redeem();
    expect(secondRedeem.status).toBe(400);
    expect(((await secondRedeem.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('given a nonce this server never handed out, then 401', async () => {
    const { idToken } = await flow('recruiter@demo-company.test', DEMO_CLIENT, 'made-up-nonce');
    expect((await loginSso(idToken)).json().code).toBe('sso_invalid_token');
  });

  it('given an email the provider does not assert as verified, then 403 and no account is made', async () => {
    const before = await userCount();
    const res = await loginSso((await flow('unverified@demo-sso.test')).idToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('sso_email_unverified');
    expect(await userCount()).toBe(before);
  });

  it('given refused tokens, then the log of the company whose domain they name shows each failed sign-in with its method, reason and person, never the token; a successful one shows its method', async () => {
    const demoLog = async (event: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/account/v1/audit-log/?account_id=${demoId}&event=${event}&page_size=100`,
        token: owner.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.results as { subject_name: string | null; ip: string; details: object }[];
    };
    const before = (await demoLog('sign_in_failed')).length;
    const otherClient = (await flow('recruiter@demo-company.test', OTHER_CLIENT)).idToken;
    expect((await loginSso(otherClient)).statusCode).toBe(401);
    expect((await loginSso((await flow('unverified@demo-sso.test')).idToken)).statusCode).toBe(403);
    // No company's domain: no company's log.
    expect((await loginSso((await flow('someone@uncovered.test')).idToken)).statusCode).toBe(403);
    const failed = await demoLog('sign_in_failed');
    expect(failed.length - before).toBe(2);
    expect(failed[1]).toMatchObject({
      subject_name: expect.stringMatching(/\S/),
      details: { method: 'sso', reason: 'sso_invalid_token' },
    });
    expect(failed[0]).toMatchObject({ subject_name: null, details: { method: 'sso', reason: 'sso_email_unverified' } });
    expect(JSON.stringify(failed)).not.toContain(otherClient.slice(0, 40));
    const otherLog = await t.request({
      method: 'GET',
      url: `/api/account/v1/audit-log/?account_id=${otherId}&event=sign_in_failed`,
      token: otherOwner.token,
    });
    expect(otherLog.json().data.results).toEqual([]);
    expect((await loginSso((await flow('recruiter@demo-company.test')).idToken)).statusCode).toBe(200);
    expect((await demoLog('sign_in_sso'))[0]).toMatchObject({ details: { method: 'sso' } });
  });

  it('given an email whose domain no company covers, then 403', async () => {
    const res = await loginSso((await flow('someone@uncovered.test')).idToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('sso_not_configured');
  });

  it("given two companies on one provider, then neither client's tokens sign anyone in to the other company", async () => {
    expect(
      (
        await saveSettings(otherOwner.token, otherId, {
          issuer: idp.issuer,
          client_id: OTHER_CLIENT,
          domains: ['other-company.test'],
        })
      ).statusCode,
    ).toBe(200);
    await proveSsoDomains(t, dns, otherOwner.token, otherId, ['other-company.test']);
    const before = await userCount();
    // Demo Company's client asserting an Other Company address, and the other way round.
    expect((await loginSso((await flow('owner@other-company.test', DEMO_CLIENT)).idToken)).statusCode).toBe(401);
    expect((await loginSso((await flow('intruder@demo-sso.test', OTHER_CLIENT)).idToken)).statusCode).toBe(401);
    expect(await userCount()).toBe(before);
    const own = await loginSso((await flow('owner@other-company.test', OTHER_CLIENT)).idToken);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.user.roles.map((r: { account_id: number }) => r.account_id)).toEqual([otherId]);
  });

  it('given a person of a covered domain who is not staff of that company, then 403 and they gain no role', async () => {
    const joined = await signUp(t, {
      first_name: 'Cam',
      last_name: 'Candidate',
      email: 'cam.candidate@demo-sso.test',
      password: 'Candidate-pass-1',
      password_confirmation: 'Candidate-pass-1',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const candidate = await loginSso((await flow('cam.candidate@demo-sso.test')).idToken);
    expect(candidate.statusCode).toBe(403);
    expect(candidate.json().code).toBe('sso_not_company_staff');
    const roles = await t.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.user_id', 'user_roles.user_id')
      .select('user_roles.role_id')
      .where('users.email', '=', 'cam.candidate@demo-sso.test')
      .execute();
    expect(roles).toEqual([]);
  });

  it('given a provider that is down, then 502 with a clear message, and the server keeps answering', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(
      (
        await saveSettings(otherOwner.token, otherId, {
          issuer: `http://127.0.0.1:${port}`,
          client_id: OTHER_CLIENT,
          domains: ['other-company.test'],
        })
      ).statusCode,
    ).toBe(200);
    const res = await loginSso((await flow('owner@other-company.test', OTHER_CLIENT)).idToken);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'sso_provider_unavailable',
      message: 'The identity provider did not answer. Please try again in a few minutes.',
    });
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('password sign-in for a single sign-on domain', () => {
  it('given the company turns password sign-in off, then the password is refused for its domains only, before it is checked', async () => {
    expect(
      (
        await saveSettings(owner.token, demoId, {
          issuer: idp.issuer,
          client_id: DEMO_CLIENT,
          domains: ['demo-company.test'],
          password_allowed: false,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/',
      body: { email: 'recruiter@demo-company.test', password: 'Assay-demo-1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('sso_required');
    const discovery = await t.request({
      method: 'POST',
      url: '/api/auth/v1/sso-discovery/',
      body: { email: 'recruiter@demo-company.test' },
    });
    expect(discovery.json().data).toMatchObject({ sso: true, password_allowed: false });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/v1/login/',
          body: { email: 'admin@assay.test', password: 'Assay-demo-1' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('given single sign-on switched off again, then the password works again', async () => {
    expect(
      (
        await saveSettings(owner.token, demoId, {
          enabled: false,
          issuer: idp.issuer,
          client_id: DEMO_CLIENT,
          domains: ['demo-company.test'],
          password_allowed: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/v1/login/',
          body: { email: 'recruiter@demo-company.test', password: 'Assay-demo-1' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('the deployment-wide provider (OIDC_ISSUER and OIDC_CLIENT_ID)', () => {
  let withDefault: TestApp;
  beforeAll(async () => {
    withDefault = await startTestApp({
      RATE_LIMIT_MAX: '1000',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: DEMO_CLIENT,
      DNS_SERVERS: dns.address,
    });
  });
  afterAll(async () => withDefault.close());

  it('given a company that names only its domains, then its people sign in through the default provider, and its settings show which one', async () => {
    const boss = await withDefault.signIn('owner@demo-company.test');
    const saved = await withDefault.request({
      method: 'PUT',
      url: `/api/account/v1/${demoId}/sso/`,
      token: boss.token,
      body: {
        enabled: true,
        issuer: '',
        client_id: '',
        domains: ['demo-sso.test'],
        password_allowed: true,
        proof: { password: DEMO_PASSWORD },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await proveSsoDomains(withDefault, dns, boss.token, demoId, ['demo-sso.test']);
    const read = await withDefault.request({ method: 'GET', url: `/api/account/v1/${demoId}/sso/`, token: boss.token });
    expect(read.json().data).toMatchObject({ default_issuer: idp.issuer, issuer: '' });
    const discovery = await withDefault.request({
      method: 'POST',
      url: '/api/auth/v1/sso-discovery/',
      body: { email: 'new.hire@demo-sso.test' },
    });
    expect(discovery.json().data).toEqual({
      sso: true,
      issuer: idp.issuer,
      client_id: DEMO_CLIENT,
      password_allowed: true,
    });

    const issued = (await withDefault.request({ method: 'POST', url: '/api/auth/v1/sso-nonce/', body: {} })).json().data
      .nonce as string;
    const { idToken } = await idp.codeFlow({
      login: 'new.hire@demo-sso.test',
      clientId: DEMO_CLIENT,
      redirectUri: CALLBACK,
      nonce: issued,
    });
    const res = await withDefault.request({
      method: 'POST',
      url: '/api/auth/v1/login-sso/',
      body: { id_token: idToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.roles[0]).toMatchObject({ account_id: demoId });
  });

  it('given no default, then a company that names no provider is refused on the issuer field', async () => {
    const saved = await saveSettings(otherOwner.token, otherId, { domains: ['other-sso.test'] });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors.map((e: { prop: string }) => e.prop)).toContain('issuer');
  });
});
