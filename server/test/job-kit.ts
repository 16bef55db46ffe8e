/** What tests of one activity kind share: applying a candidate to a seeded job, and finding that job's activity of a kind. */
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { TestApp } from './test-app.ts';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

/** Applies `who` to the job and returns the new tracker's ref_id. */
export async function applyTo(t: TestApp, who: SignedIn, jobUuid: string): Promise<string> {
  const applied = await t.request({
    method: 'POST',
    url: `/api/user/v1/progress-tracker/user/${who.userId}/`,
    token: who.token,
    body: { job_uuid: jobUuid },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  return applied.json().data.ref_id;
}

/** The id of the job's first activity of `activityType`. */
export async function activityOfKind(t: TestApp, jobUuid: string, activityType: string): Promise<number> {
  const row = await t.db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 's.job_id')
    .select('a.job_step_activity_id')
    .where('j.uuid', '=', jobUuid)
    .where('a.activity_type', '=', activityType)
    .executeTakeFirstOrThrow();
  return row.job_step_activity_id;
}

/** A requisition of one step holding one interview activity with the given kit (for report tests that build their own rows). */
export async function interviewRequisition(
  db: Db,
  values: { accountId: number; kitId: number; title: string; city: string; state: string },
): Promise<{ jobId: number; activityId: number }> {
  const job = await db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: values.accountId,
      job_type_id: 2,
      title: values.title,
      tracker_title: 'Job Application',
      city: values.city,
      state: values.state,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const step = await db
    .insertInto('job_steps')
    .values({ job_id: job.job_id, name: 'Interview', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const activity = await db
    .insertInto('job_step_activities')
    .values({
      job_step_id: step.job_step_id,
      activity_type: 'interview',
      title: 'Panel interview',
      sort_order: 1,
      interview_kit_id: values.kitId,
    })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  return { jobId: job.job_id, activityId: activity.job_step_activity_id };
}
