/**
 * The Undo of a bulk reject in one request (D266, D490), on real PGlite: the counts the toast shows
 * (undone, mails cancelled, mails already sent, not undone and why) for a mix of applications; a
 * held mail it cancels is never sent; one company never undoes another's, and learns nothing of
 * them; a role without the right is refused; the list is judged whole (400 in the user's language).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_REF_IDS } from '../../../contracts/applicant-constants.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { makeRejectionMailsDue } from '../../test/rejection-mail-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REJECTION_EMAIL_JOB, rejectionEmailHandler } from './rejection-email.ts';

let t: TestApp;
let owner: string;
let otherOwner: string;
let interviewer: string;
let candidate: string;
let reason: number;
/** Active applications of Demo Company's open requisition, one per person. */
let refs: string[];
const handlers = { [REJECTION_EMAIL_JOB]: rejectionEmailHandler('https://assay.test') };
const standard = { text: 'standard' as const };
const UNDO_URL = 'bulk-reject-applicants/undo/';

const applicant = async (refId: string) =>
  t.db
    .selectFrom('user_trackers as t')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select(['t.user_step_tracker_id as id', 't.status', 't.stage_job_step_id', 't.company_stage', 'u.email'])
    .where('t.ref_id', '=', refId)
    .executeTakeFirstOrThrow();
const mailsTo = async (address: string) =>
  t.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', address).execute();
const waiting = async (refId: string) =>
  t.db
    .selectFrom('background_jobs')
    .select('run_after')
    .where('kind', '=', REJECTION_EMAIL_JOB)
    .where('finished_at', 'is', null)
    .where(sql<string>`payload->>'ref_id'`, '=', refId)
    .execute();
/** The queue's time moves forward for one application's waiting mail only. */
const makeDueFor = (refId: string) =>
  t.db
    .updateTable('background_jobs')
    .set({ run_after: sql<Date>`now()` })
    .where('kind', '=', REJECTION_EMAIL_JOB)
    .where('finished_at', 'is', null)
    .where(sql<string>`payload->>'ref_id'`, '=', refId)
    .execute();
const post = (url: string, body?: unknown, token = owner, headers?: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: `/api/smartreq/v1/${url}`,
    token,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
const bulkReject = async (refIds: string[]) => {
  const res = await post('bulk-reject-applicants/', { ref_ids: refIds, rejection_reason_id: reason, email: standard });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  owner = (await t.signIn('owner@demo-company.test')).token;
  otherOwner = (await t.signIn('owner@other-company.test')).token;
  interviewer = (await t.signIn('interviewer@demo-company.test')).token;
  candidate = (await t.signIn('candidate@assay.test')).token;
  const row = await t.db
    .selectFrom('rejection_reasons as r')
    .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
    .select(['r.rejection_reason_id'])
    .where('a.name', '=', 'Demo Company')
    .where('r.rejection_type', '=', 'company')
    .where('r.is_active', '=', true)
    .orderBy('r.sort_order')
    .executeTakeFirstOrThrow();
  reason = row.rejection_reason_id;
  // The open requisition (job 1): the interviewer is not on its team.
  const active = await t.db
    .selectFrom('user_trackers as t')
    .select(['t.ref_id', 't.user_id'])
    .where('t.job_id', '=', 1)
    .where('t.status', '=', 'active')
    .where('t.removed_at', 'is', null)
    .orderBy('t.ref_id')
    .execute();
  const people = new Set<number>();
  refs = active.filter((a) => !people.has(a.user_id) && people.add(a.user_id)).map((a) => a.ref_id);
  expect(refs.length).toBeGreaterThanOrEqual(12);
});
afterAll(async () => t.close());

describe('the bulk reject’s Undo, in one request (D490)', () => {
  it('given a mix (a held mail, a sent mail, one undone and advanced since, one past the ten minutes), then it undoes the rejections it may and counts each outcome', async () => {
    const [held, sent, movedOn, late] = refs.slice(0, 4) as [string, string, string, string];
    await bulkReject([held, sent, movedOn, late]);
    // The sent one's mail leaves when its time comes.
    await makeDueFor(sent);
    await drainJobs(t.db, handlers);
    expect(await mailsTo((await applicant(sent)).email)).toHaveLength(1);
    // Someone undid one on its own and advanced it.
    const moved = await applicant(movedOn);
    expect((await post(`user-smartreq/${moved.id}/undo/`)).statusCode).toBe(200);
    expect((await post(`user-smartreq/${moved.id}/advance/`, {})).statusCode).toBe(200);
    const advanced = await applicant(movedOn);
    // The undo of one rejection is past its ten minutes.
    await sql`update application_undo set done_at = now() - interval '11 minutes' where ref_id = ${late}`.execute(t.db);

    const res = await post(UNDO_URL, { ref_ids: [held, sent, movedOn, late] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ undone: 2, emails_cancelled: 1, emails_sent: 1 });
    expect(answer.not_undone).toHaveLength(2);
    expect(answer.not_undone).toEqual(
      expect.arrayContaining([
        { ref_id: movedOn, reason: 'moved_on' },
        { ref_id: late, reason: 'nothing_to_undo' },
      ]),
    );
    expect((await applicant(held)).status).toBe('active');
    expect((await applicant(sent)).status).toBe('active');
    // The advance made since stands; the late rejection too.
    expect(await applicant(movedOn)).toEqual(advanced);
    expect((await applicant(late)).status).toBe('rejected');
    // The held mail is cancelled: never sent, even when its time comes.
    expect(await waiting(held)).toEqual([]);
    await makeRejectionMailsDue(t.db);
    await drainJobs(t.db, handlers);
    expect(await mailsTo((await applicant(held)).email)).toEqual([]);
  });

  it('given the same Undo again, then nothing more is undone and each says there is nothing to undo', async () => {
    const [a, b] = refs.slice(4, 6) as [string, string];
    await bulkReject([a, b]);
    expect((await post(UNDO_URL, { ref_ids: [a, b] })).json().data).toMatchObject({ undone: 2, emails_cancelled: 2 });
    const again = await post(UNDO_URL, { ref_ids: [a, b] });
    expect(again.json().data).toEqual({
      undone: 0,
      emails_cancelled: 0,
      emails_sent: 0,
      not_undone: [a, b].sort().map((ref_id) => ({ ref_id, reason: 'nothing_to_undo' })),
    });
  });

  it('given a retry with the same Idempotency-Key, then it answers the first answer and applies it once', async () => {
    const [a] = refs.slice(6, 7) as [string];
    await bulkReject([a]);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await post(UNDO_URL, { ref_ids: [a] }, owner, headers);
    const retry = await post(UNDO_URL, { ref_ids: [a] }, owner, headers);
    expect(first.json().data).toMatchObject({ undone: 1, emails_cancelled: 1 });
    expect(retry.json().data).toEqual(first.json().data);
  });
});

