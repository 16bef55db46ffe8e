// The worker's recurring jobs as it composes them: the dashboards' summaries run brings the
// job-profile dashboards' summaries up to date in the same run (D164), which analytics no longer
// asks of job profiles itself (D404).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/test-app.ts';
import { drainJobs, enqueue } from './jobs/queue.ts';
import { recurringHandlers } from './jobs/recurring.ts';
import { summariesJob } from './job-worker.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const marks = async (table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n;

describe('the worker', () => {
  it("runs the company dashboards' summaries and then the job profiles' in one job", async () => {
    expect(await marks('dashboard_summary_changes')).toBeGreaterThan(0);
    expect(await marks('job_profile_summary_changes')).toBeGreaterThan(0);
    await enqueue(t.db, summariesJob.kind, {});
    expect(await drainJobs(t.db, recurringHandlers([summariesJob]), 1)).toBe(1);
    expect(await marks('dashboard_summary_changes')).toBe(0);
    expect(await marks('dashboard_application_changes')).toBe(0);
    expect(await marks('job_profile_summary_changes')).toBe(0);
  });
});
