/**
 * A requisition's own offer approval chain (D429) on PGlite: who may read and set it (its team
 * reads, company settings rights set, another company 404, nobody 401), that its offers need its
 * approvers in order instead of the company's, and what happens when an approver leaves the company
 * (skipped in the chains; a round waiting on them is asked again; the company's chain applies once
 * no one of the requisition's is left).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { applyTo } from '../../test/job-kit.ts';
import { letterTemplateId, offerFieldValues } from '../../test/offer-kit.ts';
import { INTERVIEW_JOB_UUID } from '../../db/seed/demo-interviews.ts';
import type { Method } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, analyst: S, otherOwner: S, admin: S;
let jobId: number;
let demoId: number;
let letterId: number;
let fieldValues: Record<string, string>;

const api = (who: S | null, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who?.token, body });
const chainUrl = () => `/offer/v1/jobs/${jobId}/approvers/`;
const ids = (people: { user_id: number }[]) => people.map((p) => p.user_id);
const statuses = (offer: { approvals: { status: string }[] }) => offer.approvals.map((a) => a.status);

async function offerFor(email: string): Promise<string> {
  const refId = await applyTo(t, await t.signIn(email), INTERVIEW_JOB_UUID);
  const { user_step_tracker_id } = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  const created = await api(recruiter, 'POST', '/offer/v1/offers/', {
    user_smartreq_id: user_step_tracker_id,
    offer_letter_template_id: letterId,
    field_values: fieldValues,
    signers: [{ role: 'candidate' }],
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.offer_uuid;
}

/**
 * An offer to `candidate` whose approval round is asked for and waits on `person`, the first of
 * the requisition's two approvers (the recruiter second). Answers the offer.
 */
