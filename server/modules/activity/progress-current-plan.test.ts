/**
 * The progress ring counts only the tracker's current plan: after a move to another requisition,
 * after staff delete an activity or reorder the plan, and on a re-take (a new application to the same job).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import { completeActivity, refreshTrackerProgress } from './activity-lifecycle.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, maria: S, owner: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [li, maria, owner] = (await Promise.all(
    ['li.wei@assay.test', 'maria.garcia@assay.test', 'owner@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
});
afterAll(async () => t.close());

async function trackerOf(who: S, refId: string) {
  const res = await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${refId}/`, token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  const activities: { job_step_activity_id: number; is_completed: boolean }[] = data.steps.flatMap(
    (s: { activities: unknown[] }) => s.activities,
  );
  return {
    pct: data.tracker.pct_complete as number,
    total: activities.length,
    done: activities.filter((a) => a.is_completed).length,
    activities,
  };
}

const counted = (refId: string) =>
  t.db
    .selectFrom('user_trackers')
    .select(['completed_activity_count', 'current_job_step_id', 'job_id'])
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();

const firstStepOf = async (jobId: number) =>
  (
    await t.db
      .selectFrom('job_steps')
      .select('job_step_id')
      .where('job_id', '=', jobId)
      .orderBy('sort_order')
      .orderBy('job_step_id')
      .executeTakeFirstOrThrow()
  ).job_step_id;

describe('progress counts the current plan only', () => {
  it('given an application with completed activities, when staff move it to another requisition, then the candidate sees 0% and 0 of the new plan', async () => {
    const refId = DEMO_TRACKERS.mariaOpen;
    const before = await trackerOf(maria, refId);
    if (before.done === 0) await completeActivity(t.db, refId, before.activities[0]!.job_step_activity_id);
    expect((await trackerOf(maria, refId)).done).toBeGreaterThan(0);

    const moved = await t.request({
      method: 'POST',
      url: '/api/smartreq/v1/move-applicants/',
      token: owner.token,
      body: { ref_ids: [refId], to_job_id: 2 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await trackerOf(maria, refId);
    expect(after.total).toBeGreaterThan(0);
    expect(after.done).toBe(0);
    expect(after.pct).toBe(0);
    expect(await counted(refId)).toEqual({
      completed_activity_count: 0,
      current_job_step_id: await firstStepOf(2),
      job_id: 2,
    });

    // A completion in the new plan counts alone, not with the old plan's.
    await completeActivity(t.db, refId, after.activities[0]!.job_step_activity_id);
    const one = await trackerOf(maria, refId);
    expect(one.done).toBe(1);
    expect(one.pct).toBe(Math.floor(100 / after.total));
    expect((await counted(refId)).completed_activity_count).toBe(1);
  });

  it('given one of two activities done, when staff delete the other, then the application shows 100% and no current step', async () => {
    const job = await t.request({
      method: 'POST',
      url: '/api/job/v1/builder/',
      token: owner.token,
      body: { title: 'Two activities' },
    });
    expect(job.statusCode, job.body).toBe(200);
    const jobId: number = job.json().data.job_id;
    const { job_step_id } = await t.db
      .insertInto('job_steps')
      .values({ job_id: jobId, name: 'Only', sort_order: 1 })
      .returning('job_step_id')
      .executeTakeFirstOrThrow();
    const [done, unused] = await t.db
      .insertInto('job_step_activities')
      .values([
        { job_step_id, activity_type: 'speed_test', title: 'Speed', sort_order: 1 },
        { job_step_id, activity_type: 'typing_test', title: 'Typing', sort_order: 2 },
      ])
      .returning('job_step_activity_id')
      .execute();
    const refId = randomUUID();
    const { account_id } = await t.db
      .selectFrom('jobs')
      .select('account_id')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_trackers')
      .values({ ref_id: refId, user_id: li.userId, job_id: jobId, account_id, external_application_id: null })
      .execute();
    await completeActivity(t.db, refId, done!.job_step_activity_id);
    expect((await trackerOf(li, refId)).pct).toBe(50);
    expect((await counted(refId)).current_job_step_id).toBe(job_step_id);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/job/v1/job-step/activity/${unused!.job_step_activity_id}/`,
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await trackerOf(li, refId);
    expect({ pct: after.pct, done: after.done, total: after.total }).toEqual({ pct: 100, done: 1, total: 1 });
    expect((await counted(refId)).current_job_step_id).toBeNull();
  });

  it('given an application waiting on the first step, when staff put the steps in another order, then its current step follows', async () => {
    const job = await t.request({
      method: 'POST',
      url: '/api/job/v1/builder/',
      token: owner.token,
      body: { title: 'Two steps' },
    });
    expect(job.statusCode, job.body).toBe(200);
    const jobId: number = job.json().data.job_id;
    const steps = await t.db
      .insertInto('job_steps')
      .values([
        { job_id: jobId, name: 'First', sort_order: 1 },
        { job_id: jobId, name: 'Second', sort_order: 2 },
      ])
      .returning('job_step_id')
      .execute();
    const [first, second] = steps.map((s) => s.job_step_id) as [number, number];
    await t.db
      .insertInto('job_step_activities')
      .values([
        { job_step_id: first, activity_type: 'speed_test', title: 'Speed', sort_order: 1 },
        { job_step_id: second, activity_type: 'typing_test', title: 'Typing', sort_order: 1 },
      ])
      .execute();
    const refId = randomUUID();
    const { account_id } = await t.db
      .selectFrom('jobs')
      .select('account_id')
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_trackers')
      .values({ ref_id: refId, user_id: li.userId, job_id: jobId, account_id, external_application_id: null })
      .execute();
    await t.db.transaction().execute((trx) => refreshTrackerProgress(trx, { jobId }));
    expect((await counted(refId)).current_job_step_id).toBe(first);

    const reordered = await t.request({
      method: 'PUT',
      url: `/api/job/v1/job-step/${jobId}/order/`,
      token: owner.token,
      body: { job_step_ids: [second, first] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await counted(refId)).current_job_step_id).toBe(second);
  });

  it('given a finished activity, when the candidate re-takes the job, then the new application starts at 0% and the old one keeps its progress', async () => {
    const apply = () =>
      t.request({
        method: 'POST',
        url: `/api/user/v1/progress-tracker/user/${li.userId}/`,
        token: li.token,
        body: { job_uuid: REMOTE_SUPPORT_JOB_UUID },
      });
    const first = await apply();
    expect(first.statusCode, first.body).toBe(200);
    const oldRef: string = first.json().data.ref_id;
    const old = await trackerOf(li, oldRef);
    await completeActivity(t.db, oldRef, old.activities[0]!.job_step_activity_id);
    const oldPct = (await trackerOf(li, oldRef)).pct;
    expect(oldPct).toBeGreaterThan(0);

    await t.db
      .updateTable('jobs')
      .set({ retake_interval_days: 0 })
      .where('uuid', '=', REMOTE_SUPPORT_JOB_UUID)
      .execute();
    const second = await apply();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.pct_complete).toBe(0);
    const retake = await trackerOf(li, second.json().data.ref_id);
    expect({ pct: retake.pct, done: retake.done }).toEqual({ pct: 0, done: 0 });
    expect((await trackerOf(li, oldRef)).pct).toBe(oldPct);
  });
});
