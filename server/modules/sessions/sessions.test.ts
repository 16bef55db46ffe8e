/**
 * The sessions page on real PGlite (D205): each device's session listed with its browser, system
 * and network; ending one (or all others) refuses its access token at its next request; nobody
 * sees or ends another person's sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { networkOf } from './device-description.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';

/** Ending another device's session takes a step-up proof (D262): here, the password. */
const withPassword = { proof: { password: DEMO_PASSWORD } };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => t.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, userAgent: string, ip: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/v1/login/',
    body: { email, password: 'Assay-demo-1' },
    headers: { 'user-agent': userAgent },
    ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}
const sessionsOf = async (token: string) => t.request({ method: 'GET', url: '/api/auth/v1/sessions/', token });

describe('the sessions page', () => {
  it('given two devices, then each lists both with browser, system, network and dates, and marks itself', async () => {
    const laptop = await signInFrom('li.wei@assay.test', FIREFOX_LINUX, '203.0.113.45');
    const phone = await signInFrom('li.wei@assay.test', SAFARI_IPHONE, '198.51.100.7');
    const res = await sessionsOf(laptop);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.results as Array<Record<string, unknown>>;
    const mine = list.find((s) => s.current)!;
    expect(mine).toMatchObject({ browser: 'Firefox 133', os: 'Linux', place: '203.0.113.x' });
    const other = list.find((s) => !s.current && s.place === '198.51.100.x')!;
    expect(other).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5' });
    expect(Date.parse(other.signed_in_at as string)).not.toBeNaN();
    expect(Date.parse(other.last_used_at as string)).not.toBeNaN();
    const fromPhone = (await sessionsOf(phone)).json().data.results as Array<Record<string, unknown>>;
    expect(fromPhone.find((s) => s.current)!.session_id).toBe(other.session_id);
  });

  it('given a session ended from another device, then its access token is refused at its next request and it leaves the list', async () => {
    const laptop = await signInFrom('candidate@assay.test', FIREFOX_LINUX, '203.0.113.46');
    const phone = await signInFrom('candidate@assay.test', SAFARI_IPHONE, '198.51.100.8');
    const phoneId = (
      (await sessionsOf(phone)).json().data.results as Array<{ current: boolean; session_id: string }>
    ).find((s) => s.current)!.session_id;
    const ended = await t.request({
      method: 'DELETE',
      url: `/api/auth/v1/sessions/${phoneId}/`,
      token: laptop,
      body: withPassword,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: phone })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: laptop })).statusCode).toBe(200);
    const ids = ((await sessionsOf(laptop)).json().data.results as Array<{ session_id: string }>).map(
      (s) => s.session_id,
    );
    expect(ids).not.toContain(phoneId);
    const again = await t.request({ method: 'DELETE', url: `/api/auth/v1/sessions/${phoneId}/`, token: laptop });
    expect(again.statusCode).toBe(404);
  });

  it('given "end all others", then every other session stops and this one keeps working', async () => {
    const a = await signInFrom('recruiter@demo-company.test', FIREFOX_LINUX, '203.0.113.47');
    const b = await signInFrom('recruiter@demo-company.test', SAFARI_IPHONE, '198.51.100.9');
    const c = await signInFrom('recruiter@demo-company.test', SAFARI_IPHONE, '198.51.100.10');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/sessions/end-others/',
      token: a,
      body: withPassword,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ended).toBeGreaterThanOrEqual(2);
    for (const token of [b, c])
      expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: a })).statusCode).toBe(200);
    expect(((await sessionsOf(a)).json().data.results as unknown[]).length).toBe(1);
  });

  it("given another person's session id, then it is a 404 and their session goes on", async () => {
    const theirs = await signInFrom('owner@other-company.test', FIREFOX_LINUX, '203.0.113.48');
    const theirId = (
      (await sessionsOf(theirs)).json().data.results as Array<{ current: boolean; session_id: string }>
    ).find((s) => s.current)!.session_id;
    const mine = await signInFrom('owner@demo-company.test', FIREFOX_LINUX, '203.0.113.49');
    const res = await t.request({ method: 'DELETE', url: `/api/auth/v1/sessions/${theirId}/`, token: mine });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: theirs })).statusCode).toBe(200);
    const listed = ((await sessionsOf(mine)).json().data.results as Array<{ session_id: string }>).map(
      (s) => s.session_id,
    );
    expect(listed).not.toContain(theirId);
  });

  it("given another person's live session id, bare, with the right proof or a wrong one, then the same 404 as an id never issued; nothing ends, counts, is mailed or audited (D423)", async () => {
    const theirs = await signInFrom('owner@other-company.test', SAFARI_IPHONE, '203.0.113.51');
    const theirId = (
      (await sessionsOf(theirs)).json().data.results as Array<{ current: boolean; session_id: string }>
    ).find((s) => s.current)!.session_id;
    const mine = await signInFrom('interviewer@demo-company.test', FIREFOX_LINUX, '203.0.113.52');
    const me = (
      await t.db
        .selectFrom('users')
        .select('user_id')
        .where('email', '=', 'interviewer@demo-company.test')
        .executeTakeFirstOrThrow()
    ).user_id;
    const trail = () =>
      t.db
        .selectFrom('audit_events')
        .select('event')
        .where((eb) => eb.or([eb('actor_user_id', '=', me), eb('subject_user_id', '=', me)]))
        .where('event', '!=', 'sign_in')
        .execute();
    const mails = () => t.db.selectFrom('mail_outbox').select('mail_id').execute();
    const [trailBefore, mailsBefore] = [await trail(), (await mails()).length];
    const never = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const answers = [];
    for (const id of [theirId, never])
      for (const body of [undefined, withPassword, { proof: { password: 'not-the-password' } }]) {
        const res = await t.request({ method: 'DELETE', url: `/api/auth/v1/sessions/${id}/`, token: mine, body });
        const { request_id: _each, ...answer } = res.json();
        answers.push([res.statusCode, answer]);
      }
    expect(answers.map(([status]) => status)).toEqual([404, 404, 404, 404, 404, 404]);
    // The same answer but for each request's own id.
    expect(new Set(answers.map(([, body]) => JSON.stringify(body))).size).toBe(1);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token: theirs })).statusCode).toBe(200);
    expect(await trail()).toEqual(trailBefore);
    expect(await mails()).toHaveLength(mailsBefore);
  });

  it('given a malformed session id, then a 400 names it and nothing ends', async () => {
    const token = await signInFrom('analyst@demo-company.test', FIREFOX_LINUX, '203.0.113.50');
    const res = await t.request({ method: 'DELETE', url: '/api/auth/v1/sessions/not-a-session/', token });
    expect(res.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/auth/v1/', token })).statusCode).toBe(200);
  });
});

describe('the network a session came from', () => {
  it('is the /24 of an IPv4 address and the /48 of an IPv6 one, never a looked-up place', () => {
    expect(networkOf('127.0.0.1')).toBe('127.0.0.x');
    expect(networkOf('::ffff:10.1.2.3')).toBe('10.1.2.x');
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf(null)).toBeNull();
  });
});