describe('who may undo a bulk reject (D490)', () => {
  it("given another company's owner, then Demo Company's rejections are not undone: 404 as for ids nobody has, and the mails still wait", async () => {
    const [a, b] = refs.slice(7, 9) as [string, string];
    await bulkReject([a, b]);
    const foreign = await post(UNDO_URL, { ref_ids: [a, b] }, otherOwner);
    const nobody = await post(UNDO_URL, { ref_ids: [crypto.randomUUID()] }, otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(nobody.statusCode).toBe(404);
    // The same answer whether the applications exist or not: nothing is told about them.
    const { request_id: _a, ...foreignBody } = foreign.json();
    const { request_id: _b, ...nobodyBody } = nobody.json();
    expect(foreignBody).toEqual(nobodyBody);
    for (const ref of [a, b]) {
      expect((await applicant(ref)).status).toBe('rejected');
      expect(await waiting(ref)).toHaveLength(1);
    }
  });

  it('given one id out of reach among its own, then the whole Undo is refused and nothing changes', async () => {
    const [a, b] = refs.slice(7, 9) as [string, string];
    const res = await post(UNDO_URL, { ref_ids: [a, b, crypto.randomUUID()] });
    expect(res.statusCode).toBe(404);
    for (const ref of [a, b]) {
      expect((await applicant(ref)).status).toBe('rejected');
      expect(await waiting(ref)).toHaveLength(1);
    }
  });

  it('given an interviewer not on the requisition’s team, or a candidate, then they are refused and nothing changes', async () => {
    const [a] = refs.slice(7, 8) as [string];
    expect((await post(UNDO_URL, { ref_ids: [a] }, interviewer)).statusCode).toBe(404);
    expect((await post(UNDO_URL, { ref_ids: [a] }, candidate)).statusCode).toBe(403);
    expect((await applicant(a)).status).toBe('rejected');
    expect(await waiting(a)).toHaveLength(1);
  });
});

describe('the list the bulk reject’s Undo names (D490)', () => {
  const tooMany = () => Array.from({ length: BULK_MAX_REF_IDS + 1 }, () => crypto.randomUUID());

  it(`given more than ${BULK_MAX_REF_IDS} applications, then 400 names ref_ids in the user’s language and nothing changes`, async () => {
    const [a] = refs.slice(9, 10) as [string];
    await bulkReject([a]);
    const ids = [a, ...tooMany().slice(1)];
    const words = {
      en: `Check ref_ids: This list can hold at most ${BULK_MAX_REF_IDS} items.`,
      es: `Revisa ref_ids: Esta lista puede tener como máximo ${BULK_MAX_REF_IDS} elementos.`,
      fr: `Vérifiez ref_ids\u202f: Cette liste peut contenir au plus ${BULK_MAX_REF_IDS} éléments.`,
    };
    for (const [language, message] of Object.entries(words)) {
      const res = await post(UNDO_URL, { ref_ids: ids }, owner, { 'accept-language': language });
      expect(res.statusCode, language).toBe(400);
      expect(res.json().message, language).toBe(message);
      expect(res.json().errors, language).toEqual([expect.objectContaining({ prop: 'ref_ids' })]);
    }
    expect((await applicant(a)).status).toBe('rejected');
    expect(await waiting(a)).toHaveLength(1);
  });

  it('given an empty list or an id that is not one, then 400 names ref_ids', async () => {
    for (const ref_ids of [[], ['not-a-uuid']]) {
      const res = await post(UNDO_URL, { ref_ids });
      expect(res.statusCode, JSON.stringify(ref_ids)).toBe(400);
      expect(res.json().errors[0].prop).toMatch(/^ref_ids/);
    }
  });
});
