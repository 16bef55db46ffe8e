import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { drainJobs } from './queue.ts';
import { recurringHandlers, scheduleRecurring, type RecurringJob } from './recurring.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const pending = (kind: string) =>
  t.db
    .selectFrom('background_jobs')
    .select(['id', 'run_after'])
    .where('kind', '=', kind)
    .where('finished_at', 'is', null)
    .execute();

describe('recurring jobs', () => {
  it('given two processes scheduling at once, then one run is pending; each run queues exactly the next one a period later', async () => {
    let runs = 0;
    const job: RecurringJob = { kind: 'test-recurring', everyMs: 10 * 60_000, run: async () => void runs++ };
    await Promise.all([scheduleRecurring(t.db, [job]), scheduleRecurring(t.db, [job])]);
    expect(await pending(job.kind)).toHaveLength(1);

    const before = Date.now();
    expect(await drainJobs(t.db, recurringHandlers([job]))).toBe(1);
    expect(runs).toBe(1);
    const [next, ...more] = await pending(job.kind);
    expect(more).toEqual([]);
    expect(new Date(next!.run_after).getTime()).toBeGreaterThanOrEqual(before + job.everyMs - 1000);

    // A restart finds the chain alive and adds nothing.
    await scheduleRecurring(t.db, [job]);
    expect(await pending(job.kind)).toHaveLength(1);
    expect(await drainJobs(t.db, recurringHandlers([job]))).toBe(0);
  });

  it('given a run that fails, then no next run is queued beside the retry', async () => {
    const job: RecurringJob = {
      kind: 'test-recurring-failing',
      everyMs: 60_000,
      run: async () => {
        throw new Error('sweep failed');
      },
    };
    await scheduleRecurring(t.db, [job]);
    expect(await drainJobs(t.db, recurringHandlers([job]))).toBe(1);
    const rows = await t.db
      .selectFrom('background_jobs')
      .select(['last_error', 'finished_at'])
      .where('kind', '=', job.kind)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ finished_at: null });
    expect(rows[0]!.last_error).toContain('sweep failed');
  });
});
