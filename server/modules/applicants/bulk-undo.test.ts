/**
 * The Undo of a bulk reject in one request (D266, D490), on real PGlite: the counts the toast shows
 * (undone, mails cancelled, mails already sent, not undone and why) for a mix of applications; a
 * held mail it cancels is never sent; one company never undoes another's, and learns nothing of
 * them; a role without the right is refused; the list is judged whole (400 in the user's language).
 * An application removed within the ten minutes is named `removed` and the others are undone
 * (D504), while an id of another company answers exactly as an unknown one; the Undo runs the same
 * statements for 1 application as for 20.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_REF_IDS } from '../../../contracts/applicant-constants.ts';
import { loadUser } from '../../db/signed-in-user.store.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { asStorage } from '../../storage/file-storage.ts';
import { insertApplication } from '../../test/application-kit.ts';
import {
  makeRejectionMailsDue,
  rejectionKit,
  rejectionMailHandlers as handlers,
  STANDARD_MAIL as standard,
  type RejectionKit,
} from '../../test/rejection-mail-kit.ts';
import { countingStatements } from '../../test/statement-count.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { erasePerson } from '../data-rights/index.ts';
import { bulkUndoRejections } from './bulk-undo.service.ts';

let t: TestApp;
let kit: RejectionKit;
let owner: string;
let ownerId: number;
let accountId: number;
let otherOwner: string;
let interviewer: string;
let candidate: string;
let reason: number;
/** Active applications of Demo Company's open requisition, one per person. */
let refs: string[];
const UNDO_URL = 'bulk-reject-applicants/undo/';

const applicant = (refId: string) => kit.applicant(refId);
const mailsTo = (address: string) => kit.mailsTo(address);
const waiting = (refId: string) => kit.waiting(refId);
const makeDueFor = (refId: string) => kit.makeDueFor(refId);
const post = (url: string, body?: unknown, token = owner, headers?: Record<string, string>) =>
  kit.post(url, token, body, headers);
/** A new applicant of `jobId` (Demo Company's open requisition unless named), written straight to the tables. */
const newApplication = (jobId = 1, account = accountId, removedAt: string | null = null) =>
  insertApplication(t.db, {
    email: `undo-${crypto.randomUUID()}@example.test`,
    firstName: 'Undo',
    lastName: 'Applicant',
    jobId,
    accountId: account,
    createdAt: new Date().toISOString(),
    removedAt,
  });
const bulkReject = async (refIds: string[]) => {
  const res = await post('bulk-reject-applicants/', { ref_ids: refIds, rejection_reason_id: reason, email: standard });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  kit = rejectionKit(t);
  ({ token: owner, userId: ownerId } = await t.signIn('owner@demo-company.test'));
  otherOwner = (await t.signIn('owner@other-company.test')).token;
  interviewer = (await t.signIn('interviewer@demo-company.test')).token;
  candidate = (await t.signIn('candidate@assay.test')).token;
  const demo = await kit.demoReason();
  reason = demo.reason;
  accountId = demo.accountId;
  // The open requisition (job 1): the interviewer is not on its team.
  refs = await kit.activeRefs(demo.accountId, { jobId: 1 });
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

describe('an application removed within the ten minutes (D504)', () => {
  it('given one deleted from the requisition and one whose person was erased, then the others are undone and those two are named removed', async () => {
    const [kept, deleted] = refs.slice(10, 12) as [string, string];
    const erased = await newApplication();
    await bulkReject([kept, deleted, erased]);
    const removal = await post('delete-applicants/', { ref_ids: [deleted] });
    expect(removal.statusCode, removal.body).toBe(200);
    const person = await t.db
      .selectFrom('user_trackers')
      .select('user_id')
      .where('ref_id', '=', erased)
      .executeTakeFirstOrThrow();
    await erasePerson(t.db, asStorage(mkdtempSync(join(tmpdir(), 'assay-undo-'))), person.user_id);

    const res = await post(UNDO_URL, { ref_ids: [kept, deleted, erased] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      undone: 1,
      emails_cancelled: 1,
      emails_sent: 0,
      not_undone: [deleted, erased].sort().map((ref_id) => ({ ref_id, reason: 'removed' })),
    });
    expect((await applicant(kept)).status).toBe('active');
    expect(await waiting(kept)).toEqual([]);
    // The removed are not put back.
    for (const ref of [deleted, erased]) expect((await applicant(ref)).status).toBe('rejected');
  });

  it('given an application of another company among its own, removed or not, then 404 exactly as for an unknown id, and nothing changes', async () => {
    const otherAccount = await t.db
      .selectFrom('accounts')
      .select('account_id')
      .where('name', '=', 'Other Company')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .insertInto('jobs')
      .values({
        uuid: crypto.randomUUID(),
        account_id: otherAccount.account_id,
        job_type_id: 2,
        title: 'Other Company’s requisition',
        tracker_title: 'Job Application',
      })
      .returning(['job_id', 'account_id'])
      .executeTakeFirstOrThrow();
    const own = await newApplication();
    await bulkReject([own]);
    const foreignRemoved = await newApplication(other.job_id, other.account_id, new Date().toISOString());
    const foreign = await newApplication(other.job_id, other.account_id);
    const unknown = await post(UNDO_URL, { ref_ids: [own, crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(404);
    const { request_id: _u, ...unknownBody } = unknown.json();
    for (const ref of [foreignRemoved, foreign]) {
      const res = await post(UNDO_URL, { ref_ids: [own, ref] });
      expect(res.statusCode, ref).toBe(404);
      const { request_id: _r, ...body } = res.json();
      expect(body, ref).toEqual(unknownBody);
    }
    expect((await applicant(own)).status).toBe('rejected');
    expect(await waiting(own)).toHaveLength(1);
  });
});

describe('what the bulk Undo costs the database (D504)', () => {
  it('given 1 or 20 rejections to undo, then it runs the same statements for both: none per application', async () => {
    const viewer = (await loadUser(t.db, ownerId))!;
    const counted: number[] = [];
    for (const size of [1, 20]) {
      const ids = [];
      for (let i = 0; i < size; i++) ids.push(await newApplication());
      await bulkReject(ids);
      const statements = countingStatements(t.db);
      const answer = await bulkUndoRejections(statements.db, viewer, ids);
      expect(answer).toEqual({ undone: size, emails_cancelled: size, emails_sent: 0, not_undone: [] });
      counted.push(statements.count());
    }
    // Before D504, three per application (was its mail sent, the kept state's delete, the update): 7 and 64.
    expect(counted[1]).toBe(counted[0]);
  });
});
