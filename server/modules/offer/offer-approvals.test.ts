/**
 * Offer approvals (D320) on PGlite: the company's chain (settings rights, its own staff, each once),
 * the recruiter asking, each approver in turn approving or sending back with a comment (mailed and
 * on their home), a changed draft needing approval again, and sending waiting for the last approval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { applyTo } from '../../test/job-kit.ts';
import { letterTemplateId, offerFieldValues } from '../../test/offer-kit.ts';
import { INTERVIEW_JOB_UUID } from '../../db/seed/demo-interviews.ts';
import type { Method } from '../../test/plan-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, owner: S, recruiter: S, interviewer: S, otherOwner: S;
let activityId: number;
let jobId: number;
let letterId: number;
let fieldValues: Record<string, string>;

const call = (who: S, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api/offer/v1${url}`, token: who.token, body });
const emailOf = async (who: S) =>
  (await t.db.selectFrom('users').select('email').where('user_id', '=', who.userId).executeTakeFirstOrThrow()).email;
const mailsTo = async (who: S) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', await emailOf(who))
    .orderBy('mail_id')
    .execute();
const statuses = (offer: { approvals: { status: string }[] }) => offer.approvals.map((a) => a.status);

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000', PUBLIC_URL: 'https://assay.example' });
  [maria, owner, recruiter, interviewer, otherOwner] = (await Promise.all(
    [
      'maria.garcia@assay.test',
      'owner@demo-company.test',
      'recruiter@demo-company.test',
      'interviewer@demo-company.test',
      'owner@other-company.test',
    ].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  const step = await t.db
    .selectFrom('job_steps as s')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select(['s.job_step_id', 'j.job_id'])
    .where('j.uuid', '=', INTERVIEW_JOB_UUID)
    .executeTakeFirstOrThrow();
  jobId = step.job_id;
  activityId = (
    await t.db
      .insertInto('job_step_activities')
      .values({ job_step_id: step.job_step_id, activity_type: 'offer', title: 'Offer', sort_order: 9 })
      .returning('job_step_activity_id')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  letterId = await letterTemplateId(t, owner);
  fieldValues = await offerFieldValues(t, owner);
});
afterAll(async () => t.close());

describe('the company’s approval chain', () => {
  it('given someone without settings rights, another company’s person or a name twice, then it is refused and unchanged; the owner saves it in order', async () => {
    expect((await call(recruiter, 'PUT', '/approvers/', { user_ids: [owner.userId] })).statusCode).toBe(403);
    const twice = await call(owner, 'PUT', '/approvers/', { user_ids: [owner.userId, owner.userId] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toEqual({ prop: 'user_ids', message: 'Each approver is in the chain once.' });
    const stranger = await call(owner, 'PUT', '/approvers/', { user_ids: [otherOwner.userId] });
    expect(stranger.statusCode).toBe(400);
    expect((await call(owner, 'GET', '/approvers/')).json().data.approvers).toEqual([]);

    const saved = await call(owner, 'PUT', '/approvers/', { user_ids: [owner.userId, interviewer.userId] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.approvers.map((p: { user_id: number }) => p.user_id)).toEqual([
      owner.userId,
      interviewer.userId,
    ]);
    expect(saved.json().data.staff.map((p: { user_id: number }) => p.user_id)).toContain(recruiter.userId);
    expect((await call(otherOwner, 'GET', '/approvers/')).json().data.approvers).toEqual([]);
  });
});

describe('an offer through its approval chain', () => {
  it('given a chain of two, then sending waits for both in order; a send-back is mailed with its comment; a changed draft asks again', async () => {
    const refId = await applyTo(t, maria, INTERVIEW_JOB_UUID);
    const { user_step_tracker_id: userSmartreqId } = await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    const body = {
      offer_letter_template_id: letterId,
      field_values: fieldValues,
      signers: [{ role: 'candidate' }],
    };
    const created = await call(recruiter, 'POST', '/offers/', {
      ...body,
      user_smartreq_id: userSmartreqId,
      job_step_activity_id: activityId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const uuid: string = created.json().data.offer_uuid;
    // The seed's offers mailed the owner and the interviewer before: only what follows counts.
    const ownerBefore = (await mailsTo(owner)).length;
    const interviewerBefore = (await mailsTo(interviewer)).length;
    expect(created.json().data.approval_chain_length).toBe(2);
    expect(created.json().data.approvals).toEqual([]);

    // Not asked yet: sending is refused and nothing is sent.
    const early = await call(recruiter, 'POST', `/offers/${uuid}/send/`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('offer_approval_pending');

    // The interviewer approves offers but cannot see this requisition: asking says so and starts nothing.
    const blind = await call(recruiter, 'POST', `/offers/${uuid}/approval-request/`);
    expect(blind.statusCode).toBe(409);
    expect(blind.json().code).toBe('offer_approver_no_access');
    expect((await call(recruiter, 'GET', `/offers/${uuid}/`)).json().data.approvals).toEqual([]);
    expect(await mailsTo(owner)).toHaveLength(ownerBefore);
    await t.db.insertInto('job_team_members').values({ job_id: jobId, user_id: interviewer.userId }).execute();

    const asked = await call(recruiter, 'POST', `/offers/${uuid}/approval-request/`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(statuses(asked.json().data)).toEqual(['pending', 'waiting']);
    expect((await mailsTo(owner)).slice(ownerBefore).map((m) => m.subject)).toEqual([
      expect.stringContaining('waits for your approval'),
    ]);
    const ownerHome = (await t.request({ method: 'GET', url: '/api/staff/v1/home/', token: owner.token })).json().data;
    expect(ownerHome.offers.items).toContainEqual(
      expect.objectContaining({ user_smartreq_id: userSmartreqId, waiting_for: 'my_approval' }),
    );

    // Not the interviewer's turn; the owner must say why when sending back.
    const outOfTurn = await call(interviewer, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' });
    expect(outOfTurn.statusCode).toBe(403);
    const silent = await call(owner, 'POST', `/offers/${uuid}/approval/`, { decision: 'send_back', comment: '  ' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors[0].prop).toBe('comment');

    const back = await call(owner, 'POST', `/offers/${uuid}/approval/`, {
      decision: 'send_back',
      comment: 'The salary is above the band.',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(statuses(back.json().data)).toEqual(['sent_back', 'waiting']);
    expect(back.json().data.approvals[0].comment).toBe('The salary is above the band.');
    const recruiterMail = (await mailsTo(recruiter)).at(-1)!;
    expect(recruiterMail.subject).toContain('sent back the offer');
    expect(recruiterMail.text_body).toContain('The salary is above the band.');
    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).json().code).toBe('offer_approval_pending');
    expect((await call(owner, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' })).statusCode).toBe(403);

    // Asked again: the owner approves, then it is the interviewer's turn (mailed); a change voids the round.
    await call(recruiter, 'POST', `/offers/${uuid}/approval-request/`);
    const first = await call(owner, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' });
    expect(statuses(first.json().data)).toEqual(['approved', 'pending']);
    expect((await mailsTo(interviewer)).slice(interviewerBefore).map((m) => m.subject)).toEqual([
      expect.stringContaining('waits for your approval'),
    ]);
    const changed = await call(recruiter, 'PUT', `/offers/${uuid}/`, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.approvals).toEqual([]);
    expect((await call(interviewer, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' })).statusCode).toBe(
      403,
    );

    await call(recruiter, 'POST', `/offers/${uuid}/approval-request/`);
    await call(owner, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' });
    const last = await call(interviewer, 'POST', `/offers/${uuid}/approval/`, { decision: 'approve' });
    expect(statuses(last.json().data)).toEqual(['approved', 'approved']);
    expect((await mailsTo(recruiter)).at(-1)!.subject).toContain('is approved');
    const sent = await call(recruiter, 'POST', `/offers/${uuid}/send/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('sent');
    expect(sent.json().data.events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['approval_requested', 'sent_back', 'approved', 'sent']),
    );
    // Once sent, the round is over: nobody approves or asks again.
    expect((await call(recruiter, 'POST', `/offers/${uuid}/approval-request/`)).statusCode).toBe(409);
  });

  it('given the chain emptied, then a draft is sent without approval', async () => {
    expect((await call(owner, 'PUT', '/approvers/', { user_ids: [] })).statusCode).toBe(200);
    const refId = await applyTo(t, (await t.signIn('li.wei@assay.test')) as S, INTERVIEW_JOB_UUID);
    const { user_step_tracker_id } = await t.db
      .selectFrom('user_trackers')
      .select('user_step_tracker_id')
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    const created = await call(recruiter, 'POST', '/offers/', {
      offer_letter_template_id: letterId,
      field_values: fieldValues,
      signers: [{ role: 'candidate' }],
      user_smartreq_id: user_step_tracker_id,
      job_step_activity_id: activityId,
    });
    expect(created.json().data.approval_chain_length).toBe(0);
    const uuid = created.json().data.offer_uuid;
    expect((await call(recruiter, 'POST', `/offers/${uuid}/approval-request/`)).statusCode).toBe(409);
    expect((await call(recruiter, 'POST', `/offers/${uuid}/send/`)).statusCode).toBe(200);
  });
});
