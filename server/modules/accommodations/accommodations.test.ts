import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { REMOTE_SUPPORT_JOB_UUID, REMOTE_SUPPORT_TYPING_SECONDS } from '../../db/seed/demo-typing-speed.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { freshApplication, target, type Application as Run } from '../../test/lease-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, interviewer: S, otherOwner: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, interviewer, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'interviewer@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
});
afterAll(async () => t.close());

const mineUrl = (refId: string) => `/api/user/v1/accommodations/${refId}/`;
const staffUrl = (id: number) => `/api/smartreq/v1/user-smartreq/${id}/accommodations/`;
const decisionUrl = (id: number, requestId: number) =>
  `/api/smartreq/v1/user-smartreq/${id}/accommodations/${requestId}/decision/`;

const get = (who: S, url: string) => t.request({ method: 'GET', url, token: who.token });
const post = (who: S, url: string, body: unknown) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });

async function userSmartreqIdOf(refId: string): Promise<number> {
  const row = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  return row.user_step_tracker_id;
}

const requestCount = async (refId: string) =>
  Number(
    (
      await t.db
        .selectFrom('accommodation_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ref_id', '=', refId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The candidate asks for extra time (and no countdown); the owner approves ×`multiplier`. */
async function approvedExtraTime(r: { who: S; ref_id: string }, multiplier: number) {
  const asked = await post(r.who, mineUrl(r.ref_id), {
    kinds: ['extra_time', 'no_countdown'],
    note: 'I have dyslexia; my school gave me 1.5x time.',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const id = await userSmartreqIdOf(r.ref_id);
  const requestId = asked.json().data.requests[0].accommodation_request_id;
  const decided = await post(owner, decisionUrl(id, requestId), { decision: 'approved', time_multiplier: multiplier });
  expect(decided.statusCode, decided.body).toBe(200);
  return { id, requestId, state: decided.json().data };
}

describe('asking for an accommodation', () => {
  it('given a candidate, when they ask on their own application, then it waits for a decision, is audited, and a second request waits for the first', async () => {
    const r = await freshApplication(t, 'skills_test');
    const asked = await post(r.who, mineUrl(r.ref_id), {
      kinds: ['breaks', 'screen_reader'],
      note: '  Short breaks please.  ',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({
      requests: [{ kinds: ['breaks', 'screen_reader'], note: 'Short breaks please.', status: 'pending' }],
      approved_kinds: [],
      time_accommodation: 1,
    });
    const again = await post(r.who, mineUrl(r.ref_id), { kinds: ['extra_time'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect(await requestCount(r.ref_id)).toBe(1);
    const audited = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'details'])
      .where('event', '=', 'accommodation_requested')
      .where('actor_user_id', '=', r.who.userId)
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ ref_id: r.ref_id, kinds: ['breaks', 'screen_reader'] });
  });

  it('given bad input, then 400 naming the field and nothing is stored', async () => {
    const r = await freshApplication(t, 'skills_test');
    for (const body of [
      { kinds: [] },
      { kinds: ['wings'] },
      { kinds: ['breaks', 'breaks'] },
      { kinds: ['breaks'], note: 'x'.repeat(2001) },
      {},
    ]) {
      const res = await post(r.who, mineUrl(r.ref_id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect(await requestCount(r.ref_id)).toBe(0);
  });

  it('given another candidate, staff or another company, then someone else’s application is not found to them, and nothing is stored', async () => {
    const r = await freshApplication(t, 'skills_test');
    const stranger = (await freshApplication(t, 'skills_test')).who;
    for (const who of [stranger, owner, otherOwner]) {
      expect((await get(who, mineUrl(r.ref_id))).statusCode).toBe(404);
      expect((await post(who, mineUrl(r.ref_id), { kinds: ['breaks'] })).statusCode).toBe(404);
    }
    expect(await requestCount(r.ref_id)).toBe(0);
    expect((await get(r.who, mineUrl(r.ref_id))).json().data.requests).toEqual([]);
  });
});

describe('deciding on a request', () => {
  it('given a waiting request, then only the company’s staff see and decide it: the candidate 403, another company 404', async () => {
    const r = await freshApplication(t, 'skills_test');
    const asked = await post(r.who, mineUrl(r.ref_id), { kinds: ['extra_time'], note: 'ADHD' });
    const requestId = asked.json().data.requests[0].accommodation_request_id;
    const id = await userSmartreqIdOf(r.ref_id);
    expect((await get(owner, staffUrl(id))).json().data.requests[0]).toMatchObject({ note: 'ADHD', status: 'pending' });
    expect((await get(otherOwner, staffUrl(id))).statusCode).toBe(404);
    expect((await get(r.who, staffUrl(id))).statusCode).toBe(403);
    const approve = { decision: 'approved', time_multiplier: 2 };
    expect((await post(otherOwner, decisionUrl(id, requestId), approve)).statusCode).toBe(404);
    expect((await post(r.who, decisionUrl(id, requestId), approve)).statusCode).toBe(403);
    // The interviewer is not on this requisition's team.
    expect((await post(interviewer, decisionUrl(id, requestId), approve)).statusCode).toBe(404);
    // Approving extra time needs how much.
    const noMultiplier = await post(owner, decisionUrl(id, requestId), { decision: 'approved' });
    expect(noMultiplier.statusCode).toBe(400);
    expect(noMultiplier.json().errors[0].prop).toBe('time_multiplier');
    expect(
      (await post(owner, decisionUrl(id, requestId), { decision: 'approved', time_multiplier: 3 })).statusCode,
    ).toBe(400);
    expect((await get(r.who, mineUrl(r.ref_id))).json().data).toMatchObject({
      requests: [{ status: 'pending' }],
      time_accommodation: 1,
    });
    // Another application's request id is not found on this one.
    const other = await freshApplication(t, 'skills_test');
    expect((await post(owner, decisionUrl(await userSmartreqIdOf(other.ref_id), requestId), approve)).statusCode).toBe(
      404,
    );
  });

  it('given a declined request, then nothing applies, the candidate sees the decision, a second decision is refused, and it is audited', async () => {
    const r = await freshApplication(t, 'skills_test');
    const asked = await post(r.who, mineUrl(r.ref_id), { kinds: ['extra_time', 'breaks'] });
    const requestId = asked.json().data.requests[0].accommodation_request_id;
    const id = await userSmartreqIdOf(r.ref_id);
    const declined = await post(owner, decisionUrl(id, requestId), {
      decision: 'declined',
      decision_note: 'Untimed anyway.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await get(r.who, mineUrl(r.ref_id))).json().data).toMatchObject({
      requests: [{ status: 'declined', decision_note: 'Untimed anyway.', time_multiplier: null }],
      approved_kinds: [],
      time_accommodation: 1,
    });
    expect(
      (await post(owner, decisionUrl(id, requestId), { decision: 'approved', time_multiplier: 2 })).statusCode,
    ).toBe(409);
    const audited = await t.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'subject_user_id', 'details'])
      .where('event', '=', 'accommodation_decided')
      .where('subject_user_id', '=', r.who.userId)
      .execute();
    expect(audited).toEqual([
      expect.objectContaining({
        actor_user_id: owner.userId,
        details: expect.objectContaining({ decision: 'declined' }),
      }),
    ]);
    // Once decided, the candidate may ask again.
    expect((await post(r.who, mineUrl(r.ref_id), { kinds: ['breaks'] })).statusCode).toBe(200);
  });
});

describe('an approved accommodation applies to every timed item', () => {
  it('given extra time ×2 approved, then a 5-minute skills-test section lasts 600 s on the server, its deadline 10 minutes after its start', async () => {
    const r: Run = await freshApplication(t, 'skills_test');
    const { state } = await approvedExtraTime({ who: r.who, ref_id: r.ref_id }, 2);
    expect(state).toMatchObject({ approved_kinds: ['extra_time', 'no_countdown'], time_accommodation: 2 });
    const content = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/skills-test/${r.ref_id}/?job_step_activity_id=${r.job_step_activity_id}&language=en`,
      token: r.who.token,
    });
    const section = (content.json().data as SkillsTestContent).sections.find((s) => !s.is_practice)!;
    expect(section.details!.duration_seconds).toBe(600);
    const startedAt = new Date();
    const started = await post(r.who, '/api/user-response/v1/skills-test/start-section-time/', {
      ...target(r),
      skills_test_section_id: section.skills_test_section_id,
      started_at: startedAt.toISOString(),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ duration_seconds: 600, time_accommodation: 2 });
    const deadline = new Date(started.json().data.deadline).getTime();
    expect(Math.abs(deadline - (startedAt.getTime() + 600_000))).toBeLessThan(5_000);
    // The history says the extra time changed, as when staff set it by hand.
    const event = await t.db
      .selectFrom('job_events')
      .select('details')
      .where('ref_id', '=', r.ref_id)
      .where('kind', '=', 'time_accommodation_changed')
      .executeTakeFirstOrThrow();
    expect(event.details).toMatchObject({ from: 1, to: 2 });
  });

  it('given extra time ×1.5 approved, then the typing test’s limit is 1.5 times its length', async () => {
    const stranger = await freshApplication(t, 'skills_test');
    const refId = await applyTo(t, stranger.who, REMOTE_SUPPORT_JOB_UUID);
    const typing = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'typing_test');
    await approvedExtraTime({ who: stranger.who, ref_id: refId }, 1.5);
    const read = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/typing-tests/job_step_activity/${typing}/user/${stranger.who.userId}/ref/${refId}/`,
      token: stranger.who.token,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      time_accommodation: 1.5,
      limit_seconds: REMOTE_SUPPORT_TYPING_SECONDS * 1.5,
      accommodations: ['no_countdown'],
    });
  });

  it('given screen-reader mode approved, then the typing test says so, so its clock waits for the first key (D232)', async () => {
    const stranger = await freshApplication(t, 'skills_test');
    const refId = await applyTo(t, stranger.who, REMOTE_SUPPORT_JOB_UUID);
    const typing = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'typing_test');
    const url = `/api/user-response/v1/typing-tests/job_step_activity/${typing}/user/${stranger.who.userId}/ref/${refId}/`;
    const read = () => t.request({ method: 'GET', url, token: stranger.who.token });
    const asked = await post(stranger.who, mineUrl(refId), { kinds: ['screen_reader'] });
    expect(asked.statusCode, asked.body).toBe(200);
    // Asked, not yet approved: nothing applies.
    expect((await read()).json().data.accommodations).toEqual([]);
    const requestId = asked.json().data.requests[0].accommodation_request_id;
    const decided = await post(owner, decisionUrl(await userSmartreqIdOf(refId), requestId), { decision: 'approved' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await read()).json().data).toMatchObject({ accommodations: ['screen_reader'], time_accommodation: 1 });
  });
});
