/**
 * What an investigator looks for first in a company's audit log (D264), on real
 * PGlite: staff sign-ins and failed sign-ins with their method and the address the server saw,
 * passkeys added, role and hiring-team changes, applicant exports; forged background-check and
 * messaging webhook floods that stop at the company's limit; and none of it in another company's log.
 * The app runs with the real rate limits (no RATE_LIMIT_MAX).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed.ts';
import { CheckrStandIn, signCheckr } from '../../test/checkr-stand-in.ts';
import { SoftAuthenticator } from '../../test/soft-authenticator.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { WEBHOOK_LIMITS } from '../../http/webhook-limits.ts';
import { smsWebhookRequest } from '../../test/sms-webhook-request.ts';

const CHECKR_KEY = 'ck_demo_audit_0123456789';
const TYPED_PASSWORD = 'Not-the-password-7';

let t: TestApp;
let standIn: CheckrStandIn;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S;
let demoId: number, otherId: number, analystId: number;
/** Every entry the tests below made Demo Company's log hold. */
const demoEntryIds: number[] = [];

beforeAll(async () => {
  standIn = await new CheckrStandIn({ apiKeys: [CHECKR_KEY] }).start();
  t = await startTestApp({ CHECKR_API_URL: standIn.url, CHECKR_TIMEOUT_MS: '2000' });
  owner = await t.signIn('owner@demo-company.test');
  recruiter = await t.signIn('recruiter@demo-company.test');
  otherOwner = await t.signIn('owner@other-company.test');
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  analystId = (await t.db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'analyst@demo-company.test')
    .executeTakeFirst())!.user_id;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

type Entry = { audit_event_id: number; event: string; ip: string | null; details: Record<string, unknown> } & Record<
  string,
  unknown
>;

async function demoLog(event: string): Promise<Entry[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/account/v1/audit-log/?account_id=${demoId}&event=${event}&page_size=100`,
    token: owner.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const results = res.json().data.results as Entry[];
  demoEntryIds.push(...results.map((e) => e.audit_event_id));
  return results;
}

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/auth/v1/login/', body: { email, password }, ip, headers });

describe('sign-ins in the company log', () => {
  it('given a wrong password for a staff member, then the log shows the failed sign-in, its method and the address the server saw, never the password', async () => {
    // Without TRUST_PROXY a forwarded-for header is the client's word, not the address.
    const res = await login('analyst@demo-company.test', TYPED_PASSWORD, '192.0.2.41', {
      'x-forwarded-for': '198.51.100.99',
    });
    expect(res.statusCode).toBe(401);
    const [failed] = (await demoLog('sign_in_failed')).filter((e) => e.ip === '192.0.2.41');
    expect(failed).toMatchObject({ event: 'sign_in_failed', ip: '192.0.2.41', details: { method: 'password' } });
    expect(failed!.subject_name).toMatch(/\S/);
    const stored = await t.db.selectFrom('audit_events').select('details').execute();
    expect(JSON.stringify(stored)).not.toContain(TYPED_PASSWORD);
  });

  it('given a wrong password for an unknown address, then the answer is the same and no company log holds a row for it', async () => {
    const known = await login('analyst@demo-company.test', TYPED_PASSWORD, '192.0.2.42');
    const unknown = await login('nobody-here@demo-company.test', TYPED_PASSWORD, '192.0.2.43');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json().code).toBe(known.json().code);
    expect(unknown.json().message).toBe(known.json().message);
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['account_id', 'subject_user_id', 'details'])
      .where('ip', '=', '192.0.2.43')
      .execute();
    expect(rows).toEqual([{ account_id: null, subject_user_id: null, details: { method: 'password' } }]);
    expect(JSON.stringify(rows)).not.toContain('nobody-here');
  });

  it('given a successful staff sign-in, then it shows with its method and address', async () => {
    expect((await login('analyst@demo-company.test', DEMO_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
    const [signIn] = (await demoLog('sign_in')).filter((e) => e.ip === '192.0.2.44');
    expect(signIn).toMatchObject({ actor_user_id: analystId, details: { method: 'password' } });
  });
});

describe('second factors, roles, hiring teams and exports in the company log', () => {
  it('given a staff member adding a passkey, then the log names it and the sessions it ended', async () => {
    const withPassword = { proof: { password: DEMO_PASSWORD } };
    const options = (
      await t.request({
        method: 'POST',
        url: '/api/auth/v1/second-factor/passkeys/options/',
        token: recruiter.token,
        body: withPassword,
        ip: '192.0.2.51',
      })
    ).json().data;
    const added = await t.request({
      method: 'POST',
      url: '/api/auth/v1/second-factor/passkeys/',
      token: recruiter.token,
      body: {
        name: 'Audit laptop',
        challenge: options.challenge,
        response: new SoftAuthenticator('localhost').register(options.options, 'http://localhost:3000'),
      },
      ip: '192.0.2.51',
    });
    expect(added.statusCode, added.body).toBe(200);
    const [entry] = await demoLog('passkey_added');
    expect(entry).toMatchObject({
      actor_user_id: recruiter.userId,
      ip: '192.0.2.51',
      details: { name: 'Audit laptop', sessions_ended: 'others' },
    });
  });

  it("given a custom role given to a person, then the log shows the role and the person's flags before", async () => {
    const flags = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, flag === 'company_dashboard_access']));
    const role = await t.request({
      method: 'POST',
      url: `/api/account/v1/${demoId}/roles/`,
      token: owner.token,
      body: { name: 'Audit readers', description: '', flags },
    });
    expect(role.statusCode, role.body).toBe(200);
    const given = await t.request({
      method: 'PUT',
      url: `/api/account/v1/${demoId}/users/${analystId}/role/`,
      token: owner.token,
      body: { role_id: role.json().data.role_id },
      ip: '192.0.2.52',
    });
    expect(given.statusCode, given.body).toBe(200);
    const [entry] = await demoLog('staff_role_assigned');
    expect(entry).toMatchObject({ actor_user_id: owner.userId, ip: '192.0.2.52' });
    expect(entry!.details).toMatchObject({ role_name: 'Audit readers', previous_flags: expect.any(Object) });
  });

  it('given a member added to and removed from a hiring team, then both show with the job', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/smartreq/v1/hiring-team/',
      token: owner.token,
      body: { job_id: 1, user_id: analystId },
    });
    expect(added.statusCode, added.body).toBe(200);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/smartreq/v1/hiring-team/member/${added.json().data.job_team_id}/`,
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await demoLog('hiring_team_member_added'))[0]).toMatchObject({ details: { job_id: 1 } });
    expect((await demoLog('hiring_team_member_removed'))[0]).toMatchObject({ details: { job_id: 1 } });
  });

  it('given an applicant export, then the log says who took how many rows from which job', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/smartreq/v1/export-applicants/1/?status=active',
      token: recruiter.token,
      ip: '192.0.2.53',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await demoLog('applicants_exported');
    expect(entry).toMatchObject({
      actor_user_id: recruiter.userId,
      ip: '192.0.2.53',
      details: { job_id: 1, rows: res.json().data.rows, filters: { status: 'active' } },
    });
  });

  it("given a recruiter downloading an applicant's resume, then the company's log names the applicant", async () => {
    const resume = await t.db
      .selectFrom('resumes')
      .innerJoin('user_trackers', 'user_trackers.user_id', 'resumes.user_id')
      .select(['resumes.resume_id', 'resumes.user_id'])
      .where('user_trackers.job_id', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'GET',
      url: `/api/resume/v1/original-file/${resume.resume_id}/`,
      token: recruiter.token,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await demoLog('applicant_resume_downloaded');
    expect(entry).toMatchObject({ actor_user_id: recruiter.userId, details: { resume_id: resume.resume_id } });
    expect(entry!.subject_name).toMatch(/\S/);
  });

  it('given the CSV asked in Spanish, then each kind is in Spanish beside its code', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/account/v1/audit-log/csv/?account_id=${demoId}&event=passkey_added&language=es`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (res.json().data.content as string).trim().split('\r\n');
    expect(lines[0]).toBe('"occurred_at","event","kind","actor","subject","ip","details"');
    expect(lines[1]).toContain('"passkey_added","Añadió una llave de acceso"');
    const french = await t.request({
      method: 'GET',
      url: `/api/account/v1/audit-log/csv/?account_id=${demoId}&event=sign_in_failed&language=fr`,
      token: owner.token,
    });
    expect(french.json().data.content).toContain('"sign_in_failed","Échec de connexion · mot de passe"');
    // The log names people and their addresses: each export of it is itself in the log.
    const exports = await demoLog('audit_log_exported');
    expect(exports.map((e) => [e.actor_user_id, e.details])).toEqual([
      [owner.userId, { rows: expect.any(Number), filters: { event: 'sign_in_failed' } }],
      [owner.userId, { rows: expect.any(Number), filters: { event: 'passkey_added' } }],
    ]);
  });
});

describe('forged background-check webhooks', () => {
  // t.request sends JSON.stringify(body): the bytes a signature is made over.
  const webhook = (body: Record<string, unknown>, signature: string) =>
    t.request({
      method: 'POST',
      url: `/api/integration/v1/background-checks/webhook/${demoId}/`,
      headers: { 'x-checkr-signature': signature },
      body,
    });
  const refusals = async () =>
    (
      await t.db
        .selectFrom('audit_events')
        .select('audit_event_id')
        .where('event', '=', 'background_check_webhook_refused')
        .where('account_id', '=', demoId)
        .execute()
    ).length;

  it('given a flood of forgeries, then they are refused with 429 past the limit and add no more rows, while a signed event still passes', async () => {
    const connected = await t.request({
      method: 'PUT',
      url: `/api/integration/v1/background-checks/account/${demoId}/connection/`,
      token: owner.token,
      body: { api_key: CHECKR_KEY, package: 'tasker_standard' },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const forged = { id: 'evt_forged', type: 'report.completed', created_at: new Date().toISOString(), data: {} };
    for (let i = 0; i < WEBHOOK_LIMITS.refusalsPerMinute; i++)
      expect((await webhook(forged, 'f'.repeat(64))).statusCode).toBe(401);
    const before = await refusals();
    expect(before).toBe(WEBHOOK_LIMITS.refusalsPerMinute);
    for (let i = 0; i < 5; i++) {
      const flooded = await webhook(forged, 'f'.repeat(64));
      expect(flooded.statusCode).toBe(429);
      expect(flooded.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(await refusals()).toBe(before);
    const genuine = {
      id: 'evt_genuine_audit',
      type: 'candidate.created',
      created_at: new Date().toISOString(),
      data: { object: { id: 'cand_1' } },
    };
    expect((await webhook(genuine, signCheckr(CHECKR_KEY, JSON.stringify(genuine)))).statusCode).toBe(200);
  });
});

describe('forged messaging webhooks (D322)', () => {
  const SMS_KEY = 'sms_demo_audit_0123456789';
  const webhook = (accountId: number, body: Record<string, unknown>, key: string) =>
    t.request(smsWebhookRequest(accountId, body, { key }));

  it('given a flood of forgeries at one company, then they are refused with 429 past its limit, while a signed event still passes', async () => {
    // Saved before its first check: this address is refused as private, but the key is kept.
    const connected = await t.request({
      method: 'PUT',
      url: '/api/integration/v1/messaging/connection/',
      token: owner.token,
      body: {
        account_id: demoId,
        adapter: 'http',
        address: 'http://127.0.0.1:9/v1',
        username: '',
        secret: SMS_KEY,
        rate_per_minute: 60,
      },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const forged = { type: 'status', id: 'sms_forged', status: 'delivered' };
    for (let i = 0; i < WEBHOOK_LIMITS.refusalsPerMinute; i++)
      expect((await webhook(demoId, forged, 'forged-key')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const flooded = await webhook(demoId, forged, 'forged-key');
      expect(flooded.statusCode, flooded.body).toBe(429);
      expect(flooded.headers['retry-after']).toMatch(/^\d+$/);
    }
    const genuine = { type: 'status', id: 'sms_unknown_message', status: 'delivered' };
    expect((await webhook(demoId, genuine, SMS_KEY)).statusCode).toBe(200);
  });
});

describe("another company's admin", () => {
  it("sees none of Demo Company's entries, and Demo Company's log is a 404 to them", async () => {
    expect(demoEntryIds.length).toBeGreaterThanOrEqual(7);
    const res = await t.request({
      method: 'GET',
      url: `/api/account/v1/audit-log/?account_id=${otherId}&page_size=100`,
      token: otherOwner.token,
    });
    expect(res.statusCode).toBe(200);
    const own = res.json().data.results as Entry[];
    expect(own.filter((e) => demoEntryIds.includes(e.audit_event_id))).toEqual([]);
    expect(own.filter((e) => ['192.0.2.41', '192.0.2.43', '192.0.2.51'].includes(e.ip ?? ''))).toEqual([]);
    const theirs = await t.request({
      method: 'GET',
      url: `/api/account/v1/audit-log/?account_id=${demoId}`,
      token: otherOwner.token,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('given a person with a role in both companies, then their failed sign-in is in each company log, once', async () => {
    const otherRole = await t.db
      .selectFrom('roles')
      .select('role_id')
      .where('account_id', '=', otherId)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: analystId, role_id: otherRole.role_id }).execute();
    await login('analyst@demo-company.test', TYPED_PASSWORD, '192.0.2.61');
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['account_id', 'subject_user_id'])
      .where('ip', '=', '192.0.2.61')
      .orderBy('account_id')
      .execute();
    expect(rows).toEqual(
      [demoId, otherId].sort((a, b) => a - b).map((id) => ({ account_id: id, subject_user_id: analystId })),
    );
  });
});
