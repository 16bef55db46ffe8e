import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountVendors } from '../../../contracts/vendors.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'candidate@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [candidate, owner, recruiter, interviewer, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  otherId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (who: S | undefined, method: Method, url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    token: who?.token,
    body,
    headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() },
  });
const list = (who: S | undefined) => req(who, 'GET', '/integration/v1/account-vendors/');
const set = (who: S | undefined, accountId: number, enabled: unknown, vendorId = 1) =>
  req(who, 'PUT', `/integration/v1/account-vendors/${accountId}/${vendorId}/`, { enabled });
const snapshot = async () =>
  JSON.stringify(
    await t.db.selectFrom('account_vendors').selectAll().orderBy('account_id').orderBy('vendor_id').execute(),
  );
const planEditorSays = async (who: S, accountId: number) =>
  (await req(who, 'GET', `/job/v1/onboarding-forms/${accountId}/`)).json().data.language_test_enabled as boolean;

describe('who sees and changes which vendors', () => {
  it("given the owner, then the list has only Demo Company, with the language test on (seed) and the plans' language-test activities counted", async () => {
    const res = await list(owner);
    expect(res.statusCode, res.body).toBe(200);
    const data: AccountVendors[] = res.json().data;
    expect(data.map((a) => a.account_name)).toEqual(['Demo Company']);
    const used = await t.db
      .selectFrom('vendor_assessments as va')
      .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'va.job_step_activity_id')
      .innerJoin('job_steps as s', 's.job_step_id', 'jsa.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .where('j.account_id', '=', demoId)
      .where('j.deleted_at', 'is', null)
      .select((eb) => eb.fn.count<string>('jsa.job_step_activity_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(data[0]!.vendors).toEqual([
      {
        vendor_id: 1,
        name: 'Language test',
        enabled: true,
        adapter: 'built-in',
        enabled_at: expect.any(String),
        activity_count: Number(used.n),
      },
    ]);
    expect(data[0]!.vendors[0]!.activity_count).toBeGreaterThan(0);
  });

  it("given another company's owner, then they see only their own company (language test off) and 404 on Demo Company's vendors", async () => {
    const data: AccountVendors[] = (await list(otherOwner)).json().data;
    expect(data.map((a) => [a.account_name, a.vendors[0]!.enabled])).toEqual([['Other Company', false]]);
    const before = await snapshot();
    expect((await set(otherOwner, demoId, false)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('given the recruiter, the interviewer (no company settings access) or a candidate, then 403; nobody signed in, 401; nothing changes', async () => {
    const before = await snapshot();
    for (const who of [recruiter, interviewer, candidate]) {
      expect((await list(who)).statusCode).toBe(403);
      expect((await set(who, demoId, false)).statusCode).toBe(403);
    }
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await set(undefined, demoId, false)).statusCode).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('given the provider admin, then they list every company and may change any; an unknown company or vendor is 404', async () => {
    const data: AccountVendors[] = (await list(admin)).json().data;
    expect(data.map((a) => a.account_name)).toEqual(expect.arrayContaining(['Demo Company', 'Other Company']));
    const before = await snapshot();
    expect((await set(admin, 999_999, true)).statusCode).toBe(404);
    expect((await set(admin, demoId, true, 99)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('given a malformed body, then 400 and nothing changes', async () => {
    const before = await snapshot();
    for (const enabled of ['yes', 1, null]) expect((await set(owner, demoId, enabled)).statusCode).toBe(400);
    expect((await req(owner, 'PUT', `/integration/v1/account-vendors/${demoId}/1/`, {})).statusCode).toBe(400);
    expect(
      (await req(owner, 'PUT', `/integration/v1/account-vendors/${demoId}/x/`, { enabled: true })).statusCode,
    ).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('what turning the language test on or off does', () => {
  it('given Other Company turns it on, then its plan editor may add a language-test activity; turned off again, 409 once more', async () => {
    expect(await planEditorSays(otherOwner, otherId)).toBe(false);
    const on = await set(otherOwner, otherId, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.vendors[0]).toMatchObject({ enabled: true, adapter: 'built-in', activity_count: 0 });
    expect(await planEditorSays(otherOwner, otherId)).toBe(true);

    const { job_id } = (await req(otherOwner, 'POST', '/job/v1/builder/', { title: 'Bilingual Agent' })).json().data;
    const step = (await req(otherOwner, 'POST', `/job/v1/job-step/${job_id}/`, { name: 'Hire' })).json().data;
    const language_test = { language: 'fr', instruction_language: 'en', parts: ['reading'] };
    const added = await req(otherOwner, 'POST', `/job/v1/job-step/step/${step.job_step_id}/activity/`, {
      activity_type: 'language_test',
      title: 'French',
      language_test,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await list(otherOwner)).json().data[0].vendors[0].activity_count).toBe(1);

    // Turning on twice is no change (same date); off keeps the plan's activity, and adding another is refused.
    const again = await set(otherOwner, otherId, true);
    expect(again.json().data.vendors[0].enabled_at).toBe(on.json().data.vendors[0].enabled_at);
    const off = await set(otherOwner, otherId, false);
    expect(off.json().data.vendors[0]).toMatchObject({
      enabled: false,
      adapter: null,
      enabled_at: null,
      activity_count: 1,
    });
    expect(await planEditorSays(otherOwner, otherId)).toBe(false);
    const refused = await req(otherOwner, 'POST', `/job/v1/job-step/step/${step.job_step_id}/activity/`, {
      activity_type: 'language_test',
      title: 'French 2',
      language_test,
    });
    expect(refused.statusCode).toBe(409);
    expect((await set(otherOwner, otherId, false)).statusCode).toBe(200);
  });

  it("given the admin turns off Demo Company's language test, then it is off for its owner too and the change is audited; the owner turns it back on", async () => {
    expect((await set(admin, demoId, false)).statusCode).toBe(200);
    expect(await planEditorSays(owner, demoId)).toBe(false);
    const events = await t.db
      .selectFrom('audit_events')
      .select(['event', 'actor_user_id'])
      .where('account_id', '=', demoId)
      .where('event', 'like', 'account_vendor_%')
      .execute();
    expect(events).toContainEqual({ event: 'account_vendor_disabled', actor_user_id: admin.userId });
    expect((await set(owner, demoId, true)).statusCode).toBe(200);
    expect(await planEditorSays(owner, demoId)).toBe(true);
  });
});
