import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, admin: S;

/** Job 1's third activity is "Equal opportunity questions (voluntary)"; Maria has not done it, Li has done nothing. */
const EEOC_ACTIVITY = 3;
const URL = '/api/user-response/v1/submit-eeoc-answers/';

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = ['maria.garcia@assay.test', 'li.wei@assay.test', 'owner@demo-company.test', 'admin@assay.test'];
  [maria, li, owner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S];
  seededUpTo =
    (
      await t.db
        .selectFrom('eeoc_answers')
        .select((eb) => eb.fn.max('eeoc_answer_id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0;
});
afterAll(async () => t.close());

const submit = (who: S, body: unknown) =>
  t.request({ method: 'POST', url: URL, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });
/** The rows this file's submissions store (the demo seed's answers, for the EEOC dashboard, come before them). */
let seededUpTo = 0;
const eeocRows = () =>
  t.db
    .selectFrom('eeoc_answers')
    .selectAll()
    .where('eeoc_answer_id', '>', seededUpTo)
    .orderBy('eeoc_answer_id')
    .execute();

async function isCompleted(who: S, refId: string, activityId: number): Promise<boolean> {
  const res = await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${refId}/`, token: who.token });
  const activities: { job_step_activity_id: number; is_completed: boolean }[] = res
    .json()
    .data.steps.flatMap((s: { activities: unknown[] }) => s.activities);
  return activities.find((a) => a.job_step_activity_id === activityId)!.is_completed;
}

describe('the equal-opportunity questions', () => {
  it('given a signed-in user, then four questions as codes, each with "decline"', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user-response/v1/eeoc-questions/', token: li.token });
    expect(res.statusCode).toBe(200);
    const questions: { code: string; options: string[] }[] = res.json().data;
    expect(questions.map((q) => q.code)).toEqual(['gender', 'race_ethnicity', 'veteran_status', 'disability']);
    expect(questions.every((q) => q.options.at(-1) === 'decline')).toBe(true);
  });

  it('given another candidate, staff or an admin, or an activity that is not the EEOC one, then 404 and nothing is stored', async () => {
    const body = {
      ref_id: DEMO_TRACKERS.mariaOpen,
      job_step_activity_id: EEOC_ACTIVITY,
      answers: { gender: 'female' },
    };
    for (const who of [li, owner, admin]) expect((await submit(who, body)).statusCode).toBe(404);
    expect((await submit(maria, { ...body, job_step_activity_id: 5 })).statusCode).toBe(404);
    expect(await eeocRows()).toEqual([]);
    expect(await isCompleted(maria, DEMO_TRACKERS.mariaOpen, EEOC_ACTIVITY)).toBe(false);
  });

  it('given a code that is not a choice, then 400 and nothing is stored', async () => {
    const res = await submit(maria, {
      ref_id: DEMO_TRACKERS.mariaOpen,
      job_step_activity_id: EEOC_ACTIVITY,
      answers: { gender: 'robot' },
    });
    expect(res.statusCode).toBe(400);
    expect(await eeocRows()).toEqual([]);
  });

  it('given Li answers, then the activity is completed and the stored row names only the company, the job and the day', async () => {
    const body = {
      ref_id: DEMO_TRACKERS.liOpen,
      job_step_activity_id: EEOC_ACTIVITY,
      answers: { gender: 'male', race_ethnicity: 'asian', veteran_status: 'decline' },
    };
    const res = await submit(li, body);
    expect([res.statusCode, res.json().data]).toEqual([200, { completed: true }]);
    expect(await isCompleted(li, DEMO_TRACKERS.liOpen, EEOC_ACTIVITY)).toBe(true);
    const rows = await eeocRows();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['account_id', 'answers', 'created_at', 'eeoc_answer_id', 'job_id']);
    expect(rows[0]!.answers).toEqual({ gender: 'male', race_ethnicity: 'asian' });
  });

  it('given Maria declines everything, twice and at once, then the activity is completed once and one empty row is stored', async () => {
    const before = (await eeocRows()).length;
    const body = {
      ref_id: DEMO_TRACKERS.mariaOpen,
      job_step_activity_id: EEOC_ACTIVITY,
      answers: { gender: 'decline', race_ethnicity: 'decline', veteran_status: 'decline', disability: 'decline' },
    };
    const replies = await Promise.all([
      submit(maria, body),
      submit(maria, body),
      submit(maria, { ...body, answers: {} }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await isCompleted(maria, DEMO_TRACKERS.mariaOpen, EEOC_ACTIVITY)).toBe(true);
    const rows = await eeocRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.answers).toEqual({});
  });

  it("given the company owner reads Li's application, then nothing of his EEOC answers is in it", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.liOpen}/`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/asian|race_ethnicity|gender/);
  });
});
