/**
 * A job profile's attributes, measurement plan, predictive models and activity log go through the
 * requisition endpoints with the profile as the job (D141); a requisition of the role selects the
 * role's model and its predictive scores follow it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobProfile } from '../../../contracts/job-profiles.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { RESCORE_JOB, RESCORE_JOB_HANDLERS } from '../scoring/index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { agreeablenessAndConscientiousness } from '../../test/personality-attributes.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, interviewer: S, otherOwner: S;
let demoAccountId: number, otherAccountId: number;
let profile: JobProfile;
let attrA: number, attrC: number;

const api = (who: S, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    token: who.token,
    ...(body !== undefined ? { body } : {}),
    headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() },
  });
const ok = async (who: S, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => {
  const res = await api(who, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const queuedRescores = async (jobId: number) =>
  (
    await t.db
      .selectFrom('background_jobs')
      .select('payload')
      .where('kind', '=', RESCORE_JOB)
      .where('finished_at', 'is', null)
      .execute()
  ).filter((j) => (j.payload as { job_id: number }).job_id === jobId).length;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', JOB_WORKER: '0' });
  [owner, interviewer, otherOwner] = (await Promise.all(
    ['owner@demo-company.test', 'interviewer@demo-company.test', 'owner@other-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  const accountId = async (name: string) =>
    (await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow())
      .account_id;
  demoAccountId = await accountId('Demo Company');
  otherAccountId = await accountId('Other Company');
  profile = await ok(owner, 'POST', `/job/v1/${demoAccountId}/profiles/`, {
    title: 'Setup test role',
    outcomes: ['performance_rating'],
  });
  ({ attrA, attrC } = await agreeablenessAndConscientiousness(t.db));
});
afterAll(async () => t.close());

describe("a profile's attributes and plan", () => {
  it('given the owner, when a weighted group is added to the profile, then it lists with its weights, is logged, and queues no rescore', async () => {
    const group = await ok(owner, 'POST', `/job/v1/attribute-groups/${profile.job_id}/`, {
      name: 'Service',
      weight: 2,
      attributes: [{ attribute_type_id: attrA, weight: 3 }],
    });
    expect(group).toMatchObject({ name: 'Service', weight: 2, attributes: [{ attribute_type_id: attrA, weight: 3 }] });
    await ok(
      owner,
      'PATCH',
      `/job/v1/attribute-group-attribute/${group.attributes[0].job_attribute_group_attribute_id}/`,
      { weight: 4 },
    );
    const groups = await ok(owner, 'GET', `/job/v1/attribute-groups/${profile.job_id}/`);
    expect(groups.map((g: { attributes: { weight: number }[] }) => g.attributes.map((a) => a.weight))).toEqual([[4]]);
    expect(await queuedRescores(profile.job_id)).toBe(0);
    const kinds = (
      await t.db.selectFrom('job_events').select('kind').where('job_id', '=', profile.job_id).execute()
    ).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'attributes_changed')).toHaveLength(2);
  });

  it('given the owner, when a step with an assessment is added to the profile, then the plan shows it', async () => {
    const asmt = await t.db
      .selectFrom('assessments')
      .select('asmt_id')
      .where('slug', '=', 'personality')
      .executeTakeFirstOrThrow();
    await ok(owner, 'POST', `/job/v1/job-step/${profile.job_id}/`, {
      name: 'First month',
      activities: [{ activity_type: 'assessment', title: 'Personality', asmt_id: asmt.asmt_id }],
    });
    const plan = await ok(owner, 'GET', `/job/v1/job-step/${profile.job_id}/`);
    expect(
      plan.steps.map((s: { name: string; activities: { asmt_id: number }[] }) => [
        s.name,
        s.activities.map((a) => a.asmt_id),
      ]),
    ).toEqual([['First month', [asmt.asmt_id]]]);
  });

  it("given staff with neither the flag nor a place on the team, or another company's owner, then every profile setup endpoint answers 404", async () => {
    for (const who of [interviewer, otherOwner]) {
      expect((await api(who, 'GET', `/job/v1/attribute-groups/${profile.job_id}/`)).statusCode).toBe(404);
      expect((await api(who, 'POST', `/job/v1/attribute-groups/${profile.job_id}/`, { name: 'X' })).statusCode).toBe(
        404,
      );
      expect((await api(who, 'GET', `/job/v1/job-step/${profile.job_id}/`)).statusCode).toBe(404);
      expect(
        (await api(who, 'POST', `/job/v1/job-step/${profile.job_id}/`, { name: 'X', activities: [] })).statusCode,
      ).toBe(404);
      expect((await api(who, 'GET', `/job/v1/predictive-models/${profile.job_id}/`)).statusCode).toBe(404);
      expect((await api(who, 'GET', `/smartreq/v1/activity/${profile.job_id}/`)).statusCode).toBe(404);
    }
  });
});

describe("a profile's activity log", () => {
  it('given changes to details, outcomes and participants, then the log lists who did what, newest first, paged', async () => {
    const role = await ok(owner, 'POST', `/job/v1/${demoAccountId}/profiles/`, { title: 'Logged role' });
    const { employee_id: someone } = await t.db
      .insertInto('employees')
      .values({
        account_id: demoAccountId,
        first_name: 'Lou',
        last_name: 'Logged',
        job_title: 'Clerk',
        start_date: '2025-01-06',
        updated_at: new Date(),
      })
      .returning('employee_id')
      .executeTakeFirstOrThrow();
    await ok(owner, 'PUT', `/job/v1/profiles/${role.job_id}/`, { title: 'Logged role 2', description: '' });
    await ok(owner, 'PUT', `/job/v1/profiles/${role.job_id}/outcomes/`, { outcomes: ['turnover'] });
    await ok(owner, 'POST', `/job/v1/profiles/${role.job_id}/participants/`, { employee_ids: [someone] });
    await ok(owner, 'POST', `/job/v1/profiles/${role.job_id}/participants/remove/`, { employee_ids: [someone] });
    const first = await ok(owner, 'GET', `/smartreq/v1/activity/${role.job_id}/?page_size=3`);
    expect(first.count).toBe(5);
    expect(first.data.map((e: { kind: string }) => e.kind)).toEqual([
      'participants_removed',
      'participants_added',
      'outcomes_changed',
    ]);
    expect(first.data[0]).toMatchObject({ actor_user_id: owner.userId, details: { employee_ids: [someone] } });
    const second = await ok(owner, 'GET', `/smartreq/v1/activity/${role.job_id}/?page_size=3&page=2`);
    expect(second.data.map((e: { kind: string }) => e.kind)).toEqual(['profile_updated', 'profile_created']);
  });
});

describe("the role's predictive model on a requisition", () => {
  let requisitionId: number;
  let modelId: number;
  const refs: string[] = [];
  const predictive = async () => {
    const rows = await t.db
      .selectFrom('user_trackers')
      .select(['ref_id', 'predictive_score'])
      .where('job_id', '=', requisitionId)
      .execute();
    return refs.map((ref) => {
      const score = rows.find((r) => r.ref_id === ref)!.predictive_score;
      return score === null ? null : Number(score);
    });
  };

  beforeAll(async () => {
    const created = await ok(owner, 'POST', '/job/v1/builder/', {
      title: 'Role-linked requisition',
      account_id: demoAccountId,
    });
    requisitionId = created.job_id;
    const users = await t.db
      .selectFrom('users')
      .select('user_id')
      .where('email', 'in', ['candidate@assay.test', 'maria.garcia@assay.test'])
      .orderBy('email')
      .execute();
    const scores = [
      [80, 20],
      [30, 60],
    ];
    for (const [i, user] of users.entries()) {
      const ref = randomUUID();
      refs.push(ref);
      await t.db
        .insertInto('user_trackers')
        .values({ ref_id: ref, user_id: user.user_id, job_id: requisitionId, account_id: demoAccountId })
        .execute();
      await t.db
        .insertInto('application_attribute_scores')
        .values([
          { ref_id: ref, attribute_type_id: attrA, score: scores[i]![0]! },
          { ref_id: ref, attribute_type_id: attrC, score: scores[i]![1]! },
        ])
        .execute();
    }
  });

  it('given a model saved on the profile, when it is selected as the profile model, then it is flagged and nothing is rescored', async () => {
    const model = await ok(owner, 'POST', `/job/v1/predictive-models/${profile.job_id}/`, {
      name: 'Role model',
      intercept: 2,
      weights: [
        { attribute_type_id: attrA, weight: 0.5 },
        { attribute_type_id: attrC, weight: -0.25 },
      ],
    });
    modelId = model.predictive_model_id;
    expect((await ok(owner, 'POST', `/job/v1/predictive-model/${modelId}/select/`, {})).is_selected).toBe(true);
    expect(await queuedRescores(profile.job_id)).toBe(0);
    const list = await ok(owner, 'GET', `/job/v1/predictive-models/${profile.job_id}/`);
    expect(list).toMatchObject({ role: null, models: [{ predictive_model_id: modelId, is_selected: true }] });
  });

  it('given a requisition not linked to the role, then it cannot select the role model; linking needs a profile of its company', async () => {
    expect(
      (await api(owner, 'POST', `/job/v1/predictive-model/${modelId}/select/`, { job_id: requisitionId })).statusCode,
    ).toBe(404);
    const others = await ok(otherOwner, 'POST', `/job/v1/${otherAccountId}/profiles/`, { title: 'Other role' });
    expect(
      (await api(owner, 'PUT', `/job/v1/requisition-role/${requisitionId}/`, { job_profile_id: others.job_id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(otherOwner, 'PUT', `/job/v1/requisition-role/${requisitionId}/`, { job_profile_id: profile.job_id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(owner, 'PUT', `/job/v1/requisition-role/${profile.job_id}/`, { job_profile_id: profile.job_id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.db
          .selectFrom('jobs')
          .select('job_profile_id')
          .where('job_id', '=', requisitionId)
          .executeTakeFirstOrThrow()
      ).job_profile_id,
    ).toBeNull();
  });

  it('given the requisition linked to the role, when it selects the role model, then its predictive scores are 2 + 0.5 A - 0.25 C', async () => {
    expect(
      await ok(owner, 'PUT', `/job/v1/requisition-role/${requisitionId}/`, { job_profile_id: profile.job_id }),
    ).toEqual({ job_id: requisitionId, job_profile_id: profile.job_id });
    const before = await ok(owner, 'GET', `/job/v1/predictive-models/${requisitionId}/`);
    expect(before.role).toEqual({ job_id: profile.job_id, title: 'Setup test role' });
    expect(before.models).toMatchObject([{ predictive_model_id: modelId, job_id: profile.job_id, is_selected: false }]);
    // Another company's owner cannot select it for the requisition.
    expect(
      (await api(otherOwner, 'POST', `/job/v1/predictive-model/${modelId}/select/`, { job_id: requisitionId }))
        .statusCode,
    ).toBe(404);

    const selected = await ok(owner, 'POST', `/job/v1/predictive-model/${modelId}/select/`, { job_id: requisitionId });
    expect(selected).toMatchObject({ predictive_model_id: modelId, is_selected: true });
    expect(await queuedRescores(requisitionId)).toBe(1);
    await drainJobs(t.db, RESCORE_JOB_HANDLERS);
    // 2 + 0.5 x 80 - 0.25 x 20 = 37; 2 + 0.5 x 30 - 0.25 x 60 = 2.
    expect(await predictive()).toEqual([37, 2]);
    // The profile still scores with it too.
    expect((await ok(owner, 'GET', `/job/v1/predictive-models/${profile.job_id}/`)).models[0].is_selected).toBe(true);
  });

  it('given the role model changes, then the requisition is rescored with the new weights; unlinking stops using it', async () => {
    await ok(owner, 'PUT', `/job/v1/predictive-model/${modelId}/`, {
      name: 'Role model v2',
      intercept: 0,
      weights: [{ attribute_type_id: attrC, weight: 1 }],
    });
    await drainJobs(t.db, RESCORE_JOB_HANDLERS);
    expect(await predictive()).toEqual([20, 60]);
    await ok(owner, 'PUT', `/job/v1/requisition-role/${requisitionId}/`, { job_profile_id: null });
    const job = await t.db
      .selectFrom('jobs')
      .select(['predictive_model_id', 'is_use_pred_models', 'job_profile_id'])
      .where('job_id', '=', requisitionId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ predictive_model_id: null, is_use_pred_models: false, job_profile_id: null });
    await drainJobs(t.db, RESCORE_JOB_HANDLERS);
    expect(await predictive()).toEqual([null, null]);
  });

  it('given a requisition using the role model, when the profile deletes it, then the requisition stops using predictive models', async () => {
    await ok(owner, 'PUT', `/job/v1/requisition-role/${requisitionId}/`, { job_profile_id: profile.job_id });
    await ok(owner, 'POST', `/job/v1/predictive-model/${modelId}/select/`, { job_id: requisitionId });
    await ok(owner, 'DELETE', `/job/v1/predictive-model/${modelId}/`);
    const jobs = await t.db
      .selectFrom('jobs')
      .select(['job_id', 'is_use_pred_models'])
      .where('job_id', 'in', [requisitionId, profile.job_id])
      .execute();
    expect(jobs.every((j) => !j.is_use_pred_models)).toBe(true);
    expect(await queuedRescores(requisitionId)).toBe(1);
  });
});
