import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash } from '../../../contracts/user-response.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { RESCORE_JOB, RESCORE_JOB_HANDLERS } from './rescore.jobs.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { appliedCandidate } from '../../test/attempt-kit.ts';
import { agreeablenessAndConscientiousness } from '../../test/personality-attributes.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, candidate: S, otherOwner: S, admin: S;

/** A requisition of Demo Company made for these tests, with three applications. */
let jobId: number;
const refs: string[] = [];
let smartreqIds: number[] = [];
let attrA: number, attrC: number, linkA: number, linkC: number;

beforeAll(async () => {
  // The worker is off: each test runs the queued job itself with drainJobs.
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', JOB_WORKER: '0' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'candidate@assay.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [owner, recruiter, interviewer, candidate, otherOwner, admin] = (await Promise.all(
    emails.map((e) => t.signIn(e)),
  )) as [S, S, S, S, S, S];

  const db = t.db;
  const demo = await db
    .selectFrom('jobs')
    .select('account_id')
    .where('uuid', '=', DEMO_JOBS.openRequisition)
    .executeTakeFirstOrThrow();
  const job = await db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: demo.account_id,
      job_type_id: 2,
      title: 'Scoring test requisition',
      tracker_title: 'Job Application',
      city: null,
      state: null,
      updated_at: new Date(),
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  jobId = job.job_id;
  ({ attrA, attrC } = await agreeablenessAndConscientiousness(db));
  const group = await db
    .insertInto('job_attribute_groups')
    .values({ job_id: jobId, name: 'Service orientation', weight: 1 })
    .returning('job_attribute_group_id')
    .executeTakeFirstOrThrow();
  const links = await db
    .insertInto('job_attribute_group_attributes')
    .values([
      { job_attribute_group_id: group.job_attribute_group_id, attribute_type_id: attrA, weight: 1, sort_order: 1 },
      { job_attribute_group_id: group.job_attribute_group_id, attribute_type_id: attrC, weight: 1, sort_order: 2 },
    ])
    .returning(['job_attribute_group_attribute_id', 'attribute_type_id'])
    .execute();
  linkA = links.find((l) => l.attribute_type_id === attrA)!.job_attribute_group_attribute_id;
  linkC = links.find((l) => l.attribute_type_id === attrC)!.job_attribute_group_attribute_id;

  // Three candidates: A high C low, A low C high, both middling. Equal weights: every fit is 50.
  const users = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', 'in', ['candidate@assay.test', 'maria.garcia@assay.test', 'li.wei@assay.test'])
    .orderBy('email')
    .execute();
  const scores = [
    [90, 10],
    [10, 90],
    [50, 50],
  ];
  for (const [i, user] of users.entries()) {
    const ref = randomUUID();
    refs.push(ref);
    await db
      .insertInto('user_trackers')
      .values({ ref_id: ref, user_id: user.user_id, job_id: jobId, account_id: demo.account_id })
      .execute();
    await db
      .insertInto('application_attribute_scores')
      .values([
        { ref_id: ref, attribute_type_id: attrA, score: scores[i]![0]! },
        { ref_id: ref, attribute_type_id: attrC, score: scores[i]![1]! },
      ])
      .execute();
  }
  smartreqIds = (
    await db
      .selectFrom('user_trackers')
      .select(['ref_id', 'user_step_tracker_id'])
      .where('job_id', '=', jobId)
      .execute()
  )
    .sort((a, b) => refs.indexOf(a.ref_id) - refs.indexOf(b.ref_id))
    .map((r) => r.user_step_tracker_id);
});
afterAll(async () => t.close());

const api = (who: S | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    token: who?.token,
    body,
    headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() },
  });

