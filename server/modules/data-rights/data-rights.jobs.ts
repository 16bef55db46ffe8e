/**
 * The background work of data rights on the job queue: building an export archive, and the daily
 * retention sweep (a recurring job, server/jobs/recurring.ts), which also removes expired archives
 * and the files of old data imports.
 */
import type { Db } from '../../db/database.ts';
import { MAX_ATTEMPTS, type JobHandler, type QueuedJob } from '../../jobs/queue.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { asStorage, type FileStorage } from '../../storage/file-storage.ts';
import { buildExport, removeExpiredExports } from './export.service.ts';
import { sweepRetention } from './retention.service.ts';
import { removeExpiredImportFiles } from '../data-import/index.ts';

export const DATA_EXPORT_JOB = 'data-export';
export const RETENTION_SWEEP_JOB = 'retention-sweep';
const DAY_MS = 24 * 60 * 60 * 1000;

export function dataExportHandler(storage: FileStorage | string): JobHandler {
  const files = asStorage(storage);
  return async (db: Db, job: QueuedJob) => {
    const exportId = (job.payload as { export_id?: unknown } | null)?.export_id;
    if (typeof exportId !== 'string')
      throw new Error(`data-export without an export_id: ${JSON.stringify(job.payload)}`);
    try {
      await buildExport(db, files, exportId);
    } catch (error) {
      if (job.attempts >= MAX_ATTEMPTS)
        await db
          .updateTable('data_exports')
          .set({ status: 'failed' })
          .where('export_id', '=', exportId)
          .where('status', '=', 'queued')
          .execute();
      throw error;
    }
  };
}

export const retentionSweepJob = (storage: FileStorage | string): RecurringJob => ({
  kind: RETENTION_SWEEP_JOB,
  everyMs: DAY_MS,
  run: async (db) => {
    await removeExpiredExports(db, asStorage(storage));
    await sweepRetention(db, asStorage(storage));
    await removeExpiredImportFiles(db, asStorage(storage));
  },
});
