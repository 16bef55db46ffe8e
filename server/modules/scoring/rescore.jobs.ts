/**
 * Rescoring a whole requisition in the background: after its attribute weights or its
 * predictive model change. requestJobRescore marks the job (the banner shows while
 * rescore_requested_at is later than rescore_finished_at), enqueues one 'rescore-job' job unless
 * one is already waiting, and records the event; the handler rescores every application in
 * batches, then marks the job finished, unless a newer request came in meanwhile (its own queued
 * job will finish it). The scoring module's own job, the worker registering its handler: it lived
 * in server/jobs, below the modules, while it called scoring above it (D404).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import { rescoreWholeJob } from './scoring.service.ts';
import { enqueue, type JobHandlers, type QueuedJob } from '../../jobs/queue.ts';

export const RESCORE_JOB = 'rescore-job';

export interface RescorePayload {
  job_id: number;
}

/** Call inside the transaction that changed the weights or the model, or right after it. */
export async function requestJobRescore(db: Db, jobId: number, actorUserId: number | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ rescore_requested_at: sql<Date>`date_trunc('milliseconds', clock_timestamp())` })
    .where('job_id', '=', jobId)
    .execute();
  const waiting = await db
    .selectFrom('background_jobs')
    .select('id')
    .where('kind', '=', RESCORE_JOB)
    .where('finished_at', 'is', null)
    .where('locked_until', 'is', null)
    .where(sql<boolean>`(payload->>'job_id')::int = ${jobId}`)
    .executeTakeFirst();
  if (!waiting) await enqueue(db, RESCORE_JOB, { job_id: jobId } satisfies RescorePayload);
  await recordJobEvent(db, { job_id: jobId, actor_user_id: actorUserId, kind: 'rescore_requested' });
}

export async function rescoreJobHandler(db: Db, job: QueuedJob): Promise<void> {
  const jobId = Number((job.payload as Partial<RescorePayload> | null)?.job_id);
  if (!Number.isInteger(jobId)) throw new Error(`rescore-job without a job_id: ${JSON.stringify(job.payload)}`);
  const before = await db
    .selectFrom('jobs')
    .select('rescore_requested_at')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  if (!before) return; // the job was deleted for good
  const count = await rescoreWholeJob(db, jobId);
  await db.transaction().execute(async (trx) => {
    const requested = before.rescore_requested_at;
    await trx
      .updateTable('jobs')
      .set({ rescore_finished_at: sql<Date>`date_trunc('milliseconds', clock_timestamp())` })
      .where('job_id', '=', jobId)
      .where((eb) =>
        requested === null ? eb('rescore_requested_at', 'is', null) : eb('rescore_requested_at', '<=', requested),
      )
      .execute();
    await recordJobEvent(trx, {
      job_id: jobId,
      actor_user_id: null,
      kind: 'rescored',
      details: { applications: count },
    });
  });
}

export const RESCORE_JOB_HANDLERS: JobHandlers = {
  [RESCORE_JOB]: rescoreJobHandler,
};
