/**
 * Work that runs on a period (sweeps such as expiring offers) on the same queue as every other
 * job. Each recurring kind keeps exactly one unfinished row: scheduleRecurring puts one in when
 * there is none, and each run, once done, queues the next one `everyMs` later. Under a
 * transaction-scoped advisory lock per kind, so two processes starting at once (node:cluster)
 * cannot start two chains.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { enqueue, type JobHandlers, type QueuedJob } from './queue.ts';

export interface RecurringJob {
  kind: string;
  everyMs: number;
  run(db: Db): Promise<void>;
}

async function queueUnlessPending(db: Db, kind: string, runAfter: Date, exceptId?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`recurring:${kind}`}))`.execute(trx);
    let pending = trx
      .selectFrom('background_jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('finished_at', 'is', null);
    if (exceptId) pending = pending.where('id', '!=', exceptId as never);
    if (!(await pending.executeTakeFirst())) await enqueue(trx, kind, {}, runAfter);
  });
}

/** At start-up: every recurring kind without a pending run gets one, due now. */
export async function scheduleRecurring(db: Db, jobs: readonly RecurringJob[]): Promise<void> {
  for (const job of jobs) await queueUnlessPending(db, job.kind, new Date());
}

/**
 * Queue handlers that run the job, then queue its next run. A failed run is retried by the queue
 * as any job; one given up after MAX_ATTEMPTS is scheduled again at the next start-up.
 */
export function recurringHandlers(jobs: readonly RecurringJob[]): JobHandlers {
  return Object.fromEntries(
    jobs.map((job) => [
      job.kind,
      async (db: Db, queued: QueuedJob) => {
        await job.run(db);
        await queueUnlessPending(db, job.kind, new Date(Date.now() + job.everyMs), queued.id);
      },
    ]),
  );
}
