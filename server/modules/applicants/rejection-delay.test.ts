/**
 * An undo that tells the truth (D266), on real PGlite: a rejection mail waits the company's delay
 * (10 minutes unless set) in the job queue; undo within it cancels the mail and says so, and the
 * queue sends nothing; once it has gone ("send now", or the delay passed), undo says it went. The
 * delay is a company setting only its settings holders change, judged whole (400 otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/queue.ts';
import {
  makeRejectionMailsDue,
  rejectionKit,
  rejectionMailHandlers as handlers,
  STANDARD_MAIL as standard,
  type RejectionKit,
} from '../../test/rejection-mail-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let kit: RejectionKit;
let owner: string;
let recruiter: string;
let otherOwner: string;
let reason: number;
let accountId: number;
/** Active applications of Demo Company's requisitions, one per person. */
let refs: string[];
const demoApplicantRefId = (i: number) => refs[i - 90]!;

const applicant = (refId: string) => kit.applicant(refId);
const mailsTo = (address: string) => kit.mailsTo(address);
const waiting = (refId: string) => kit.waiting(refId);
const makeDue = () => makeRejectionMailsDue(t.db);
const post = (url: string, body?: unknown, token = owner) => kit.post(url, token, body);
const delayUrl = () => `/api/account/v1/${accountId}/rejection-email-delay/`;
const setDelay = (minutes: unknown, token = owner) =>
  t.request({ method: 'PUT', url: delayUrl(), token, body: { minutes } });
const reject = async (refId: string, email: object) => {
  const p = await applicant(refId);
  const res = await post(`user-smartreq/${p.id}/reject/`, { rejection_reason_id: reason, email });
  expect(res.statusCode, res.body).toBe(200);
  return p;
};

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  kit = rejectionKit(t);
  owner = (await t.signIn('owner@demo-company.test')).token;
  recruiter = (await t.signIn('recruiter@demo-company.test')).token;
  otherOwner = (await t.signIn('owner@other-company.test')).token;
  ({ reason, accountId } = await kit.demoReason());
  refs = await kit.activeRefs(accountId, { jobTypeId: 2 });
  expect(refs.length).toBeGreaterThanOrEqual(11);
});
afterAll(async () => t.close());

