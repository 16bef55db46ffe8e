/**
 * A company's audit log on real PGlite (D205): its own changes with who, on whom, when and from
 * which address; filters by person, kind and date; CSV; no other company's entries; and entries
 * that the database itself refuses to change or delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, admin: S;
let demoId: number, otherId: number, analystId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = await t.signIn('owner@demo-company.test');
  recruiter = await t.signIn('recruiter@demo-company.test');
  otherOwner = await t.signIn('owner@other-company.test');
  admin = await t.signIn('admin@assay.test');
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
  analystId = (await t.db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'analyst@demo-company.test')
    .executeTakeFirstOrThrow())!.user_id;
});
afterAll(async () => t.close());

const readLog = (who: S, query: string) =>
  t.request({ method: 'GET', url: `/api/account/v1/audit-log/?${query}`, token: who.token });

async function changeAnalystFlags(ip: string) {
  const flags = {
    ...(Object.fromEntries(ROLE_FLAGS.map((f) => [f, false])) as RoleFlags),
    company_dashboard_access: true,
  };
  const res = await t.request({
    method: 'PUT',
    url: `/api/account/v1/${demoId}/users/${analystId}/flags/`,
    token: owner.token,
    body: { flags },
    ip,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("the company's audit log", () => {
  it('given a flag change by the owner, then the log names who, on whom, the kind, when and the address it came from', async () => {
    await changeAnalystFlags('192.0.2.77');
    const res = await readLog(owner, `account_id=${demoId}&event=staff_flags_changed`);
    expect(res.statusCode, res.body).toBe(200);
    const { results, people, events } = res.json().data;
    expect(results[0]).toMatchObject({
      event: 'staff_flags_changed',
      actor_name: expect.stringMatching(/\S/),
      ip: '192.0.2.77',
    });
    expect(results[0].subject_name).toMatch(/\S/);
    expect(Date.now() - Date.parse(results[0].occurred_at)).toBeLessThan(60_000);
    expect(people.map((p: { user_id: number }) => p.user_id)).toContain(owner.userId);
    expect(events).toContain('staff_flags_changed');
  });

  it('given filters by person, kind and dates, then only matching entries come back, paged', async () => {
    await changeAnalystFlags('192.0.2.78');
    const byOwner = (await readLog(owner, `account_id=${demoId}&actor_user_id=${owner.userId}`)).json().data;
    expect(byOwner.results.every((e: { actor_user_id: number }) => e.actor_user_id === owner.userId)).toBe(true);
    const byNobody = (
      await readLog(owner, `account_id=${demoId}&actor_user_id=${recruiter.userId}&event=staff_flags_changed`)
    ).json().data;
    expect(byNobody.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const todays = (
      await readLog(owner, `account_id=${demoId}&event=staff_flags_changed&from=${today}&to=${today}`)
    ).json().data;
    expect(todays.count).toBeGreaterThanOrEqual(2);
    const past = (await readLog(owner, `account_id=${demoId}&event=staff_flags_changed&to=2000-01-01`)).json().data;
    expect(past.count).toBe(0);
    const paged = (await readLog(owner, `account_id=${demoId}&event=staff_flags_changed&page_size=1&page=2`)).json()
      .data;
    expect(paged.results).toHaveLength(1);
    expect(paged.results[0].audit_event_id).not.toBe(todays.results[0].audit_event_id);
    const bad = await readLog(owner, `account_id=${demoId}&from=yesterday`);
    expect(bad.statusCode).toBe(400);
  });

  it('given the CSV, then it holds the same entries with a header, quoted, formula-safe', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/account/v1/audit-log/csv/?account_id=${demoId}&event=staff_flags_changed`,
      token: owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file.content_type).toContain('text/csv');
    expect(file.filename).toMatch(/^audit-log-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.content.trim().split('\r\n');
    expect(lines[0]).toBe('"occurred_at","event","kind","actor","subject","ip","details"');
    expect(lines.length - 1).toBe(file.rows);
    expect(lines[1]).toContain('"staff_flags_changed","Changed a user\'s permissions"');
  });

  it("given another company's owner, then Demo Company's log is a 404 and their own log holds none of its entries", async () => {
    expect((await readLog(otherOwner, `account_id=${demoId}`)).statusCode).toBe(404);
    const own = (await readLog(otherOwner, `account_id=${otherId}&page_size=100`)).json().data;
    const demoIds = (
      await t.db.selectFrom('audit_events').select('audit_event_id').where('account_id', '=', demoId).execute()
    ).map((r) => r.audit_event_id);
    expect(own.results.filter((e: { audit_event_id: number }) => demoIds.includes(e.audit_event_id))).toEqual([]);
    expect(own.people.map((p: { user_id: number }) => p.user_id)).not.toContain(owner.userId);
  });

  it('given staff without company settings access, then 403; a provider admin reads it', async () => {
    expect((await readLog(recruiter, `account_id=${demoId}`)).statusCode).toBe(403);
    expect((await readLog(admin, `account_id=${demoId}`)).statusCode).toBe(200);
  });
});

describe('entries that cannot be changed', () => {
  it('given an UPDATE or DELETE of an entry, then the database refuses it; erasure may still clear its address and details', async () => {
    const entry = await t.db
      .selectFrom('audit_events')
      .select(['audit_event_id', 'event'])
      .where('account_id', '=', demoId)
      .executeTakeFirstOrThrow();
    await expect(
      t.db
        .updateTable('audit_events')
        .set({ event: 'nothing_happened' })
        .where('audit_event_id', '=', entry.audit_event_id)
        .execute(),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      t.db.deleteFrom('audit_events').where('audit_event_id', '=', entry.audit_event_id).execute(),
    ).rejects.toThrow(/cannot be deleted/);
    await sql`update audit_events set ip = null, details = '{}'::jsonb where audit_event_id = ${entry.audit_event_id}`.execute(
      t.db,
    );
    const after = await t.db
      .selectFrom('audit_events')
      .select(['event', 'ip'])
      .where('audit_event_id', '=', entry.audit_event_id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ event: entry.event, ip: null });
  });
});
