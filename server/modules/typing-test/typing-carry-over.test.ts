/**
 * A typing run counts for the candidate's next application of the same company within the retake
 * interval (D207): the tracker shows it done with the same score, and nothing carries when the
 * plan asks for a fresh run (interval 0), to another company, across lengths, or to another candidate.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { REMOTE_SUPPORT_JOB_UUID, REMOTE_SUPPORT_TYPING_SECONDS } from '../../db/seed/demo-typing-speed.ts';
import type { KeyEvent } from '../../../contracts/typing-score.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, maria: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [li, maria] = (await Promise.all(['li.wei@assay.test', 'maria.garcia@assay.test'].map((e) => t.signIn(e)))) as [S, S];
});
afterAll(async () => t.close());

/** A requisition whose one step is a typing test, for the company named. */
async function typingJob(options: { company: string; retakeDays: number; seconds: number }) {
  const account = await t.db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', options.company)
    .executeTakeFirstOrThrow();
  const uuid = randomUUID();
  const { job_id } = await t.db
    .insertInto('jobs')
    .values({
      uuid,
      account_id: account.account_id,
      job_type_id: 2,
      title: `Typing job ${uuid.slice(0, 6)}`,
      tracker_title: 'Job Application',
      is_accepting_applications: true,
      retake_interval_days: options.retakeDays,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const { job_step_id } = await t.db
    .insertInto('job_steps')
    .values({ job_id, name: 'Typing', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('job_step_activities')
    .values({
      job_step_id,
      activity_type: 'typing_test',
      title: 'Typing test',
      sort_order: 1,
      settings: JSON.stringify({ typing_duration_seconds: options.seconds }),
    })
    .execute();
  return uuid;
}

const typingUrl = (who: S, activity: number, ref: string) =>
  `/api/user-response/v1/typing-tests/job_step_activity/${activity}/user/${who.userId}/ref/${ref}/?language=en`;

async function typeOnce(who: S, jobUuid: string) {
  const ref = await applyTo(t, who, jobUuid);
  const activity = await activityOfKind(t, jobUuid, 'typing_test');
  const read = await t.request({ method: 'GET', url: typingUrl(who, activity, ref), token: who.token });
  const passage = read.json().data.passage as { typing_passage_id: number; text: string };
  const typed = passage.text.slice(0, 60);
  const events: KeyEvent[] = [...typed].map((k, i) => ({ t: (i + 1) * 200, k }));
  const res = await t.request({
    method: 'POST',
    url: '/api/user-response/v1/score-typing-tests/',
    token: who.token,
    body: {
      attempt_id: randomUUID(),
      ref_id: ref,
      job_step_activity_id: activity,
      typing_passage_id: passage.typing_passage_id,
      typed_text: typed,
      events,
      elapsed_ms: events.at(-1)!.t,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { net_wpm: number; accuracy: number; attempt_id: string };
}

async function trackerActivity(who: S, jobUuid: string) {
  const ref = await applyTo(t, who, jobUuid);
  const res = await t.request({ method: 'GET', url: `/api/user/v1/progress-tracker/${ref}/`, token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  const activity = res.json().data.steps[0].activities[0] as { is_completed: boolean; job_step_activity_id: number };
  return { ref, activity };
}

describe('a typing run carried to the next application', () => {
  it('given a run for one job, then the same company’s next job of the same length shows it done with the same score', async () => {
    const first = await typeOnce(li, REMOTE_SUPPORT_JOB_UUID);
    const next = await typingJob({ company: 'Demo Company', retakeDays: 30, seconds: REMOTE_SUPPORT_TYPING_SECONDS });
    const { ref, activity } = await trackerActivity(li, next);
    expect(activity.is_completed).toBe(true);
    const read = await t.request({
      method: 'GET',
      url: typingUrl(li, activity.job_step_activity_id, ref),
      token: li.token,
    });
    expect(read.json().data).toMatchObject({
      is_completed: true,
      result: { net_wpm: first.net_wpm, accuracy: first.accuracy },
    });
    const stored = await t.db
      .selectFrom('typing_results')
      .select('carried_from_attempt_id')
      .where('ref_id', '=', ref)
      .executeTakeFirstOrThrow();
    expect(stored.carried_from_attempt_id).toBe(first.attempt_id);
  });

  it('given a plan that asks for a fresh run, another length or another company, then it shows Start', async () => {
    for (const job of [
      await typingJob({ company: 'Demo Company', retakeDays: 0, seconds: REMOTE_SUPPORT_TYPING_SECONDS }),
      await typingJob({ company: 'Demo Company', retakeDays: 30, seconds: 60 }),
      await typingJob({ company: 'Other Company', retakeDays: 30, seconds: REMOTE_SUPPORT_TYPING_SECONDS }),
    ]) {
      const { activity } = await trackerActivity(li, job);
      expect(activity.is_completed).toBe(false);
    }
  });

  it('given a run older than the interval, or another candidate, then nothing carries', async () => {
    await t.db
      .updateTable('typing_results')
      .set({ completed_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('user_id', '=', li.userId)
      .execute();
    const later = await typingJob({ company: 'Demo Company', retakeDays: 30, seconds: REMOTE_SUPPORT_TYPING_SECONDS });
    expect((await trackerActivity(li, later)).activity.is_completed).toBe(false);
    expect((await trackerActivity(maria, later)).activity.is_completed).toBe(false);
  });

  it('given an application made before the run, then the run counts for it as soon as it is scored, before any tracker read', async () => {
    const waiting = await typingJob({
      company: 'Demo Company',
      retakeDays: 30,
      seconds: REMOTE_SUPPORT_TYPING_SECONDS,
    });
    const before = await trackerActivity(li, waiting);
    expect(before.activity.is_completed).toBe(false);
    const fresh = await typingJob({ company: 'Demo Company', retakeDays: 30, seconds: REMOTE_SUPPORT_TYPING_SECONDS });
    const run = await typeOnce(li, fresh);
    const stored = await t.db
      .selectFrom('typing_results')
      .select('carried_from_attempt_id')
      .where('ref_id', '=', before.ref)
      .executeTakeFirstOrThrow();
    expect(stored.carried_from_attempt_id).toBe(run.attempt_id);
    const res = await t.request({
      method: 'GET',
      url: `/api/user/v1/progress-tracker/${before.ref}/`,
      token: li.token,
    });
    expect(res.json().data.steps[0].activities[0].is_completed).toBe(true);
  });
});
