/**
 * Single sign-on domains a company proves it owns (D261), against a real DNS server on
 * loopback (dns2) that the app asks through DNS_SERVERS: a claim covers nobody until the domain's
 * TXT record holds the company's token; a domain is verified for one company at most; public mail
 * domains and the platform's own are never claimed; the rule binds only the company's people.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { proveSsoDomains, startDnsTestServer, type DnsTestServer } from '../../test/dns-test-server.ts';
import { signUp } from '../../test/sign-up.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import type { SsoDomain } from '../../../contracts/sso.ts';

let t: TestApp;
let dns: DnsTestServer;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, otherOwner: S;
let demoId: number, otherId: number;

const EVIL_ISSUER = 'https://idp.evil.test';
const DEMO_ISSUER = 'https://idp.demo-company.test';

beforeAll(async () => {
  dns = await startDnsTestServer();
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', DNS_SERVERS: dns.address });
  [owner, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const save = (token: string, accountId: number, body: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: `/api/account/v1/${accountId}/sso/`,
    token,
    body: {
      enabled: true,
      issuer: DEMO_ISSUER,
      client_id: 'assay',
      domains: [],
      password_allowed: true,
      proof: { password: DEMO_PASSWORD },
      ...body,
    },
  });
const read = async (token: string, accountId: number) =>
  (await t.request({ method: 'GET', url: `/api/account/v1/${accountId}/sso/`, token })).json().data;
const check = (token: string, accountId: number, domain: string) =>
  t.request({
    method: 'POST',
    url: `/api/account/v1/${accountId}/sso/domains/${domain}/check/`,
    token,
    // The checker's own proof (D283): the step-up itself is tested in company-sign-in-step-up.test.ts.
    body: { proof: { password: DEMO_PASSWORD } },
  });
const checkOf = (settings: { domain_checks: SsoDomain[] }, domain: string) =>
  settings.domain_checks.find((d) => d.domain === domain);
const passwordSignIn = (email: string, password = 'Assay-demo-1') =>
  t.request({ method: 'POST', url: '/api/auth/v1/login/', body: { email, password } });
const discovery = async (email: string) =>
  (await t.request({ method: 'POST', url: '/api/auth/v1/sso-discovery/', body: { email } })).json().data;

describe('the takeover D261 closes', () => {
  it("given Other Company claims Demo Company's domain with passwords off, then Demo Company's recruiter still signs in with a password and the sign-in page offers no provider", async () => {
    const claimed = await save(otherOwner.token, otherId, {
      issuer: EVIL_ISSUER,
      password_allowed: false,
      domains: ['demo-company.test'],
    });
    // The claim is kept, as a claim: it waits for a DNS record Other Company cannot publish.
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(checkOf(claimed.json().data, 'demo-company.test')).toMatchObject({ verified: false, problem: null });

    expect((await passwordSignIn('recruiter@demo-company.test')).statusCode).toBe(200);
    expect(await discovery('recruiter@demo-company.test')).toEqual({
      sso: false,
      issuer: null,
      client_id: null,
      password_allowed: true,
    });
    const csp = String(
      (await t.request({ method: 'GET', url: '/api/health/live' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain(EVIL_ISSUER);
  });

  it('given the claim, when Other Company checks it without the TXT record, then it stays unverified with the reason', async () => {
    const res = await check(otherOwner.token, otherId, 'demo-company.test');
    expect(res.statusCode).toBe(200);
    expect(checkOf(res.json().data, 'demo-company.test')).toMatchObject({ verified: false, problem: 'no_record' });
    expect((await passwordSignIn('recruiter@demo-company.test')).statusCode).toBe(200);
  });
});

describe('proving a domain with its DNS TXT record', () => {
  it("given Demo Company lists its domain, then its settings show the TXT record to add: the domain's name and the company's own token", async () => {
    const res = await save(owner.token, demoId, { domains: ['demo-company.test'], password_allowed: false });
    expect(res.statusCode, res.body).toBe(200);
    const mine = checkOf(res.json().data, 'demo-company.test')!;
    expect(mine).toMatchObject({ verified: false, record_name: 'demo-company.test', checked_at: null, problem: null });
    expect(mine).toHaveProperty('record_value', expect.stringMatching(/^assay-domain-verification=[0-9a-f]{32}$/));
    // Per company: Other Company's pending claim of the same domain has a token of its own.
    const theirs = checkOf(await read(otherOwner.token, otherId), 'demo-company.test')!;
    expect(theirs).toHaveProperty('record_value', expect.stringMatching(/^assay-domain-verification=/));
    expect(theirs).not.toHaveProperty('record_value', mine.record_value);
  });

  it('given an unverified domain with passwords off, then neither sso_required nor discovery', async () => {
    expect((await passwordSignIn('recruiter@demo-company.test')).statusCode).toBe(200);
    expect((await discovery('recruiter@demo-company.test')).sso).toBe(false);
  });

  it('given no record, a TXT record of something else, another token, or a resolver that fails, then the check says which', async () => {
    dns.txt.delete('demo-company.test');
    let res = await check(owner.token, demoId, 'demo-company.test');
    expect(checkOf(res.json().data, 'demo-company.test')).toMatchObject({ verified: false, problem: 'no_record' });
    expect(checkOf(res.json().data, 'demo-company.test')).toHaveProperty('checked_at', expect.any(String));

    dns.txt.set('demo-company.test', ['v=spf1 include:_spf.demo-company.test ~all']);
    res = await check(owner.token, demoId, 'demo-company.test');
    expect(checkOf(res.json().data, 'demo-company.test')).toMatchObject({ verified: false, problem: 'no_record' });

    // Other Company's token on the domain (or a mistyped one) is not Demo Company's.
    const theirs = checkOf(await read(otherOwner.token, otherId), 'demo-company.test')!;
    dns.txt.set('demo-company.test', ['v=spf1 ~all', theirs.record_value]);
    res = await check(owner.token, demoId, 'demo-company.test');
    expect(checkOf(res.json().data, 'demo-company.test')).toMatchObject({ verified: false, problem: 'wrong_record' });

    dns.failing.add('demo-company.test');
    res = await check(owner.token, demoId, 'demo-company.test');
    expect(checkOf(res.json().data, 'demo-company.test')).toMatchObject({
      verified: false,
      problem: 'dns_unavailable',
    });
    dns.failing.delete('demo-company.test');

    expect((await passwordSignIn('recruiter@demo-company.test')).statusCode).toBe(200);
  });

  it("given the company's record (a long one in two strings, beside others), when checked again, then the domain is verified and single sign-on applies to its staff", async () => {
    const mine = checkOf(await read(owner.token, demoId), 'demo-company.test')!;
    dns.txt.set('demo-company.test', ['v=spf1 ~all', [mine.record_value.slice(0, 30), mine.record_value.slice(30)]]);
    const res = await check(owner.token, demoId, 'demo-company.test');
    expect(res.statusCode).toBe(200);
    expect(checkOf(res.json().data, 'demo-company.test')).toMatchObject({ verified: true, problem: null });

    const refused = await passwordSignIn('recruiter@demo-company.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('sso_required');
    expect(await discovery('recruiter@demo-company.test')).toEqual({
      sso: true,
      issuer: DEMO_ISSUER,
      client_id: 'assay',
      password_allowed: false,
    });
    const events = await t.db
      .selectFrom('audit_events')
      .select(['event', 'details'])
      .where('account_id', '=', demoId)
      .where('event', '=', 'sso_domain_verified')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('given a verified domain, when the settings are saved again with it, then it stays verified with the same record; dropped and listed again, it must be proved again', async () => {
    const before = checkOf(await read(owner.token, demoId), 'demo-company.test');
    const again = await save(owner.token, demoId, { domains: ['demo-company.test'], password_allowed: false });
    expect(checkOf(again.json().data, 'demo-company.test')).toEqual(before);

    await save(owner.token, demoId, { domains: ['sso-demo.test'], password_allowed: false });
    expect((await passwordSignIn('recruiter@demo-company.test')).statusCode).toBe(200);
    const back = await save(owner.token, demoId, { domains: ['demo-company.test'], password_allowed: false });
    const fresh = checkOf(back.json().data, 'demo-company.test')!;
    expect(fresh).toMatchObject({ verified: false });
    expect(fresh).not.toHaveProperty('record_value', before!.record_value);
    expect((await passwordSignIn('recruiter@demo-company.test')).statusCode).toBe(200);

    expect((await proveSsoDomains(t, dns, owner.token, demoId, ['demo-company.test'])).statusCode).toBe(200);
    expect((await passwordSignIn('recruiter@demo-company.test')).statusCode).toBe(403);
  });

  it('given a domain the company does not list, when it is checked, then 404', async () => {
    expect((await check(owner.token, demoId, 'elsewhere.test')).statusCode).toBe(404);
    expect((await check(owner.token, otherId, 'demo-company.test')).statusCode).toBe(404);
  });
});

describe('one company per domain', () => {
  it('given Demo Company verified its domain, when Other Company lists it, then 409 names it and Other Company keeps its settings', async () => {
    const before = await read(otherOwner.token, otherId);
    const res = await save(otherOwner.token, otherId, {
      issuer: EVIL_ISSUER,
      domains: ['other-company.test', 'demo-company.test'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'sso_domain_taken', errors: [{ prop: 'domains.1' }] });
    expect(res.json().message).toContain('demo-company.test');
    expect(await read(otherOwner.token, otherId)).toEqual(before);
  });

  it("given Other Company's claim from before, when it is checked, even with its own record on the domain, then it is taken and proves nothing", async () => {
    const theirs = checkOf(await read(otherOwner.token, otherId), 'demo-company.test')!;
    dns.txt.set('demo-company.test', [theirs.record_value]);
    const res = await check(otherOwner.token, otherId, 'demo-company.test');
    expect(checkOf(res.json().data, 'demo-company.test')).toMatchObject({ verified: false, problem: 'taken' });
    expect(await discovery('recruiter@demo-company.test')).toMatchObject({ sso: true, issuer: DEMO_ISSUER });
  });

  it('given two companies proving the same domain at once, then one of them owns it and the other is told it is taken', async () => {
    await save(owner.token, demoId, { domains: ['demo-company.test', 'shared.test'], password_allowed: false });
    await save(otherOwner.token, otherId, { issuer: EVIL_ISSUER, domains: ['shared.test'] });
    const records = await Promise.all(
      [
        [owner.token, demoId],
        [otherOwner.token, otherId],
      ].map(async ([token, id]) => checkOf(await read(token as string, id as number), 'shared.test')!),
    );
    dns.txt.set(
      'shared.test',
      records.map((r) => r.record_value),
    );
    const [demo, other] = await Promise.all([
      check(owner.token, demoId, 'shared.test'),
      check(otherOwner.token, otherId, 'shared.test'),
    ]);
    const outcomes = [demo, other].map((res) => checkOf(res.json().data, 'shared.test'));
    expect(outcomes.filter((o) => o?.verified)).toHaveLength(1);
    expect(outcomes.filter((o) => o?.problem === 'taken')).toHaveLength(1);
    const owners = await t.db
      .selectFrom('company_sso_domains')
      .select('account_id')
      .where('domain', '=', 'shared.test')
      .where('verified_at', 'is not', null)
      .execute();
    expect(owners).toHaveLength(1);
  });
});

describe('domains no company may claim', () => {
  it('given a public mail domain, then 400 names it, and nothing is saved', async () => {
    const before = await read(owner.token, demoId);
    const res = await save(owner.token, demoId, { domains: ['demo-company.test', 'Gmail.com', 'outlook.com'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'sso_domain_public',
      errors: [{ prop: 'domains.1' }, { prop: 'domains.2' }],
    });
    expect(res.json().message).toContain('gmail.com, outlook.com');
    expect(await read(owner.token, demoId)).toEqual(before);
  });

  it("given the platform's own domain (its provider admins') or one under it, then 400", async () => {
    for (const domain of ['assay.test', 'mail.assay.test']) {
      const res = await save(otherOwner.token, otherId, { domains: [domain], password_allowed: false });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'sso_domain_platform', errors: [{ prop: 'domains.0' }] });
    }
    expect((await passwordSignIn('admin@assay.test')).statusCode).toBe(200);
    expect((await passwordSignIn('candidate@assay.test')).statusCode).toBe(200);
  });
});

describe("the company's rule binds its own people", () => {
  it("given a verified domain with passwords off, then a candidate with an address there keeps the password, while the company's staff and a new address are sent to single sign-on", async () => {
    const joined = await signUp(t, {
      first_name: 'Ana',
      last_name: 'Applicant',
      email: 'ana.applicant@demo-company.test',
      password: 'Applicant-pass-1',
      password_confirmation: 'Applicant-pass-1',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((await passwordSignIn('ana.applicant@demo-company.test', 'Applicant-pass-1')).statusCode).toBe(200);
    expect((await passwordSignIn('recruiter@demo-company.test')).json().code).toBe('sso_required');
    expect((await passwordSignIn('nobody.yet@demo-company.test')).json().code).toBe('sso_required');
  });

  it('given a verified domain with passwords off, then a wrong password for a candidate there answers as an unknown address does, so nobody learns the account exists', async () => {
    const joined = await signUp(t, {
      first_name: 'Bea',
      last_name: 'Applicant',
      email: 'bea.applicant@demo-company.test',
      password: 'Applicant-pass-1',
      password_confirmation: 'Applicant-pass-1',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const wrong = await passwordSignIn('bea.applicant@demo-company.test', 'Not-her-pass-9');
    const unknown = await passwordSignIn('nobody.else@demo-company.test', 'Not-her-pass-9');
    const answer = (res: typeof wrong) => ({ status: res.statusCode, body: { ...res.json(), request_id: undefined } });
    expect(answer(wrong)).toEqual(answer(unknown));
    expect(wrong.json().code).toBe('sso_required');
    expect((await passwordSignIn('bea.applicant@demo-company.test', 'Applicant-pass-1')).statusCode).toBe(200);
  });
});