describe('a rejection mail waits the company’s delay', () => {
  it('given no choice of time, then the mail waits ten minutes in the queue and nothing is sent before', async () => {
    const ref = demoApplicantRefId(90);
    const before = Date.now();
    const p = await reject(ref, standard);
    const [job] = await waiting(ref);
    const wait = new Date(job!.run_after).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(wait).toBeLessThanOrEqual(10 * 60_000 + 60_000);
    expect(await drainJobs(t.db, handlers)).toBe(0);
    expect(await mailsTo(p.email)).toEqual([]);
  });

  it('given an undo within the delay, then it answers "cancelled" and the queue sends nothing when the time comes', async () => {
    const ref = demoApplicantRefId(91);
    const p = await reject(ref, standard);
    const undone = await post(`user-smartreq/${p.id}/undo/`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ status: 'active', rejection_email: 'cancelled' });
    expect(await waiting(ref)).toEqual([]);
    await makeDue();
    await drainJobs(t.db, handlers);
    expect(await mailsTo(p.email)).toEqual([]);
  });

  it('given an undo after the delay, when the queue has sent the mail, then it answers "sent"', async () => {
    const ref = demoApplicantRefId(92);
    const p = await reject(ref, standard);
    await makeDue();
    await drainJobs(t.db, handlers);
    expect(await mailsTo(p.email)).toHaveLength(1);
    const undone = await post(`user-smartreq/${p.id}/undo/`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ status: 'active', rejection_email: 'sent' });
  });

  it('given "send now", then the mail leaves with the rejection and undo answers "sent"', async () => {
    const ref = demoApplicantRefId(93);
    const p = await reject(ref, { ...standard, send_now: true });
    expect(await mailsTo(p.email)).toHaveLength(1);
    expect(await waiting(ref)).toEqual([]);
    const undone = await post(`user-smartreq/${p.id}/undo/`);
    expect(undone.json().data).toMatchObject({ status: 'active', rejection_email: 'sent' });
  });

  it('given a rejection without a mail, or an advance, then undo says nothing about a mail', async () => {
    const p = await applicant(demoApplicantRefId(94));
    expect((await post(`user-smartreq/${p.id}/reject/`, { rejection_reason_id: reason })).statusCode).toBe(200);
    expect((await post(`user-smartreq/${p.id}/undo/`)).json().data.rejection_email).toBeNull();
  });

  it('given a bulk rejection without a time, then each mail waits the delay', async () => {
    const refs = [demoApplicantRefId(95), demoApplicantRefId(96)];
    const res = await post('bulk-reject-applicants/', { ref_ids: refs, rejection_reason_id: reason, email: standard });
    expect(res.statusCode, res.body).toBe(200);
    for (const ref of refs) {
      expect(await waiting(ref)).toHaveLength(1);
      expect(await mailsTo((await applicant(ref)).email)).toEqual([]);
    }
  });

  it('given a bulk rejection, when the list’s Undo undoes each application, then each held mail is cancelled and never sent (D266)', async () => {
    const refs = [demoApplicantRefId(95), demoApplicantRefId(96)];
    const people = await Promise.all(refs.map(applicant));
    expect(people.map((p) => p.status)).toEqual(['rejected', 'rejected']);
    for (const p of people) {
      const undone = await post(`user-smartreq/${p.id}/undo/`);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json().data).toMatchObject({ status: 'active', rejection_email: 'cancelled' });
    }
    for (const ref of refs) expect(await waiting(ref)).toEqual([]);
    await makeDue();
    await drainJobs(t.db, handlers);
    for (const p of people) expect(await mailsTo(p.email)).toEqual([]);
  });

  it('given both "send now" and a time, then 400 names email.send_now and nothing changes', async () => {
    const ref = demoApplicantRefId(97);
    const p = await applicant(ref);
    const res = await post(`user-smartreq/${p.id}/reject/`, {
      rejection_reason_id: reason,
      email: { ...standard, send_now: true, send_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ prop: 'email.send_now' })]);
    expect((await applicant(ref)).status).toBe(p.status);
  });

  it("given another company's owner, then they cannot undo the rejection: 404, and the mail still waits", async () => {
    const ref = demoApplicantRefId(98);
    const p = await reject(ref, standard);
    expect((await post(`user-smartreq/${p.id}/undo/`, undefined, otherOwner)).statusCode).toBe(404);
    expect((await applicant(ref)).status).toBe('rejected');
    expect(await waiting(ref)).toHaveLength(1);
  });
});

describe('the company’s delay', () => {
  it('given a company that never set it, then it reads 10 minutes; a settings holder sets another, and the next mail waits that long', async () => {
    const read = await t.request({ method: 'GET', url: delayUrl(), token: owner });
    expect(read.json().data).toEqual({ minutes: 10 });
    const saved = await setDelay(30);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ minutes: 30 });
    const ref = demoApplicantRefId(99);
    const before = Date.now();
    await reject(ref, standard);
    const [job] = await waiting(ref);
    expect(new Date(job!.run_after).getTime() - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
  });

  it('given 0, then a mail leaves with the rejection, and undo says it went', async () => {
    expect((await setDelay(0)).statusCode).toBe(200);
    const ref = demoApplicantRefId(100);
    const p = await reject(ref, standard);
    expect(await mailsTo(p.email)).toHaveLength(1);
    expect(await waiting(ref)).toEqual([]);
    expect((await post(`user-smartreq/${p.id}/undo/`)).json().data.rejection_email).toBe('sent');
    expect((await setDelay(10)).statusCode).toBe(200);
  });

  it('given a negative, fractional, too long or non-numeric delay, then 400 names minutes and the delay is unchanged', async () => {
    for (const bad of [-1, 1.5, 1441, '10', null]) {
      const res = await setDelay(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      if (typeof bad === 'number') expect(res.json().errors).toEqual([expect.objectContaining({ prop: 'minutes' })]);
    }
    expect((await t.request({ method: 'GET', url: delayUrl(), token: owner })).json().data).toEqual({ minutes: 10 });
  });

  it("given a recruiter without company settings access, or another company's owner, then they cannot change it", async () => {
    expect((await setDelay(5, recruiter)).statusCode).toBe(403);
    expect((await setDelay(5, otherOwner)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: delayUrl(), token: otherOwner })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: delayUrl(), token: owner })).json().data).toEqual({ minutes: 10 });
  });
});
