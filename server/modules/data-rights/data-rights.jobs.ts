/**
 * The background work of data rights on the job queue: building an export archive, and the daily
 * retention sweep (which also removes expired archives), which queues its own next run.
 */
import type { Db } from '../../db/database.ts';
import { enqueue, MAX_ATTEMPTS, type JobHandlers, type QueuedJob } from '../../jobs/queue.ts';
import { buildExport, removeExpiredExports } from './export.service.ts';
import { sweepRetention } from './retention.service.ts';

export const DATA_EXPORT_JOB = 'data-export';
export const RETENTION_SWEEP_JOB = 'retention-sweep';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Queues the daily sweep unless one is already waiting (several processes may start at once: one more is harmless). */
export async function scheduleRetentionSweep(db: Db, runAfter?: Date): Promise<void> {
  const waiting = await db.selectFrom('background_jobs').select('id').where('kind', '=', RETENTION_SWEEP_JOB).where('finished_at', 'is', null).executeTakeFirst();
  if (!waiting) await enqueue(db, RETENTION_SWEEP_JOB, {}, runAfter);
}

export function dataRightsJobHandlers(dataDir: string): JobHandlers {
  return {
    [DATA_EXPORT_JOB]: async (db: Db, job: QueuedJob) => {
      const exportId = (job.payload as { export_id?: unknown } | null)?.export_id;
      if (typeof exportId !== 'string') throw new Error(`data-export without an export_id: ${JSON.stringify(job.payload)}`);
      try {
        await buildExport(db, dataDir, exportId);
      } catch (error) {
        if (job.attempts >= MAX_ATTEMPTS) await db.updateTable('data_exports').set({ status: 'failed' }).where('export_id', '=', exportId).where('status', '=', 'queued').execute();
        throw error;
      }
    },
    [RETENTION_SWEEP_JOB]: async (db: Db) => {
      await removeExpiredExports(db, dataDir);
      await sweepRetention(db, dataDir);
      // This run is still unfinished while it works, so the next one is queued directly.
      await enqueue(db, RETENTION_SWEEP_JOB, {}, new Date(Date.now() + DAY_MS));
    },
  };
}
