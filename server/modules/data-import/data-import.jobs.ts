/**
 * Runs an import of any kind (import-kinds.ts) on the job queue: plans every row against the
 * employees or applications as they are now, writes
 * the creates and updates in batches (one transaction each, progress saved after each), then keeps
 * a result file with every row's outcome. A retried job plans again, so rows an earlier attempt
 * wrote are found unchanged instead of written twice.
 */
import { toCsv } from '../../../contracts/csv.ts';
import type { ImportMapping, ImportOptions, ImportSetup } from '../../../contracts/data-import.ts';
import type { Db } from '../../db/database.ts';
import { MAX_ATTEMPTS, type JobHandler, type QueuedJob } from '../../jobs/queue.ts';
import { storageKey, type FileStorage } from '../../storage/file-storage.ts';
import { countOutcomes, IMPORT_DIR, readStoredTable, today } from './data-import.service.ts';
import * as store from './data-import.store.ts';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';
import type { PlannedRow } from './plan.ts';

export const IMPORT_BATCH_ROWS = 1000;

export function resultCsv(kind: ImportKind, planned: readonly PlannedRow<unknown>[]): string {
  return toCsv([
    ['row', 'result', kind.idColumn, 'name', 'changed', 'problems'],
    ...planned.map((p) => [
      p.outcome.row,
      p.outcome.action,
      kind.idOf(p),
      p.outcome.name,
      p.outcome.changes.join(' '),
      p.outcome.problems.map((p) => `${p.field}: ${p.message}`).join(' | '),
    ]),
  ]);
}

export async function runStoredImport(db: Db, files: FileStorage, importId: number, publicUrl: string): Promise<void> {
  const row = await store.findImport(db, importId);
  if (!row || row.status === 'finished' || row.status === 'uploaded') return;
  await store.setProgress(db, importId, { status: 'running', processed_rows: 0 });
  const table = await readStoredTable(files, row.file_key);
  const kind = IMPORT_KINDS[row.import_type];
  const setup: ImportSetup = { mapping: row.mapping as ImportMapping, options: row.options as ImportOptions };
  const planned = await kind.plan(db, row, table, setup, today());
  for (let start = 0; start < planned.length; start += IMPORT_BATCH_ROWS) {
    const batch = planned.slice(start, start + IMPORT_BATCH_ROWS);
    await db.transaction().execute(async (trx) => {
      await kind.write(trx, row, batch, { publicUrl, importedBy: row.created_by_id });
      await store.setProgress(trx, importId, { processed_rows: start + batch.length });
    });
  }
  const key = storageKey(IMPORT_DIR, String(row.account_id), `${importId}-result.csv`);
  await files.put(key, Buffer.from(resultCsv(kind, planned), 'utf8'));
  const counts = countOutcomes(planned);
  await store.finishImport(db, importId, {
    processed_rows: planned.length,
    created_count: counts.create,
    updated_count: counts.update,
    unchanged_count: counts.unchanged,
    refused_count: counts.refused,
    result_key: key,
  });
}

export function dataImportHandler(files: FileStorage, publicUrl: string): JobHandler {
  return async (db: Db, job: QueuedJob) => {
    const importId = Number((job.payload as { import_id?: unknown } | null)?.import_id);
    if (!Number.isInteger(importId))
      throw new Error(`data-import without an import_id: ${JSON.stringify(job.payload)}`);
    try {
      await runStoredImport(db, files, importId, publicUrl);
    } catch (error) {
      if (job.attempts >= MAX_ATTEMPTS) await store.setProgress(db, importId, { status: 'failed' });
      throw error;
    }
  };
}
