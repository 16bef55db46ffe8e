/**
 * The background work of data rights on the job queue: building an export archive, and the daily
 * retention sweep (a recurring job, server/jobs/recurring.ts), which also removes expired archives.
 */
import type { Db } from '../../db/database.ts';
import { MAX_ATTEMPTS, type JobHandler, type QueuedJob } from '../../jobs/queue.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { buildExport, removeExpiredExports } from './export.service.ts';
import { sweepRetention } from './retention.service.ts';

export const DATA_EXPORT_JOB = 'data-export';
export const RETENTION_SWEEP_JOB = 'retention-sweep';
const DAY_MS = 24 * 60 * 60 * 1000;

export function dataExportHandler(dataDir: string): JobHandler {
  return async (db: Db, job: QueuedJob) => {
    const exportId = (job.payload as { export_id?: unknown } | null)?.export_id;
    if (typeof exportId !== 'string') throw new Error(`data-export without an export_id: ${JSON.stringify(job.payload)}`);
    try {
      await buildExport(db, dataDir, exportId);
    } catch (error) {
      if (job.attempts >= MAX_ATTEMPTS) await db.updateTable('data_exports').set({ status: 'failed' }).where('export_id', '=', exportId).where('status', '=', 'queued').execute();
      throw error;
    }
  };
}

export const retentionSweepJob = (dataDir: string): RecurringJob => ({
  kind: RETENTION_SWEEP_JOB,
  everyMs: DAY_MS,
  run: async (db) => {
    await removeExpiredExports(db, dataDir);
    await sweepRetention(db, dataDir);
  },
});
