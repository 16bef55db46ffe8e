import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { API_PATIENCE } from '../test/patience.ts';
import { RESCORE_JOB } from '../modules/scoring/index.ts';
import {
  backoffSeconds,
  claimNext,
  drainJobs,
  enqueue,
  MAX_ATTEMPTS,
  runOneJob,
  startWorker,
  startWorkers,
} from './queue.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const row = (id: string) =>
  t.db
    .selectFrom('background_jobs')
    .select(['attempts', 'finished_at', 'last_error', 'locked_until', 'run_after'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the background job queue', () => {
  it('backs off 10 s, 40 s, 160 s... up to an hour', () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffSeconds)).toEqual([10, 40, 160, 640, 2560, 3600]);
  });

  it('given a due job, a claim leases it so a second claim gets nothing; finishing it ends it', async () => {
    const id = await enqueue(t.db, 'test-claim', { n: 1 });
    const claimed = await claimNext(t.db, ['test-claim']);
    expect(claimed).toMatchObject({ id, kind: 'test-claim', payload: { n: 1 }, attempts: 1 });
    expect(await claimNext(t.db, ['test-claim'])).toBeUndefined();
    // An expired lease (a worker that died) makes the job claimable again.
    await t.db
      .updateTable('background_jobs')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect((await claimNext(t.db, ['test-claim']))?.attempts).toBe(2);
    await t.db
      .updateTable('background_jobs')
      .set({ finished_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  });

  it('a failing job is retried later with backoff and given up after MAX_ATTEMPTS', async () => {
    const id = await enqueue(t.db, 'test-fail', {});
    let calls = 0;
    const handlers = {
      'test-fail': async () => {
        calls++;
        throw new Error('boom');
      },
    };
    expect(await runOneJob(t.db, handlers)).toBe(true);
    const first = await row(id);
    expect(first).toMatchObject({ attempts: 1, finished_at: null, locked_until: null });
    expect(first.last_error).toContain('boom');
    // Not due again until the backoff has passed.
    expect(await runOneJob(t.db, handlers)).toBe(false);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await t.db
        .updateTable('background_jobs')
        .set({ run_after: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', id)
        .execute();
      await runOneJob(t.db, handlers);
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect((await row(id)).finished_at).not.toBeNull();
  });

  it('drainJobs runs every due job once; the worker runs them on its own and stops without leaving a timer', async () => {
    const seen: unknown[] = [];
    const handlers = { 'test-run': async (_db: unknown, job: { payload: unknown }) => void seen.push(job.payload) };
    await enqueue(t.db, 'test-run', { n: 1 });
    await enqueue(t.db, 'test-run', { n: 2 });
    expect(await drainJobs(t.db, handlers)).toBe(2);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);

    const worker = startWorker(t.db, handlers, { idleMs: 20 });
    await enqueue(t.db, 'test-run', { n: 3 });
    await expect.poll(() => seen.length).toBe(3);
    await worker.stop();
    expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('a job someone waits on runs while a long job is in hand (a mail behind a transcode), and stop stops both workers', async () => {
    let releaseLong!: () => void;
    const longHeld = new Promise<void>((resolve) => (releaseLong = resolve));
    let longStarted = false;
    let mailed = false;
    const handlers = {
      'test-long': async () => {
        longStarted = true;
        await longHeld;
      },
      'test-mail': async () => void (mailed = true),
    };
    const workers = startWorkers(t.db, handlers, new Set(['test-mail']), { idleMs: 10 });
    const longId = await enqueue(t.db, 'test-long', {});
    await expect.poll(() => longStarted).toBe(true);
    const mailId = await enqueue(t.db, 'test-mail', {});
    await expect.poll(() => mailed).toBe(true);
    // The worker marks the job finished after its handler has returned: a moment after `mailed`.
    await expect.poll(async () => (await row(mailId)).finished_at).not.toBeNull();
    expect((await row(longId)).finished_at).toBeNull();
    releaseLong();
    await workers.stop(5_000);
    expect((await row(longId)).finished_at).not.toBeNull();
  });

  it('given a job in hand that ends within the stop wait, then stop waits for it and the job is finished', async () => {
    const id = await enqueue(t.db, 'test-slow-ok', {});
    let started = false;
    const worker = startWorker(
      t.db,
      {
        'test-slow-ok': async () => {
          started = true;
          await sleep(300);
        },
      },
      { idleMs: 10 },
    );
    await expect.poll(() => started).toBe(true);
    await worker.stop(5_000);
    expect(await row(id)).toMatchObject({ attempts: 1, locked_until: null, last_error: null });
    expect((await row(id)).finished_at).not.toBeNull();
  });

  it('given a job in hand that outlasts the stop wait, then stop gives it back: not finished, no lease, the attempt not counted, and another worker claims it at once', async () => {
    const id = await enqueue(t.db, 'test-stuck', {});
    let started = false;
    let release: () => void = () => {};
    const handler = () =>
      new Promise<void>((_resolve, reject) => {
        started = true;
        release = () => reject(new Error('cut off by the shutdown'));
      });
    const worker = startWorker(t.db, { 'test-stuck': handler }, { idleMs: 10 });
    await expect.poll(() => started).toBe(true);
    expect((await row(id)).locked_until).not.toBeNull();
    await worker.stop(100);
    expect(await row(id)).toMatchObject({ attempts: 0, finished_at: null, locked_until: null });
    // The abandoned run failing afterwards (its connection closed by the shutdown) records nothing.
    release();
    // A second stop waits for the run it cut off to end: its failure has been handled by then.
    await worker.stop(API_PATIENCE.wait);
    expect(await row(id)).toMatchObject({ attempts: 0, finished_at: null, locked_until: null, last_error: null });
    expect(await claimNext(t.db, ['test-stuck'])).toMatchObject({ id, attempts: 1 });
    await t.db
      .updateTable('background_jobs')
      .set({ finished_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  });

  it('given an app with its worker on, a queued rescore runs by itself, and closing the app stops the worker', async () => {
    const app = await startTestApp({ JOB_WORKER: '1' });
    try {
      const job = await app.db.selectFrom('jobs').select('job_id').orderBy('job_id').executeTakeFirstOrThrow();
      const id = await enqueue(app.db, RESCORE_JOB, { job_id: job.job_id });
      await expect
        .poll(
          async () =>
            (
              await app.db
                .selectFrom('background_jobs')
                .select('finished_at')
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
            ).finished_at,
        )
        .not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