async function fits(): Promise<{ ref_id: string; fit: number | null; predictive: number | null }[]> {
  const rows = await t.db
    .selectFrom('user_trackers')
    .select(['ref_id', 'fit_score', 'predictive_score'])
    .where('job_id', '=', jobId)
    .orderBy(sql`fit_score desc nulls last`)
    .orderBy('ref_id')
    .execute();
  return rows.map((r) => ({
    ref_id: r.ref_id,
    fit: r.fit_score === null ? null : Number(r.fit_score),
    predictive: r.predictive_score === null ? null : Number(r.predictive_score),
  }));
}
const fitOf = async (ref: string) => (await fits()).find((r) => r.ref_id === ref)!;
const status = async () => (await api(owner, 'GET', `/smartreq/v1/rescore/${jobId}/`)).json().data;

describe('rescoring a requisition', () => {
  it('given equal weights, when a rescore is requested, then the status is in progress until the job has run, and every fit is 50', async () => {
    expect((await status()).in_progress).toBe(false);
    const res = await api(recruiter, 'POST', `/smartreq/v1/rescore/${jobId}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ job_id: jobId, in_progress: true, finished_at: null });
    // A second request while the first waits adds no second job.
    await api(owner, 'POST', `/smartreq/v1/rescore/${jobId}/`);
    const queued = await t.db
      .selectFrom('background_jobs')
      .select('id')
      .where('kind', '=', RESCORE_JOB)
      .where('finished_at', 'is', null)
      .execute();
    expect(queued).toHaveLength(1);

    expect(await drainJobs(t.db, RESCORE_JOB_HANDLERS)).toBe(1);
    const after = await status();
    expect(after.in_progress).toBe(false);
    expect(after.finished_at).not.toBeNull();
    expect((await fits()).map((r) => r.fit)).toEqual([50, 50, 50]);
    const kinds = (await t.db.selectFrom('job_events').select('kind').where('job_id', '=', jobId).execute()).map(
      (e) => e.kind,
    );
    expect(kinds).toContain('rescore_requested');
    expect(kinds).toContain('rescored');
  });

  it('given Agreeableness weighted 3 and Conscientiousness 1, when the rescore finishes, then fits are 70, 50, 30 and the order by fit follows', async () => {
    await t.db
      .updateTable('job_attribute_group_attributes')
      .set({ weight: 3 })
      .where('job_attribute_group_attribute_id', '=', linkA)
      .execute();
    await api(owner, 'POST', `/smartreq/v1/rescore/${jobId}/`);
    // Before the job runs nothing has changed.
    expect((await fits()).map((r) => r.fit)).toEqual([50, 50, 50]);
    await drainJobs(t.db, RESCORE_JOB_HANDLERS);
    // (3 x 90 + 1 x 10) / 4 = 70; (3 x 50 + 50) / 4 = 50; (3 x 10 + 90) / 4 = 30.
    expect(await fits()).toEqual([
      { ref_id: refs[0], fit: 70, predictive: null },
      { ref_id: refs[2], fit: 50, predictive: null },
      { ref_id: refs[1], fit: 30, predictive: null },
    ]);
    expect((await status()).in_progress).toBe(false);
    // The applicant list ordered by fit agrees.
    const list = await api(recruiter, 'GET', `/smartreq/v1/applicants/${jobId}/?ordering=-fit_score`);
    expect(list.statusCode, list.body).toBe(200);
    const payload = list.json().data;
    const rows: { ref_id: string; fit_score: number | null }[] = Array.isArray(payload) ? payload : payload.data;
    expect(rows.map((r) => [r.ref_id, r.fit_score])).toEqual([
      [refs[0], 70],
      [refs[2], 50],
      [refs[1], 30],
    ]);
  });

  it('rescoring one application happens at once', async () => {
    await t.db
      .updateTable('job_attribute_group_attributes')
      .set({ weight: 3 })
      .where('job_attribute_group_attribute_id', '=', linkC)
      .execute();
    const res = await api(owner, 'POST', `/smartreq/v1/rescore/application/${smartreqIds[1]}/`);
    expect(res.statusCode, res.body).toBe(200);
    // (3 x 10 + 3 x 90) / 6 = 50
    expect(res.json().data).toMatchObject({
      user_smartreq_id: smartreqIds[1],
      ref_id: refs[1],
      fit_score: 50,
      predictive_score: null,
    });
    expect((await fitOf(refs[0]!)).fit).toBe(70);
    await t.db
      .updateTable('job_attribute_group_attributes')
      .set({ weight: 1 })
      .where('job_attribute_group_attribute_id', '=', linkC)
      .execute();
    await api(owner, 'POST', `/smartreq/v1/rescore/application/${smartreqIds[1]}/`);
  });
});

describe('predictive models', () => {
  let modelId: number;

  it('a model needs at least one weight, each attribute once, and attributes that exist', async () => {
    const url = `/job/v1/predictive-models/${jobId}/`;
    expect((await api(owner, 'POST', url, { name: 'Empty', intercept: 0, weights: [] })).statusCode).toBe(400);
    const twice = [
      { attribute_type_id: attrA, weight: 1 },
      { attribute_type_id: attrA, weight: 2 },
    ];
    expect((await api(owner, 'POST', url, { name: 'Twice', intercept: 0, weights: twice })).statusCode).toBe(400);
    const unknown = await api(owner, 'POST', url, {
      name: 'Unknown',
      intercept: 0,
      weights: [{ attribute_type_id: 999999, weight: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].prop).toBe('weights.0.attribute_type_id');
    expect(
      await t.db.selectFrom('predictive_models').select('predictive_model_id').where('job_id', '=', jobId).execute(),
    ).toHaveLength(0);
  });

  it('given a saved model, when it is selected and the rescore runs, then predictive scores are intercept + weights x scores', async () => {
    const created = await api(recruiter, 'POST', `/job/v1/predictive-models/${jobId}/`, {
      name: 'Service model',
      intercept: 1,
      weights: [
        { attribute_type_id: attrA, weight: 0.1 },
        { attribute_type_id: attrC, weight: 0.05 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    modelId = created.json().data.predictive_model_id;
    expect(created.json().data).toMatchObject({
      name: 'Service model',
      intercept: 1,
      is_selected: false,
      weights: [
        { attribute_type_id: attrA, weight: 0.1 },
        { attribute_type_id: attrC, weight: 0.05 },
      ],
    });

    const list = await api(owner, 'GET', `/job/v1/predictive-models/${jobId}/?language=es`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.models.map((m: { predictive_model_id: number }) => m.predictive_model_id)).toEqual([
      modelId,
    ]);
    expect(
      list.json().data.attributes.find((a: { attribute_type_id: number }) => a.attribute_type_id === attrA).name,
    ).toBe('Amabilidad');

    const selected = await api(owner, 'POST', `/job/v1/predictive-model/${modelId}/select/`, {});
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json().data.is_selected).toBe(true);
    const job = await t.db
      .selectFrom('jobs')
      .select(['predictive_model_id', 'is_use_pred_models'])
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ predictive_model_id: modelId, is_use_pred_models: true });
    expect((await status()).in_progress).toBe(true);
    await drainJobs(t.db, RESCORE_JOB_HANDLERS);
    expect((await status()).in_progress).toBe(false);
    // 1 + 0.1 x 90 + 0.05 x 10 = 10.5; 1 + 0.1 x 10 + 0.05 x 90 = 6.5; 1 + 5 + 2.5 = 8.5.
    expect((await fitOf(refs[0]!)).predictive).toBe(10.5);
    expect((await fitOf(refs[1]!)).predictive).toBe(6.5);
    expect((await fitOf(refs[2]!)).predictive).toBe(8.5);
  });

  it('saving the selected model rescores; deleting it stops predictive scoring', async () => {
    const put = await api(owner, 'PUT', `/job/v1/predictive-model/${modelId}/`, {
      name: 'Service model v2',
      intercept: 0,
      weights: [{ attribute_type_id: attrA, weight: 1 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      name: 'Service model v2',
      intercept: 0,
      is_selected: true,
      weights: [{ attribute_type_id: attrA, weight: 1 }],
    });
    expect((await status()).in_progress).toBe(true);
    await drainJobs(t.db, RESCORE_JOB_HANDLERS);
    expect((await fitOf(refs[0]!)).predictive).toBe(90);

    const got = await api(recruiter, 'GET', `/job/v1/predictive-model/${modelId}/`);
    expect(got.json().data.name).toBe('Service model v2');

    expect((await api(owner, 'DELETE', `/job/v1/predictive-model/${modelId}/`)).statusCode).toBe(200);
    const job = await t.db
      .selectFrom('jobs')
      .select(['predictive_model_id', 'is_use_pred_models'])
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ predictive_model_id: null, is_use_pred_models: false });
    await drainJobs(t.db, RESCORE_JOB_HANDLERS);
    expect((await fits()).map((r) => r.predictive)).toEqual([null, null, null]);
    expect((await api(owner, 'GET', `/job/v1/predictive-model/${modelId}/`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  let modelId: number;
  beforeAll(async () => {
    const res = await api(owner, 'POST', `/job/v1/predictive-models/${jobId}/`, {
      name: 'Access model',
      intercept: 0,
      weights: [{ attribute_type_id: attrC, weight: 1 }],
    });
    modelId = res.json().data.predictive_model_id;
  });

  const calls = (): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] => [
    ['rescore status', 'GET', `/smartreq/v1/rescore/${jobId}/`],
    ['rescore request', 'POST', `/smartreq/v1/rescore/${jobId}/`],
    ['rescore one application', 'POST', `/smartreq/v1/rescore/application/${smartreqIds[0]}/`],
    ['list models', 'GET', `/job/v1/predictive-models/${jobId}/`],
    [
      'create model',
      'POST',
      `/job/v1/predictive-models/${jobId}/`,
      { name: 'X', intercept: 0, weights: [{ attribute_type_id: attrA, weight: 1 }] },
    ],
    ['get model', 'GET', `/job/v1/predictive-model/${modelId}/`],
    [
      'update model',
      'PUT',
      `/job/v1/predictive-model/${modelId}/`,
      { name: 'X', intercept: 0, weights: [{ attribute_type_id: attrA, weight: 1 }] },
    ],
    ['select model', 'POST', `/job/v1/predictive-model/${modelId}/select/`, {}],
    ['delete model', 'DELETE', `/job/v1/predictive-model/${modelId}/`],
  ];

  it('another company learns nothing (404) and changes nothing', async () => {
    const before = await t.db
      .selectFrom('predictive_models')
      .select(['predictive_model_id', 'name'])
      .where('job_id', '=', jobId)
      .orderBy('predictive_model_id')
      .execute();
    const jobBefore = await t.db
      .selectFrom('jobs')
      .select(['rescore_requested_at', 'predictive_model_id'])
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    for (const [what, method, url, body] of calls()) {
      const res = await api(otherOwner, method, url, body);
      expect(res.statusCode, what).toBe(404);
    }
    expect(
      await t.db
        .selectFrom('predictive_models')
        .select(['predictive_model_id', 'name'])
        .where('job_id', '=', jobId)
        .orderBy('predictive_model_id')
        .execute(),
    ).toEqual(before);
    expect(
      await t.db
        .selectFrom('jobs')
        .select(['rescore_requested_at', 'predictive_model_id'])
        .where('job_id', '=', jobId)
        .executeTakeFirstOrThrow(),
    ).toEqual(jobBefore);
  });

  it('a candidate gets 403; an interviewer outside the team 404; anonymous 401', async () => {
    for (const [what, method, url, body] of calls()) {
      expect((await api(candidate, method, url, body)).statusCode, what).toBe(403);
      expect((await api(interviewer, method, url, body)).statusCode, what).toBe(404);
      expect((await api(undefined, method, url, body)).statusCode, what).toBe(401);
    }
  });

  it('a provider admin may', async () => {
    expect((await api(admin, 'GET', `/job/v1/predictive-model/${modelId}/`)).statusCode).toBe(200);
    expect((await api(admin, 'GET', `/smartreq/v1/rescore/${jobId}/`)).statusCode).toBe(200);
  });
});

describe('scores at submission', () => {
  it('given a new applicant, when the personality questionnaire is submitted, then its attribute scores, progress and fit are stored', async () => {
    const { who, ref_id: refId } = await appliedCandidate(t, 'scoring');
    const activity = await t.db
      .selectFrom('job_step_activities as jsa')
      .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
      .innerJoin('assessments as a', 'a.asmt_id', 'jsa.asmt_id')
      .select(['jsa.job_step_activity_id', 'jsa.asmt_id', 'j.job_id'])
      .where('j.uuid', '=', DEMO_JOBS.openRequisition)
      .where('a.kind', '=', 'personality')
      .executeTakeFirstOrThrow();
    // Job 1 weights Agreeableness and Conscientiousness (whatever the seed says, make sure here).
    const group = await t.db
      .insertInto('job_attribute_groups')
      .values({ job_id: activity.job_id, name: 'Test group', weight: 1 })
      .returning('job_attribute_group_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_attribute_group_attributes')
      .values({ job_attribute_group_id: group.job_attribute_group_id, attribute_type_id: attrA, weight: 1 })
      .execute();

    const attemptId = randomUUID();
    const target = { ref_id: refId, job_step_activity_id: activity.job_step_activity_id, attempt_id: attemptId };
    expect(
      (await api(who, 'POST', '/user-response/v1/set-start-time/', { ...target, started_at: new Date().toISOString() }))
        .statusCode,
    ).toBe(200);
    // Every item answered 3, the middle of the scale: every attribute normalises to 50 whatever its keying.
    const items = await t.db
      .selectFrom('assessment_items')
      .select('item_id')
      .where('asmt_id', '=', activity.asmt_id!)
      .where('is_practice', '=', false)
      .execute();
    const answers = items.map((i) => ({ item_id: i.item_id, value: 3 }));
    await t.db
      .insertInto('user_answers')
      .values(
        answers.map((a) => ({
          attempt_id: attemptId,
          item_id: a.item_id,
          value: '3',
          revision: 1,
          answered_at: new Date(),
          received_at: new Date(),
        })),
      )
      .execute();
    const body = { ...target, answer_count: answers.length, answers_hash: await answersHash(answers) };
    const submitted = await api(who, 'POST', '/user-response/v1/assessment-answers/submit/', body);
    expect(submitted.statusCode, submitted.body).toBe(200);

    const stored = await t.db
      .selectFrom('application_attribute_scores')
      .select(['attribute_type_id', 'score', 'job_step_activity_id'])
      .where('ref_id', '=', refId)
      .execute();
    // 5 domains + 30 facets, less those the requisition's hiring form does not ask (D291): N, N1-N6, O6.
    expect(stored).toHaveLength(27);
    expect(new Set(stored.map((s) => Number(s.score)))).toEqual(new Set([50]));
    expect(stored.every((s) => s.job_step_activity_id === activity.job_step_activity_id)).toBe(true);
    const tracker = await t.db
      .selectFrom('user_trackers')
      .select(['fit_score', 'completed_activity_count', 'current_job_step_id', 'scored_at'])
      .where('ref_id', '=', refId)
      .executeTakeFirstOrThrow();
    expect(Number(tracker.fit_score)).toBe(50);
    expect(tracker.completed_activity_count).toBe(1);
    const firstStep = await t.db
      .selectFrom('job_steps')
      .select('job_step_id')
      .where('job_id', '=', activity.job_id)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    expect(tracker.current_job_step_id).toBe(firstStep.job_step_id);

    // Submitting again answers the same receipt and scores nothing twice.
    const computedAt = (
      await t.db
        .selectFrom('application_attribute_scores')
        .select('computed_at')
        .where('ref_id', '=', refId)
        .executeTakeFirstOrThrow()
    ).computed_at;
    const again = await api(who, 'POST', '/user-response/v1/assessment-answers/submit/', body);
    expect(again.statusCode).toBe(200);
    expect(
      (
        await t.db
          .selectFrom('application_attribute_scores')
          .select('computed_at')
          .where('ref_id', '=', refId)
          .executeTakeFirstOrThrow()
      ).computed_at,
    ).toEqual(computedAt);
  });
});
