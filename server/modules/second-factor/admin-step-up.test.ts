/**
 * Admin-side step-up (D272), on the real server and database: an admin's change
 * to how someone else signs in (the provider admin's reset of a person's sign-in, a company
 * admin's reset of a colleague's second factors) carries the admin's own proof with the request,
 * as the person's own changes do (D262). A bearer token alone, however fresh, changes nothing;
 * a wrong proof is refused and counted; every attempt is audited with whom it was about.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let admin: S, owner: S;
let accountId: number;
let ip = 0;
const nextIp = () => `10.81.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  admin = await t.signIn('admin@assay.test');
  owner = await t.signIn('owner@demo-company.test');
  accountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(() => t.close());

const send = (who: S, method: 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, ip: nextIp(), ...(body === undefined ? {} : { body }) });
const isSignedIn = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/v1/', token })).statusCode === 200;

async function stepUpAudit(actorId: number, subjectId: number) {
  return t.db
    .selectFrom('audit_events')
    .select(['event', 'details', 'account_id'])
    .where('actor_user_id', '=', actorId)
    .where('subject_user_id', '=', subjectId)
    .where('event', 'like', 'step_up_%')
    .orderBy('audit_event_id')
    .execute();
}

async function enrolTotp(person: S): Promise<string> {
  const body = { proof: { password: DEMO_PASSWORD } };
  const started = await send(person, 'POST', '/auth/v1/second-factor/totp/', body);
  const { secret } = started.json().data;
  const code = await generate({ secret });
  const confirmed = await t.request({
    method: 'PUT',
    url: '/api/auth/v1/second-factor/totp/',
    token: person.token,
    body: { code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

describe("an admin's change to how someone else signs in (D272)", () => {
  it("given the provider admin's bare token or a wrong proof, then nobody's sign-in is reset; the admin's own password resets it, and each attempt is in the trail", async () => {
    const person = await t.signIn('interviewer@demo-company.test');
    const url = `/admin/v1/users/${person.userId}/reset-sign-in/`;
    for (const body of [undefined, {}, { proof: {} }]) {
      const bare = await send(admin, 'POST', url, body);
      expect(bare.statusCode, bare.body).toBe(403);
      expect(bare.json().code).toBe('step_up_required');
    }
    // The person's password is not the admin's proof.
    const wrong = await send(admin, 'POST', url, { proof: { password: `${DEMO_PASSWORD}x` } });
    expect(wrong.json().code).toBe('step_up_invalid');
    expect(await isSignedIn(person.token)).toBe(true);
    const mails = () =>
      t.db
        .selectFrom('mail_outbox')
        .select('mail_id')
        .where('to_address', '=', 'interviewer@demo-company.test')
        .where('reason', '=', 'password_reset')
        .execute();
    expect(await mails()).toHaveLength(0);

    const done = await send(admin, 'POST', url, { proof: { password: DEMO_PASSWORD } });
    expect(done.statusCode, done.body).toBe(200);
    expect(await isSignedIn(person.token)).toBe(false);
    expect(await mails()).toHaveLength(1);
    const trail = await stepUpAudit(admin.userId, person.userId);
    expect(trail.map((e) => e.event)).toEqual([
      'step_up_missing',
      'step_up_missing',
      'step_up_missing',
      'step_up_failed',
      'step_up_passed',
    ]);
    expect(trail.at(-1)!.details).toMatchObject({ action: 'sign_in_reset', method: 'password' });
    const reset = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'sign_in_reset_by_admin')
      .where('subject_user_id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(reset.details).toMatchObject({ step_up: 'password' });
  });

  it("given a company admin's bare token, then a colleague's second factors stay; the admin's current app code removes them, and the company's log shows each attempt", async () => {
    const colleague = await t.signIn('recruiter@demo-company.test');
    await enrolTotp(colleague);
    const ownerSecret = await enrolTotp(owner);
    const url = `/account/v1/${accountId}/users/${colleague.userId}/second-factor/`;
    const factors = () =>
      t.db.selectFrom('user_totp').select('user_id').where('user_id', '=', colleague.userId).execute();

    const bare = await send(owner, 'DELETE', url);
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json().code).toBe('step_up_required');
    expect(await factors()).toHaveLength(1);
    expect(await isSignedIn(colleague.token)).toBe(true);

    const code = await generate({ secret: ownerSecret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const done = await send(owner, 'DELETE', url, { proof: { code } });
    expect(done.statusCode, done.body).toBe(200);
    expect(await factors()).toHaveLength(0);
    expect(await isSignedIn(colleague.token)).toBe(false);
    const trail = await stepUpAudit(owner.userId, colleague.userId);
    expect(trail.map((e) => [e.event, e.account_id])).toEqual([
      ['step_up_missing', accountId],
      ['step_up_passed', accountId],
    ]);
    expect(trail[1]!.details).toMatchObject({ action: 'second_factor_reset', method: 'totp' });
  });

  it("given a company admin's bare token naming someone not on the staff, then the same step-up refusal as for a colleague, and only a proven request hears 404, with nobody else named in the company's log (D423)", async () => {
    const candidate = await t.signIn('candidate@assay.test');
    const outsider = `/account/v1/${accountId}/users/${candidate.userId}/second-factor/`;
    const bare = await send(owner, 'DELETE', outsider);
    expect(bare.statusCode, bare.body).toBe(403);
    expect(bare.json().code).toBe('step_up_required');
    const proven = await send(owner, 'DELETE', outsider, { proof: { password: DEMO_PASSWORD } });
    expect(proven.statusCode, proven.body).toBe(404);
    expect(await isSignedIn(candidate.token)).toBe(true);
    expect(await stepUpAudit(owner.userId, candidate.userId)).toEqual([]);
    const own = await stepUpAudit(owner.userId, owner.userId);
    expect(own.slice(-2).map((e) => [e.event, e.account_id])).toEqual([
      ['step_up_missing', accountId],
      ['step_up_passed', accountId],
    ]);
  });
});
