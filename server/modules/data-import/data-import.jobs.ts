/**
 * Runs an import on the job queue: plans every row against the employees as they are now, writes
 * the creates and updates in batches (one transaction each, progress saved after each), then keeps
 * a result file with every row's outcome. A retried job plans again, so rows an earlier attempt
 * wrote are found unchanged instead of written twice.
 */
import { toCsv } from '../../../contracts/csv.ts';
import type { ImportMapping, ImportOptions } from '../../../contracts/data-import.ts';
import type { Db } from '../../db/database.ts';
import { MAX_ATTEMPTS, type JobHandler, type QueuedJob } from '../../jobs/queue.ts';
import { storageKey, type FileStorage } from '../../storage/file-storage.ts';
import { updateEmployee } from '../people/people.store.ts';
import { countOutcomes, IMPORT_DIR, readStoredTable, today } from './data-import.service.ts';
import * as store from './data-import.store.ts';
import { planImport, type PlannedRow } from './plan.ts';

export const IMPORT_BATCH_ROWS = 1000;

export function resultCsv(planned: readonly PlannedRow[]): string {
  return toCsv([
    ['row', 'result', 'employee_id', 'name', 'changed', 'problems'],
    ...planned.map(({ outcome }) => [
      outcome.row,
      outcome.action,
      outcome.employee_id,
      outcome.name,
      outcome.changes.join(' '),
      outcome.problems.map((p) => `${p.field}: ${p.message}`).join(' | '),
    ]),
  ]);
}

export async function runStoredImport(db: Db, files: FileStorage, importId: number): Promise<void> {
  const row = await store.findImport(db, importId);
  if (!row || row.status === 'finished' || row.status === 'uploaded') return;
  await store.setProgress(db, importId, { status: 'running', processed_rows: 0 });
  const table = await readStoredTable(files, row.file_key);
  const planned = planImport(table.headers, table.rows, row.mapping as ImportMapping, row.options as ImportOptions, await store.employeesOf(db, row.account_id), today());
  for (let start = 0; start < planned.length; start += IMPORT_BATCH_ROWS) {
    const batch = planned.slice(start, start + IMPORT_BATCH_ROWS);
    await db.transaction().execute(async (trx) => {
      await store.insertEmployees(
        trx,
        row.account_id,
        batch.filter((p) => p.outcome.action === 'create').map((p) => p.values!),
      );
      for (const p of batch) if (p.outcome.action === 'update') await updateEmployee(trx, row.account_id, p.outcome.employee_id!, p.values!);
      await store.setProgress(trx, importId, { processed_rows: start + batch.length });
    });
  }
  const key = storageKey(IMPORT_DIR, String(row.account_id), `${importId}-result.csv`);
  await files.put(key, Buffer.from(resultCsv(planned), 'utf8'));
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

export function dataImportHandler(files: FileStorage): JobHandler {
  return async (db: Db, job: QueuedJob) => {
    const importId = Number((job.payload as { import_id?: unknown } | null)?.import_id);
    if (!Number.isInteger(importId)) throw new Error(`data-import without an import_id: ${JSON.stringify(job.payload)}`);
    try {
      await runStoredImport(db, files, importId);
    } catch (error) {
      if (job.attempts >= MAX_ATTEMPTS) await store.setProgress(db, importId, { status: 'failed' });
      throw error;
    }
  };
}
