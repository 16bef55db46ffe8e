/**
 * A step-up by signing in afresh at the company's identity provider (D286):
 * someone provisioned by single sign-on has no password and, at first, no second factor, so before
 * this they could give no proof at all (not even to set up an authenticator app). Against a real
 * OpenID Connect provider in this process: the provider's ID token for the nonce of
 * POST /auth/v1/step-up/sso-options/, asked with max_age=0, proves it once; a replay, a sign-in's
 * token, someone else's token or challenge, and a token from an older sign-in do not; a person
 * without a provider gets 404 for the options.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startOidcProvider, type OidcTestProvider } from '../../test/oidc-test-provider.ts';
import { proveSsoDomains, startDnsTestServer, type DnsTestServer } from '../../test/dns-test-server.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { setFlags } from '../staff-users/index.ts';

let t: TestApp;
let idp: OidcTestProvider;
let dns: DnsTestServer;
let owner: Awaited<ReturnType<TestApp['signIn']>>;
let demoId: number;

const CALLBACK = 'http://127.0.0.1:3000/okta/callback';
const CLIENT = 'assay-step-up';
const DOMAIN = 'step-up-sso.test';
/** What the browser asks the provider for a step-up: a sign-in now, whatever session it holds. */
const FRESH = { max_age: '0', prompt: 'login' };

interface SsoPerson {
  token: string;
  userId: number;
  email: string;
}

/** Signs in through the provider for the first time: provisioned, no password, no factor. */
async function provision(email: string): Promise<SsoPerson> {
  const { nonce } = (await t.request({ method: 'POST', url: '/api/auth/v1/sso-nonce/', body: {} })).json().data;
  const { idToken } = await idp.codeFlow({ login: email, clientId: CLIENT, redirectUri: CALLBACK, nonce });
  const res = await t.request({ method: 'POST', url: '/api/auth/v1/login-sso/', body: { id_token: idToken } });
  expect(res.statusCode).toBe(200);
  const { access_token, user } = res.json().data;
  return { token: access_token, userId: user.user_id, email };
}

const options = (token: string) => t.request({ method: 'POST', url: '/api/auth/v1/step-up/sso-options/', token });

/** The options, then the provider's fresh sign-in as `login` for their nonce. */
async function freshProof(person: SsoPerson, login = person.email) {
  const res = await options(person.token);
  expect(res.statusCode).toBe(200);
  const { challenge, nonce, issuer, client_id } = res.json().data;
  expect({ issuer, client_id }).toEqual({ issuer: idp.issuer, client_id: CLIENT });
  const { idToken } = await idp.codeFlow({ login, clientId: CLIENT, redirectUri: CALLBACK, nonce, extra: FRESH });
  return { challenge, nonce, id_token: idToken };
}

/** A change that needs the step-up and that someone without any factor wants: setting up an app. */
const startApp = (person: SsoPerson, proof?: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/auth/v1/second-factor/totp/',
    token: person.token,
    body: proof === undefined ? {} : { proof },
  });

const stepUpEntries = async (userId: number) =>
  t.db
    .selectFrom('audit_events')
    .select(['event', 'details'])
    .where('actor_user_id', '=', userId)
    .where('event', 'like', 'step_up_%')
    .orderBy('audit_event_id')
    .execute();

beforeAll(async () => {
  idp = await startOidcProvider({ clients: [{ client_id: CLIENT, redirect_uris: [CALLBACK] }] });
  dns = await startDnsTestServer();
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DNS_SERVERS: dns.address });
  owner = await t.signIn('owner@demo-company.test');
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  const saved = await t.request({
    method: 'PUT',
    url: `/api/account/v1/${demoId}/sso/`,
    token: owner.token,
    body: {
      enabled: true,
      issuer: idp.issuer,
      client_id: CLIENT,
      domains: [DOMAIN],
      password_allowed: false,
      proof: { password: DEMO_PASSWORD },
    },
  });
  expect(saved.statusCode).toBe(200);
  expect((await proveSsoDomains(t, dns, owner.token, demoId, [DOMAIN])).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await dns?.close();
});

