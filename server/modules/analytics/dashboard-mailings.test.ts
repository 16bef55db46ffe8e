/**
 * Dashboards mailed weekly (D340): the owner mails the Candidate Overview as CSV and Time To Hire
 * as PDF to colleagues; the recurring job, run on the job queue on the weekday, queues one mail
 * per recipient in their language with the file of the seven days before, which holds the
 * dashboard's own figures for that week; a colleague who has lost dashboard access gets nothing;
 * nobody without access, and no other company, sets one up, reads or deletes one.
 */
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardMailing, MailingRecipient } from '../../../contracts/dashboard-mailings.ts';
import { drainJobs, enqueue } from '../../jobs/queue.ts';
import { recurringHandlers } from '../../jobs/recurring.ts';
import { lastMailId, mailsSince } from '../../test/mail-outbox.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { dashboardMailingsJob } from './dashboard-mailings.send.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S;
let accountId: number, otherAccountId: number;
let ana: { user_id: number; email: string };
const URL_BASE = 'https://assay.example';

const call = (who: S, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/report/v1${url}`,
    token: who.token,
    ...(body !== undefined ? { body } : {}),
    headers: { 'idempotency-key': randomUUID() },
  });

/** The files attached to a queued mail, in order. */
const attachments = (mailId: number) =>
  t.db
    .selectFrom('mail_outbox_files as l')
    .innerJoin('mail_files as f', 'f.mail_file_id', 'l.mail_file_id')
    .select(['f.file_name', 'f.content_type', 'f.content', 'f.account_id'])
    .where('l.mail_id', '=', mailId)
    .orderBy('l.position')
    .execute();

/** The week has come: the mailing is due today, and the job queue runs its recurring sweep. */
async function runWeek(mailingId: number, today: string) {
  await t.db
    .updateTable('dashboard_mailings')
    .set({ next_send_on: today })
    .where('mailing_id', '=', mailingId)
    .execute();
  const job = dashboardMailingsJob(URL_BASE);
  await enqueue(t.db, job.kind, {});
  await drainJobs(t.db, recurringHandlers([job]));
}

/** A new colleague with the owner's role at Demo Company (so with dashboard access). */
async function colleague(firstName: string, language: string) {
  const ownerRole = await t.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('r.role_id')
    .where('ur.user_id', '=', owner.userId)
    .where('r.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const made = await t.db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      email: `${firstName.toLowerCase()}-${randomUUID()}@demo-company.test`,
      first_name: firstName,
      last_name: 'Colleague',
      password_hash: null,
      phone_number: null,
      preferred_language: language,
      updated_at: new Date(),
      deactivated_at: null,
      sessions_revoked_at: null,
      erased_at: null,
    })
    .returning(['user_id', 'email'])
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: made.user_id, role_id: ownerRole.role_id }).execute();
  return made;
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  const company = (name: string) =>
    t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow();
  accountId = (await company('Demo Company')).account_id;
  otherAccountId = (await company('Other Company')).account_id;
  ana = await colleague('Ana', 'es');
});
afterAll(async () => t?.close());

describe('dashboards mailed weekly', () => {
  it('given the owner, then only colleagues with dashboard access are offered or accepted as recipients', async () => {
    const offered = (await call(owner, 'GET', `/account/${accountId}/dashboard-mailings/recipients/`)).json()
      .data as MailingRecipient[];
    const ids = offered.map((r) => r.user_id);
    expect(ids).toContain(owner.userId);
    expect(ids).toContain(ana.user_id);
    expect(ids).not.toContain(recruiter.userId);
    expect(ids).not.toContain(otherOwner.userId);
    const base = { dashboard: 'applicant-overview', format: 'csv', weekday: 1 };
    const kept = await t.db.selectFrom('dashboard_mailings').select('mailing_id').execute();
    for (const stranger of [recruiter.userId, otherOwner.userId]) {
      const refused = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
        ...base,
        recipient_ids: [owner.userId, stranger],
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['recipient_ids']);
    }
    const bad = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      dashboard: 'company-overview',
      format: 'docx',
      weekday: 8,
      recipient_ids: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { prop: string }) => e.prop)
        .sort(),
    ).toEqual(['dashboard', 'format', 'recipient_ids', 'weekday'].sort());
    expect(await t.db.selectFrom('dashboard_mailings').select('mailing_id').execute()).toEqual(kept);
  });

  it('given staff without dashboard access or another company, then they cannot set up, read or stop a mailing', async () => {
    const body = { dashboard: 'time-to-hire', format: 'pdf', weekday: 3, recipient_ids: [owner.userId] };
    expect((await call(recruiter, 'POST', `/account/${accountId}/dashboard-mailings/`, body)).statusCode).toBe(403);
    expect((await call(recruiter, 'GET', `/account/${accountId}/dashboard-mailings/`)).statusCode).toBe(403);
    expect((await call(otherOwner, 'POST', `/account/${accountId}/dashboard-mailings/`, body)).statusCode).toBe(404);
    expect((await call(otherOwner, 'GET', `/account/${accountId}/dashboard-mailings/`)).statusCode).toBe(404);
    const made = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, body);
    expect(made.statusCode, made.body).toBe(200);
    const id = (made.json().data as DashboardMailing).mailing_id;
    // The other company's owner names her own company and the Demo Company's mailing: not found.
    expect((await call(otherOwner, 'DELETE', `/account/${otherAccountId}/dashboard-mailings/${id}/`)).statusCode).toBe(
      404,
    );
    const theirs = (await call(otherOwner, 'GET', `/account/${otherAccountId}/dashboard-mailings/`)).json().data;
    expect(theirs).toEqual([]);
    expect((await call(owner, 'DELETE', `/account/${accountId}/dashboard-mailings/${id}/`)).statusCode).toBe(200);
    const left = (await call(owner, 'GET', `/account/${accountId}/dashboard-mailings/`)).json()
      .data as DashboardMailing[];
    expect(left.map((m) => m.mailing_id)).not.toContain(id);
  });

  it('given a weekly CSV of the Candidate Overview, then on its weekday each recipient is mailed the week’s figures in their language, once', async () => {
    const made = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      dashboard: 'applicant-overview',
      format: 'csv',
      weekday: 1,
      recipient_ids: [owner.userId, ana.user_id],
    });
    expect(made.statusCode, made.body).toBe(200);
    const mailing = made.json().data as DashboardMailing;
    expect(mailing.recipients.map((r) => r.user_id).sort()).toEqual([owner.userId, ana.user_id].sort());
    expect(new Date(`${mailing.next_send_on}T00:00:00Z`).getUTCDay()).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const since = await lastMailId(t.db);
    await runWeek(mailing.mailing_id, today);
    const mails = await mailsSince(t.db, since);
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      [
        ana.email,
        (await t.db.selectFrom('users').select('email').where('user_id', '=', owner.userId).executeTakeFirstOrThrow())
          .email,
      ].sort(),
    );
    const spanish = mails.find((m) => m.to_address === ana.email)!;
    expect(spanish.subject).toContain('Resumen de candidatos');
    expect(spanish.text_body).toContain('Hola, Ana');
    // The file holds the dashboard's own figures of the seven days before.
    const to = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const overview = (
      await call(owner, 'GET', `/account/${accountId}/applicant-overview/?from_date=${from}&to_date=${to}`)
    ).json().data;
    for (const mail of mails) {
      const [file] = await attachments(mail.mail_id);
      expect(file?.file_name).toBe(`applicant-overview-${to}.csv`);
      expect(file?.account_id).toBe(accountId);
      const rows = Papa.parse<string[]>(Buffer.from(file!.content).toString('utf8')).data;
      expect(rows[0]).toEqual(['figures']);
      const figures = Object.fromEntries(rows[1]!.map((k, i) => [k, rows[2]![i]]));
      expect(figures).toMatchObject({
        applications: String(overview.applications),
        hired: String(overview.hired),
        rejected: String(overview.rejected),
      });
      expect(rows.some((r) => r[0] === 'by_requisition')).toBe(overview.by_requisition.length > 0);
    }
    const after = (await call(owner, 'GET', `/account/${accountId}/dashboard-mailings/`)).json()
      .data as DashboardMailing[];
    const again = after.find((m) => m.mailing_id === mailing.mailing_id)!;
    expect(again.last_sent_on).toBe(today);
    expect(again.next_send_on > today).toBe(true);
    // Run again the same day: nothing is mailed twice.
    const before = await lastMailId(t.db);
    const job = dashboardMailingsJob(URL_BASE);
    await job.run(t.db);
    expect(await mailsSince(t.db, before)).toEqual([]);
  });

  it('given a weekly PDF, then a colleague who has lost dashboard access is no longer mailed, and the others get a PDF', async () => {
    const bo = await colleague('Bo', 'en');
    const made = await call(owner, 'POST', `/account/${accountId}/dashboard-mailings/`, {
      dashboard: 'time-to-hire',
      format: 'pdf',
      weekday: 5,
      recipient_ids: [owner.userId, bo.user_id],
    });
    const mailing = made.json().data as DashboardMailing;
    await t.db.deleteFrom('user_roles').where('user_id', '=', bo.user_id).execute();
    const since = await lastMailId(t.db);
    await runWeek(mailing.mailing_id, new Date().toISOString().slice(0, 10));
    const mails = await mailsSince(t.db, since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).not.toBe(bo.email);
    expect(mails[0]!.subject).toContain('Time To Hire');
    const [file] = await attachments(mails[0]!.mail_id);
    expect(file?.content_type).toBe('application/pdf');
    const pdf = await PDFDocument.load(Buffer.from(file!.content));
    expect(pdf.getTitle()).toContain('Time To Hire');
    expect(pdf.getPageCount()).toBeGreaterThan(0);
  });
});