async function roundWaitingOn(person: S, candidate: string): Promise<string> {
  const uuid = await offerFor(candidate);
  const asked = await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/approval-request/`);
  expect(statuses(asked.json().data)).toEqual(['pending', 'waiting']);
  expect(asked.json().data.approvals.map((a: { user_id: number }) => a.user_id)).toEqual([
    person.userId,
    recruiter.userId,
  ]);
  return uuid;
}

/**
 * Once the first approver of a round is out of the requisition's chain: sending stays refused, the
 * chain is the recruiter alone, and the round asked again is hers to approve; then the offer goes.
 */
async function askedAgainWithoutThem(uuid: string): Promise<void> {
  expect((await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/send/`)).json().code).toBe('offer_approval_pending');
  expect(ids((await api(owner, 'GET', chainUrl())).json().data.approvers)).toEqual([recruiter.userId]);
  const again = await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/approval-request/`);
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json().data.approvals.map((a: { user_id: number }) => a.user_id)).toEqual([recruiter.userId]);
  expect((await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/approval/`, { decision: 'approve' })).statusCode).toBe(
    200,
  );
  expect((await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/send/`)).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [owner, recruiter, interviewer, analyst, otherOwner, admin] = (await Promise.all(
    [
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'analyst@demo-company.test',
      'owner@other-company.test',
      'admin@assay.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];
  const job = await t.db
    .selectFrom('jobs')
    .select(['job_id', 'account_id'])
    .where('uuid', '=', INTERVIEW_JOB_UUID)
    .executeTakeFirstOrThrow();
  jobId = job.job_id;
  demoId = job.account_id;
  letterId = await letterTemplateId(t, owner);
  fieldValues = await offerFieldValues(t, owner);
});
afterAll(async () => t.close());

describe('who may read and set a requisition’s approvers', () => {
  it('given its team, then they read it; only company settings rights change it; another company 404; nobody 401', async () => {
    expect((await api(null, 'GET', chainUrl())).statusCode).toBe(401);
    expect((await api(null, 'PUT', chainUrl(), { user_ids: [] })).statusCode).toBe(401);
    expect((await api(otherOwner, 'GET', chainUrl())).statusCode).toBe(404);
    expect((await api(otherOwner, 'PUT', chainUrl(), { user_ids: [otherOwner.userId] })).statusCode).toBe(404);
    // The interviewer is not on this requisition's team: it does not exist for them.
    expect((await api(interviewer, 'GET', chainUrl())).statusCode).toBe(404);

    const read = await api(recruiter, 'GET', chainUrl());
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ job_id: jobId, approvers: [], company_approvers: [], may_change: false });
    // Who may be chosen: staff who can open the requisition (not the analyst, not the interviewer off its team).
    expect(ids(read.json().data.staff)).toEqual(expect.arrayContaining([owner.userId, recruiter.userId]));
    expect(ids(read.json().data.staff)).not.toContain(interviewer.userId);
    expect(ids(read.json().data.staff)).not.toContain(analyst.userId);

    // The recruiter works on the requisition but would be choosing who approves her own offers.
    const mine = await api(recruiter, 'PUT', chainUrl(), { user_ids: [recruiter.userId] });
    expect(mine.statusCode).toBe(403);
    expect((await api(owner, 'GET', chainUrl())).json().data.approvers).toEqual([]);

    const blind = await api(owner, 'PUT', chainUrl(), { user_ids: [owner.userId, analyst.userId] });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().errors[0]).toEqual({
      prop: 'user_ids',
      message: 'Approvers must be active staff of the company who can open this requisition.',
    });
    expect((await api(owner, 'PUT', chainUrl(), { user_ids: [owner.userId, owner.userId] })).statusCode).toBe(400);
    expect((await api(owner, 'PUT', chainUrl(), { user_ids: [otherOwner.userId] })).statusCode).toBe(400);
    expect((await api(owner, 'GET', chainUrl())).json().data.approvers).toEqual([]);

    const byAdmin = await api(admin, 'PUT', chainUrl(), { user_ids: [] });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.may_change).toBe(true);
  });
});

describe('an offer on a requisition with its own approvers', () => {
  it('given the requisition’s chain and the company’s, then its offers need the requisition’s approvers in order', async () => {
    await t.db.insertInto('job_team_members').values({ job_id: jobId, user_id: interviewer.userId }).execute();
    expect(
      (await api(owner, 'PUT', '/offer/v1/approvers/', { account_id: demoId, user_ids: [owner.userId] })).statusCode,
    ).toBe(200);
    const saved = await api(owner, 'PUT', chainUrl(), { user_ids: [interviewer.userId, recruiter.userId] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ids(saved.json().data.approvers)).toEqual([interviewer.userId, recruiter.userId]);
    expect(ids(saved.json().data.company_approvers)).toEqual([owner.userId]);

    const uuid = await offerFor('maria.garcia@assay.test');
    const offer = (await api(recruiter, 'GET', `/offer/v1/offers/${uuid}/`)).json().data;
    expect(offer).toMatchObject({ approval_chain_length: 2, approval_chain_source: 'requisition', approvals: [] });
    expect((await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/send/`)).json().code).toBe('offer_approval_pending');

    const asked = await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/approval-request/`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.approvals.map((a: { user_id: number }) => a.user_id)).toEqual([
      interviewer.userId,
      recruiter.userId,
    ]);
    // The company's approver is not in this round; the second approver waits for the first.
    const decide = (who: S) =>
      api(who, 'POST', `/offer/v1/offers/${uuid}/approval/`, { decision: 'approve' }).then((r) => r.statusCode);
    expect(await decide(owner)).toBe(403);
    expect(await decide(recruiter)).toBe(403);
    expect(await decide(interviewer)).toBe(200);
    expect(await decide(recruiter)).toBe(200);
    const sent = await api(recruiter, 'POST', `/offer/v1/offers/${uuid}/send/`);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('given an approver who leaves the company mid-round, then the round is asked again without them, and the company’s chain applies once none is left', async () => {
    const uuid = await roundWaitingOn(interviewer, 'li.wei@assay.test');

    const gone = await api(owner, 'POST', `/account/v1/${demoId}/users/${interviewer.userId}/deactivate/`);
    expect(gone.statusCode, gone.body).toBe(200);
    const stuck = (await api(recruiter, 'GET', `/offer/v1/offers/${uuid}/`)).json().data;
    expect(stuck.approvals.map((a: { left_company: boolean }) => a.left_company)).toEqual([true, false]);
    expect(stuck).toMatchObject({ approval_chain_length: 1, approval_chain_source: 'requisition' });
    await askedAgainWithoutThem(uuid);

    // The recruiter leaves too: no one of the requisition's chain is left, the company's applies.
    await t.db
      .updateTable('users')
      .set({ deactivated_at: new Date() })
      .where('user_id', '=', recruiter.userId)
      .execute();
    const fallback = (await api(owner, 'GET', chainUrl())).json().data;
    expect(fallback.approvers).toEqual([]);
    expect(ids(fallback.company_approvers)).toEqual([owner.userId]);
    await t.db.updateTable('users').set({ deactivated_at: null }).where('user_id', '=', recruiter.userId).execute();
  });
});

describe('an approver who leaves the requisition’s team', () => {
  it('given a round waiting on someone taken off the team but still at the company, then they are dropped from the requisition’s chain, shown as having left the team, and the round is asked again without them', async () => {
    const { job_team_id } = await t.db
      .insertInto('job_team_members')
      .values({ job_id: jobId, user_id: analyst.userId })
      .returning('job_team_id')
      .executeTakeFirstOrThrow();
    const saved = await api(owner, 'PUT', chainUrl(), { user_ids: [analyst.userId, recruiter.userId] });
    expect(saved.statusCode, saved.body).toBe(200);
    const uuid = await roundWaitingOn(analyst, 'candidate@assay.test');

    const off = await api(owner, 'DELETE', `/smartreq/v1/hiring-team/member/${job_team_id}/`);
    expect(off.statusCode, off.body).toBe(200);
    const stuck = (await api(recruiter, 'GET', `/offer/v1/offers/${uuid}/`)).json().data;
    expect(
      stuck.approvals.map((a: { left_company: boolean; left_team: boolean }) => [a.left_company, a.left_team]),
    ).toEqual([
      [false, true],
      [false, false],
    ]);
    expect(stuck).toMatchObject({ approval_chain_length: 1, approval_chain_source: 'requisition' });
    // Their home no longer asks them for it (the task would open to a 404).
    const theirHome = (await api(analyst, 'GET', '/staff/v1/home/')).json().data;
    expect(theirHome.offers.items.filter((o: { waiting_for: string }) => o.waiting_for === 'my_approval')).toEqual([]);
    await askedAgainWithoutThem(uuid);

    // Back on the team, they are in the requisition's chain again, as saved.
    await t.db.insertInto('job_team_members').values({ job_id: jobId, user_id: analyst.userId }).execute();
    expect(ids((await api(owner, 'GET', chainUrl())).json().data.approvers)).toEqual([
      analyst.userId,
      recruiter.userId,
    ]);
  });
});
