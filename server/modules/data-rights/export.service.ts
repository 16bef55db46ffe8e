/**
 * The candidate's archive: one zip with README.txt, one JSON file per table of the registry
 * (personal-data.ts) that the candidate may see, and the stored files themselves. Built by a
 * background job (data-rights.jobs.ts); the zip is kept in the file storage under exports/ for EXPORT_DAYS.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { readAll, safeKey, storageKey, type FileStorage } from '../../storage/file-storage.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import { aboutIn, README_TEXTS, readmeLanguage } from './export-readme.ts';
import { redactSecrets } from './redact-secrets.ts';

export const EXPORT_DIR = 'exports';
/** How long a finished archive may be downloaded. */
export const EXPORT_DAYS = 7;

/** Path separators and control characters never reach a name inside the archive. */
function safeName(name: string): string {
  const cleaned = Array.from(name, (c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim();
  return cleaned.length > 0 ? cleaned.slice(0, 120) : 'file';
}

/** The archive's entries, keyed by their path inside the zip. */
export async function archiveEntries(
  db: Db,
  storage: FileStorage,
  userId: number,
): Promise<Record<string, Uint8Array>> {
  const entries: Record<string, Uint8Array> = {};
  const user = await db
    .selectFrom('users')
    .select('preferred_language')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const language = readmeLanguage(user?.preferred_language);
  const texts = README_TEXTS[language];
  const readme: string[] = [texts.head, 'data/'];
  const fileLines: string[] = [];
  for (const entry of PERSONAL_DATA) {
    const where = entry.rows({ userId });
    if (!entry.exportColumns || !where) continue;
    const columns = [
      ...entry.exportColumns,
      ...(entry.fileColumn ? [entry.fileColumn] : []),
      ...(entry.blob ? [entry.blob.column] : []),
    ];
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(entry.table)} where ${where}`.execute(db);
    let fileCount = 0;
    const records = [];
    for (const [index, row] of rows.entries()) {
      const { [entry.fileColumn ?? '']: stored, [entry.blob?.column ?? '']: content, ...record } = row;
      for (const column of entry.redact ?? []) {
        if (typeof record[column] === 'string') record[column] = redactSecrets(record[column]);
      }
      records.push(record);
      const originalName = typeof record.file_name === 'string' ? record.file_name : undefined;
      if (typeof stored === 'string') {
        const key = safeKey(stored);
        const bytes = key ? await readAll(storage, key).catch(() => undefined) : undefined;
        if (bytes) {
          entries[`files/${entry.table}/${index + 1}-${safeName(originalName ?? path.basename(stored))}`] = bytes;
          fileCount++;
        }
      }
      if (entry.blob && content instanceof Uint8Array) {
        entries[`files/${entry.table}/${safeName(entry.blob.name(record))}`] = content;
        fileCount++;
      }
    }
    entries[`data/${entry.table}.json`] = strToU8(JSON.stringify(records, null, 2));
    const about = aboutIn(language, entry.table, entry.about);
    readme.push(`  ${entry.table}.json: ${about}`);
    if (fileCount > 0) fileLines.push(`  ${entry.table}/: ${texts.files(fileCount)} ${about}`);
  }
  readme.push('', 'files/', ...(fileLines.length > 0 ? fileLines : [`  ${texts.none}`]), '', texts.redacted, '');
  entries['README.txt'] = strToU8(readme.join('\n'));
  return entries;
}

/** Builds the archive of one export request and marks it ready. */
export async function buildExport(db: Db, storage: FileStorage, exportId: string): Promise<void> {
  const request = await db
    .selectFrom('data_exports')
    .select(['user_id', 'status'])
    .where('export_id', '=', exportId)
    .executeTakeFirst();
  if (!request || request.status !== 'queued') return; // erased meanwhile, or done by an earlier run
  const zip = zipSync(await archiveEntries(db, storage, request.user_id), { level: 6 });
  const key = storageKey(EXPORT_DIR, String(request.user_id), `${randomUUID()}.zip`);
  await storage.put(key, zip);
  const updated = await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      storage_path: key,
      size_bytes: zip.byteLength,
      ready_at: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(days => ${EXPORT_DAYS})`,
    })
    .where('export_id', '=', exportId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await storage.delete(key);
}

/** Removes archives past their expiry (the daily retention job calls this). */
export async function removeExpiredExports(db: Db, storage: FileStorage): Promise<number> {
  const expired = await db
    .deleteFrom('data_exports')
    .where('expires_at', '<', sql<Date>`now()`)
    .returning('storage_path')
    .execute();
  for (const row of expired) {
    const key = row.storage_path ? safeKey(row.storage_path) : undefined;
    if (key) await storage.delete(key);
  }
  return expired.length;
}