describe('a step-up by a fresh sign-in at the identity provider', () => {
  it('given someone provisioned by single sign-on, then their status says so, a bare token is still refused, and a fresh sign-in at the provider proves it once, audited as sso', async () => {
    const nora = await provision(`nora@${DOMAIN}`);
    const status = await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: nora.token });
    expect(status.json().data).toMatchObject({ has_password: false, signs_in_with_sso: true, totp: false });
    expect((await startApp(nora)).json().code).toBe('step_up_required');

    const proof = await freshProof(nora);
    const started = await startApp(nora, { sso: { challenge: proof.challenge, id_token: proof.id_token } });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.otpauth_uri).toMatch(/^otpauth:\/\//);

    // The same token and challenge again: the nonce is used up.
    const replayed = await startApp(nora, { sso: { challenge: proof.challenge, id_token: proof.id_token } });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().code).toBe('step_up_invalid');
    expect((await stepUpEntries(nora.userId)).map((e) => [e.event, (e.details as { method?: string }).method])).toEqual(
      [
        ['step_up_missing', undefined],
        ['step_up_passed', 'sso'],
        ['step_up_failed', 'sso'],
      ],
    );
  });

  it("given a sign-in's token, someone else's token, another person's challenge or an older sign-in at the provider, then each is step_up_invalid and nothing starts", async () => {
    const olga = await provision(`olga@${DOMAIN}`);
    const pia = await provision(`pia@${DOMAIN}`);
    const refused = async (proof: unknown) => {
      const res = await startApp(olga, proof);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('step_up_invalid');
    };

    // A plain sign-in's ID token (its nonce from the public sign-in nonce) with Olga's challenge.
    const { challenge } = (await options(olga.token)).json().data;
    const { nonce: signInNonce } = (
      await t.request({ method: 'POST', url: '/api/auth/v1/sso-nonce/', body: {} })
    ).json().data;
    const signIn = await idp.codeFlow({
      login: olga.email,
      clientId: CLIENT,
      redirectUri: CALLBACK,
      nonce: signInNonce,
      extra: FRESH,
    });
    await refused({ sso: { challenge, id_token: signIn.idToken } });

    // Pia signs in at the provider for Olga's nonce: not Olga's own email.
    const asPia = await freshProof(olga, pia.email);
    await refused({ sso: { challenge: asPia.challenge, id_token: asPia.id_token } });

    // Pia's own fresh sign-in and challenge, sent with Olga's token.
    const piasOwn = await freshProof(pia);
    await refused({ sso: { challenge: piasOwn.challenge, id_token: piasOwn.id_token } });

    // A provider that ignored max_age and answered from a sign-in made before the nonce was asked
    // (the same token signed in now would do: Pia's, below).
    const signed = async (person: SsoPerson, authTime: number) => {
      const { challenge: asked, nonce } = (await options(person.token)).json().data;
      const now = Math.floor(Date.now() / 1000);
      const idToken = await idp.signIdToken({
        iss: idp.issuer,
        aud: CLIENT,
        sub: person.email,
        email: person.email,
        email_verified: true,
        nonce,
        iat: now,
        exp: now + 300,
        auth_time: now + authTime,
      });
      return { sso: { challenge: asked, id_token: idToken } };
    };
    await refused(await signed(olga, -600));
    expect((await startApp(pia, await signed(pia, 0))).statusCode).toBe(200);

    // A forged-looking challenge.
    const fresh = await freshProof(olga);
    await refused({ sso: { challenge: `${fresh.challenge.slice(0, -4)}AAAA`, id_token: fresh.id_token } });

    const status = await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: olga.token });
    expect(status.json().data.totp).toBe(false);
    const pending = await t.db
      .selectFrom('user_totp')
      .select('user_id')
      .where('user_id', '=', olga.userId)
      .executeTakeFirst();
    expect(pending).toBeUndefined();
  });

  it('given an admin provisioned by single sign-on, then "Check again" on a domain takes their fresh sign-in at the provider, not their token alone', async () => {
    const ada = await provision(`ada@${DOMAIN}`);
    const everyFlag = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, true])) as RoleFlags;
    await setFlags(t.db, demoId, ada.userId, everyFlag);
    const check = (proof?: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/account/v1/${demoId}/sso/domains/${DOMAIN}/check/`,
        token: ada.token,
        body: proof === undefined ? {} : { proof },
      });
    expect((await check()).json().code).toBe('step_up_required');
    const proof = await freshProof(ada);
    const checked = await check({ sso: { challenge: proof.challenge, id_token: proof.id_token } });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.domain_checks).toEqual(
      expect.arrayContaining([expect.objectContaining({ domain: DOMAIN, verified: true })]),
    );
  });

  it('given someone who signs in with a password, then there is no provider to ask: 404, and their status says so', async () => {
    const recruiter = await t.signIn('recruiter@demo-company.test');
    expect((await options(recruiter.token)).statusCode).toBe(404);
    const status = await t.request({ method: 'GET', url: '/api/auth/v1/second-factor/', token: recruiter.token });
    expect(status.json().data.signs_in_with_sso).toBe(false);
  });

  it('given the provider stops answering, then a step-up is the same 502 as a sign-in, not a wrong proof (D290)', async () => {
    const una = await provision(`una@${DOMAIN}`);
    const proof = await freshProof(una);
    const { nonce } = (await t.request({ method: 'POST', url: '/api/auth/v1/sso-nonce/', body: {} })).json().data;
    const signIn = await idp.codeFlow({ login: una.email, clientId: CLIENT, redirectUri: CALLBACK, nonce });
    // The company's provider moves to an address where nothing listens.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const saved = await t.request({
      method: 'PUT',
      url: `/api/account/v1/${demoId}/sso/`,
      token: owner.token,
      body: {
        enabled: true,
        issuer: `http://127.0.0.1:${port}`,
        client_id: CLIENT,
        domains: [DOMAIN],
        password_allowed: false,
        proof: { password: DEMO_PASSWORD },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stepUp = await startApp(una, { sso: { challenge: proof.challenge, id_token: proof.id_token } });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login-sso/',
      body: { id_token: signIn.idToken },
    });
    expect([stepUp.statusCode, login.statusCode]).toEqual([502, 502]);
    const { request_id: _stepUpRequest, ...stepUpBody } = stepUp.json();
    const { request_id: _loginRequest, ...loginBody } = login.json();
    expect(stepUpBody).toEqual(loginBody);
    expect(stepUp.json()).toMatchObject({
      code: 'sso_provider_unavailable',
      message: 'The identity provider did not answer. Please try again in a few minutes.',
    });
  });
});
