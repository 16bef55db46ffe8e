/**
 * A requisition's dashboard and a custom dashboard mailed weekly (D516): the owner mails a
 * requisition's Overview and a custom dashboard; on the weekday each recipient who may still open
 * that dashboard gets its figures, computed as its endpoints compute them (the requisition's alone);
 * a colleague who cannot open it is refused at saving and gets nothing at sending; another
 * company's staff cannot set one up, see or stop it; a bad target is a 400 that writes nothing.
 */
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { DashboardMailing } from '../../../contracts/dashboard-mailings.ts';
import { lastMailId, mailsSince } from '../../test/mail-outbox.ts';
import { plantApplicant } from '../../test/scoring-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sendDueMailings } from './dashboard-mailings.send.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S;
let accountId: number, otherAccountId: number;
/** Dana reads the company's dashboards but has no requisitions flag and is on no team. */
let dana: { user_id: number; email: string };
let ownerEmail: string;
/** Demo Company's requisition with the most applications, the day after its last one, and Other Company's. */
let jobId: number, day: string, otherJobId: number;
const URL_BASE = 'https://assay.example';
const DAY = 86_400_000;
const shift = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

const call = (who: S, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/report/v1${url}`,
    token: who.token,
    ...(body !== undefined ? { body } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });
const mailings = () => t.db.selectFrom('dashboard_mailings').select('mailing_id').orderBy('mailing_id').execute();

/** The mailing is due on `on`, and the sender runs that day. */
async function sendOn(mailingId: number, on: string) {
  await t.db.updateTable('dashboard_mailings').set({ next_send_on: on }).where('mailing_id', '=', mailingId).execute();
  const since = await lastMailId(t.db);
  await sendDueMailings(t.db, URL_BASE, new Date(`${on}T12:00:00Z`));
  return mailsSince(t.db, since);
}

const csvOf = async (mailId: number) => {
  const file = await t.db
    .selectFrom('mail_outbox_files as l')
    .innerJoin('mail_files as f', 'f.mail_file_id', 'l.mail_file_id')
    .select(['f.file_name', 'f.content', 'f.account_id'])
    .where('l.mail_id', '=', mailId)
    .executeTakeFirstOrThrow();
  return { ...file, rows: Papa.parse<string[]>(Buffer.from(file.content).toString('utf8')).data };
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  const company = (name: string) =>
    t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow();
  accountId = (await company('Demo Company')).account_id;
  otherAccountId = (await company('Other Company')).account_id;
  const ownerRow = await t.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('user_id', '=', owner.userId)
    .executeTakeFirstOrThrow();
  ownerEmail = ownerRow.email;
  const busiest = (account: number) =>
    t.db
      .selectFrom('user_trackers as ut')
      .innerJoin('jobs as j', 'j.job_id', 'ut.job_id')
      .select(['j.job_id', (eb) => eb.fn.max('ut.created_at').as('last')])
      .where('j.account_id', '=', account)
      .where('j.job_type_id', '=', JOB_TYPE.requisition)
      .where('j.deleted_at', 'is', null)
      .groupBy('j.job_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('j.job_id')
      .executeTakeFirstOrThrow();
  const mine = await busiest(accountId);
  jobId = mine.job_id;
  day = shift(new Date(mine.last as Date).toISOString().slice(0, 10), 1);
  // Other Company's own requisition (the seed gives it none), as server/test/job-kit.ts makes one.
  otherJobId = (
    await t.db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        account_id: otherAccountId,
        job_type_id: JOB_TYPE.requisition,
        title: 'Other Company requisition',
        tracker_title: 'Job Application',
        city: 'Lyon',
        state: 'ARA',
      })
      .returning('job_id')
      .executeTakeFirstOrThrow()
  ).job_id;
  const role = await t.db
    .insertInto('roles')
    .values({ account_id: accountId, role_name: 'Dashboards only', company_dashboard_access: true })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  dana = await t.db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      email: `dana-${randomUUID()}@demo-company.test`,
      first_name: 'Dana',
      last_name: 'Analyst',
      // The demo password, so she can sign in.
      password_hash: ownerRow.password_hash,
      phone_number: null,
      preferred_language: 'en',
      updated_at: new Date(),
      deactivated_at: null,
      sessions_revoked_at: null,
      erased_at: null,
    })
    .returning(['user_id', 'email'])
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: dana.user_id, role_id: role.role_id }).execute();
});
afterAll(async () => t?.close());

describe('a requisition’s dashboard mailed weekly', () => {
  it('given a bad requisition or both dashboards named, then the save is a 400 naming the field and writes nothing', async () => {
    const kept = await mailings();
    const board = (
      await call(owner, 'POST', `/account/${accountId}/custom-dashboards/`, { name: 'Both', charts: ['time-to-hire'] })
    ).json().data as { dashboard_id: number };
    const base = { dashboard: 'overview', format: 'csv', weekday: 2, recipient_ids: [owner.userId] };
    const cases: [unknown, string][] = [
      [{ ...base, job_id: 2_000_000_000 }, 'job_id'],
      [{ ...base, job_id: otherJobId }, 'job_id'],
      [{ ...base, dashboard: 'applicant-overview', job_id: jobId }, 'dashboard'],
      [{ ...base, job_id: jobId, custom_dashboard_id: board.dashboard_id }, 'custom_dashboard_id'],
      // Dana reads dashboards but cannot open this requisition.
      [{ ...base, job_id: jobId, recipient_ids: [owner.userId, dana.user_id] }, 'recipient_ids'],
    ];
    for (const [body, prop] of cases) {
      const refused = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors.map((e: { prop: string }) => e.prop)).toEqual([prop]);
    }
    // Another company's owner names her company and the Demo Company's requisition.
    const theirs = await call(otherOwner, 'POST', `/account/${otherAccountId}/dashboard-mailings/`, {
      ...base,
      job_id: jobId,
      recipient_ids: [otherOwner.userId],
    });
    expect(theirs.statusCode, theirs.body).toBe(400);
    expect(theirs.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['job_id']);
    expect(await mailings()).toEqual(kept);
  });

  it('given a weekly CSV of a requisition’s Overview, then each recipient who may open it gets that requisition’s figures only, and one taken off its team gets nothing', async () => {
    await t.db.insertInto('job_team_members').values({ job_id: jobId, user_id: dana.user_id }).execute();
    const made = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      dashboard: 'overview',
      job_id: jobId,
      format: 'csv',
      weekday: 3,
      recipient_ids: [owner.userId, dana.user_id],
      // A requisition's dashboard has dates only: other filters are not kept.
      locations: 'Somewhere',
    });
    expect(made.statusCode, made.body).toBe(200);
    const mailing = made.json().data as DashboardMailing;
    expect(mailing).toMatchObject({ dashboard: 'overview', job_id: jobId, custom_dashboard_id: null, locations: null });
    // Off the team: Dana may no longer open the requisition's dashboard.
    await t.db.deleteFrom('job_team_members').where('job_id', '=', jobId).where('user_id', '=', dana.user_id).execute();
    // Another of the company's requisitions has an application in the same week: the file must not count it.
    const another = await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('account_id', '=', accountId)
      .where('job_type_id', '=', JOB_TYPE.requisition)
      .where('deleted_at', 'is', null)
      .where('job_id', '!=', jobId)
      .orderBy('job_id')
      .executeTakeFirstOrThrow();
    await plantApplicant(t.db, {
      email: `mailing-another-${randomUUID()}@example.test`,
      firstName: 'Another',
      lastName: 'Requisition',
      jobId: another.job_id,
      accountId,
      createdAt: `${shift(day, -3)}T10:00:00Z`,
    });
    const mails = await sendOn(mailing.mailing_id, day);
    expect(mails.map((m) => m.to_address)).toEqual([ownerEmail]);
    const [mail] = mails;
    expect(mail!.subject).toContain('Overview · ');
    expect(mail!.text_body).toContain(`${URL_BASE}/smartreq-detail/dashboard/overview?job_id=${jobId}&`);
    const from = shift(day, -7);
    const to = shift(day, -1);
    const own = (await call(owner, 'GET', `/smartreq/${jobId}/overview/?from_date=${from}&to_date=${to}`)).json().data;
    const company = (
      await call(owner, 'GET', `/account/${accountId}/applicant-overview/?from_date=${from}&to_date=${to}`)
    ).json().data;
    expect(own.applications).toBeGreaterThan(0);
    const file = await csvOf(mail!.mail_id);
    expect(file.file_name).toBe(`overview-${to}.csv`);
    expect(file.account_id).toBe(accountId);
    const figures = Object.fromEntries(file.rows[1]!.map((k, i) => [k, file.rows[2]![i]]));
    expect(figures).toMatchObject({
      applications: String(own.applications),
      hired: String(own.hired),
      rejected: String(own.rejected),
    });
    // The company's week counts the other requisition's application; the file holds the requisition's alone.
    expect(company.applications).toBeGreaterThan(own.applications);
    const byRequisition = file.rows.findIndex((r) => r[0] === 'by_requisition');
    if (byRequisition >= 0) {
      const header = file.rows[byRequisition + 1]!;
      const jobs = file.rows
        .slice(byRequisition + 2)
        .filter((r) => r.length === header.length)
        .map((r) => r[header.indexOf('job_id')]);
      expect(new Set(jobs)).toEqual(new Set([String(jobId)]));
    }
  });

  it('given another company or no dashboard access, then the requisition’s mailing cannot be seen or stopped there', async () => {
    const made = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      dashboard: 'interviews',
      job_id: jobId,
      format: 'pdf',
      weekday: 4,
      recipient_ids: [owner.userId],
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json().data as DashboardMailing).mailing_id;
    expect((await call(otherOwner, 'GET', `/account/${accountId}/dashboard-mailings/`)).statusCode).toBe(404);
    expect((await call(recruiter, 'GET', `/account/${accountId}/dashboard-mailings/`)).statusCode).toBe(403);
    expect((await call(otherOwner, 'DELETE', `/account/${otherAccountId}/dashboard-mailings/${id}/`)).statusCode).toBe(
      404,
    );
    expect((await call(otherOwner, 'DELETE', `/account/${accountId}/dashboard-mailings/${id}/`)).statusCode).toBe(404);
    expect((await call(otherOwner, 'GET', `/account/${otherAccountId}/dashboard-mailings/`)).json().data).toEqual([]);
    // Dana reads the company's mailings but not those of a requisition she cannot open.
    const danaSession = await t.signIn(dana.email);
    const seen = (await call(danaSession, 'GET', `/account/${accountId}/dashboard-mailings/`)).json()
      .data as DashboardMailing[];
    expect(seen.some((m) => m.job_id === jobId)).toBe(false);
    expect((await call(owner, 'DELETE', `/account/${accountId}/dashboard-mailings/${id}/`)).statusCode).toBe(200);
    expect((await mailings()).map((m) => m.mailing_id)).not.toContain(id);
  });
});

describe('a custom dashboard mailed weekly', () => {
  const board = async (who: S, shared: boolean) => {
    const made = await call(who, 'POST', `/account/${accountId}/custom-dashboards/`, {
      name: `Weekly ${randomUUID().slice(0, 8)}`,
      charts: ['applicant-overview', 'turnover'],
      shared,
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json().data as { dashboard_id: number; name: string; charts: string[] };
  };

  it('given a private dashboard, then only its creator may be mailed it, someone else’s cannot be named, and another company’s owner cannot mail it', async () => {
    const own = await board(owner, false);
    const kept = await mailings();
    const body = { dashboard: 'custom', custom_dashboard_id: own.dashboard_id, format: 'csv', weekday: 6 };
    const toDana = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      ...body,
      recipient_ids: [owner.userId, dana.user_id],
    });
    expect(toDana.statusCode, toDana.body).toBe(400);
    expect(toDana.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['recipient_ids']);
    const danaSession = await t.signIn(dana.email);
    const notHers = await call(danaSession, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      ...body,
      recipient_ids: [dana.user_id],
    });
    expect(notHers.statusCode, notHers.body).toBe(400);
    expect(notHers.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['custom_dashboard_id']);
    const wrongKind = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      ...body,
      dashboard: 'time-to-hire',
      recipient_ids: [owner.userId],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['dashboard']);
    const otherCompany = await call(otherOwner, 'POST', `/account/${otherAccountId}/dashboard-mailings/`, {
      ...body,
      recipient_ids: [otherOwner.userId],
    });
    expect(otherCompany.statusCode).toBe(400);
    expect(otherCompany.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['custom_dashboard_id']);
    expect(await mailings()).toEqual(kept);
  });

  it('given a shared dashboard mailed weekly, then each recipient gets its charts’ figures, one who can no longer see it gets nothing, and deleting it stops the mailing', async () => {
    const shared = await board(owner, true);
    const made = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      dashboard: 'custom',
      custom_dashboard_id: shared.dashboard_id,
      format: 'csv',
      weekday: 7,
      recipient_ids: [owner.userId, dana.user_id],
    });
    expect(made.statusCode, made.body).toBe(200);
    const mailing = made.json().data as DashboardMailing;
    expect(mailing).toMatchObject({ dashboard: 'custom', custom_dashboard_id: shared.dashboard_id, job_id: null });
    const first = (await sendOn(mailing.mailing_id, day)).filter((m) => m.subject.includes(shared.name));
    expect(first.map((m) => m.to_address).sort()).toEqual([ownerEmail, dana.email].sort());
    expect(first[0]!.subject).toContain(shared.name);
    expect(first[0]!.text_body).toContain(`${URL_BASE}/account/dashboard/custom?dId=${shared.dashboard_id}&`);
    const from = shift(day, -7);
    const to = shift(day, -1);
    const overview = (
      await call(owner, 'GET', `/account/${accountId}/applicant-overview/?from_date=${from}&to_date=${to}`)
    ).json().data;
    const file = await csvOf(first[0]!.mail_id);
    expect(file.file_name).toBe(`custom-${to}.csv`);
    const at = file.rows.findIndex((r) => r[0] === 'applicant-overview.figures');
    expect(at).toBeGreaterThanOrEqual(0);
    const figures = Object.fromEntries(file.rows[at + 1]!.map((k, i) => [k, file.rows[at + 2]![i]]));
    expect(figures).toMatchObject({ applications: String(overview.applications), hired: String(overview.hired) });
    expect(file.rows.some((r) => r[0]?.startsWith('turnover.'))).toBe(true);
    // No longer shared: Dana cannot see it, so she is not mailed.
    await call(owner, 'PUT', `/custom-dashboards/${shared.dashboard_id}/`, {
      name: shared.name,
      charts: shared.charts,
      shared: false,
    });
    // (Other mailings of this file fall due that week too: only this dashboard's are counted.)
    const second = (await sendOn(mailing.mailing_id, shift(day, 7))).filter((m) => m.subject.includes(shared.name));
    expect(second.map((m) => m.to_address)).toEqual([ownerEmail]);
    expect((await call(owner, 'DELETE', `/custom-dashboards/${shared.dashboard_id}/`)).statusCode).toBe(200);
    expect((await mailings()).map((m) => m.mailing_id)).not.toContain(mailing.mailing_id);
  });
});
