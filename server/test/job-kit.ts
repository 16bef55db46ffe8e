/** What tests of one activity kind share: applying a candidate to a seeded job, and finding that job's activity of a kind. */
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

/** Applies `who` to the job and returns the new tracker's ref_id. */
export async function applyTo(t: TestApp, who: SignedIn, jobUuid: string): Promise<string> {
  const applied = await t.request({ method: 'POST', url: `/api/user/v1/progress-tracker/user/${who.userId}/`, token: who.token, body: { job_uuid: jobUuid } });
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
