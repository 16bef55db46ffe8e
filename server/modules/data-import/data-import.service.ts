/**
 * Data imports (contracts/data-import.ts): provider admins only (auth level 3, decision D137), in
 * any company; an import of another company, or a company that does not exist, is 404. The file
 * is kept in the file storage under imports/; the run is a background job (data-import.jobs.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  DRY_RUN_SHOWN_ROWS,
  IMPORT_FILE_DAYS,
  IMPORT_PAGE_SIZE,
  type DataImport,
  type DryRun,
  type ImportCounts,
  type ImportMapping,
  type ImportOptions,
  type ImportSetup,
  type ImportType,
  type RowOutcome,
  type UploadedImport,
} from '../../../contracts/data-import.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { companyNotFound } from '../../http/account-access.ts';
import type { UploadedFile } from '../../http/file-upload.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { readAll, storageKey, type FileStorage } from '../../storage/file-storage.ts';
import { loadAccount } from '../account/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { ImportTable } from './import-file.ts';
import { readImportFileBounded, type ImportParseLimits } from './import-file-bounded.ts';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';
import { requisitionOf } from './applicant-import.store.ts';
import type { PlannedRow } from './plan.ts';
import * as store from './data-import.store.ts';

export const IMPORT_DIR = 'imports';
export const DATA_IMPORT_JOB = 'data-import';
export const today = () => new Date().toISOString().slice(0, 10);

const DEFAULT_OPTIONS: ImportOptions = {
  match_by: 'email',
  ignore_name_match: false,
  allow_other_job_matching_start_date: false,
};

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export function suggestMapping(
  kind: ImportKind,
  headers: readonly string[],
  remembered: ImportMapping | undefined,
): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of kind.fields) {
    const known = remembered?.[field];
    if (known && headers.includes(known)) mapping[field] = known;
  }
  for (const header of headers) {
    const field = kind.guesses[squash(header)];
    if (field && mapping[field] === undefined && !Object.values(mapping).includes(header)) mapping[field] = header;
  }
  return mapping;
}

// The endpoints naming the company are checked by their 'provider-admin-company' permission (server/http/endpoint-access.ts).
async function requireCompany(db: Db, accountId: number): Promise<void> {
  if (!(await loadAccount(db, accountId))) throw companyNotFound();
}

async function importOf(db: Db, accountId: number, importId: number): Promise<store.ImportRow> {
  const row = await store.findImport(db, importId);
  if (!row || row.account_id !== accountId) throw notFound('Import not found');
  return row;
}

/** The import whose file is still kept, for a dry run or a run. */
async function importWithFile(db: Db, accountId: number, importId: number): Promise<store.ImportRow> {
  const row = await importOf(db, accountId, importId);
  if (row.files_removed)
    throw new HttpError(
      409,
      ErrorCode.conflict,
      `The file of this import was removed ${IMPORT_FILE_DAYS} days after its upload. Upload it again.`,
    );
  return row;
}

/** Removes the files of imports uploaded more than IMPORT_FILE_DAYS ago (the daily retention sweep); returns how many imports. */
export async function removeExpiredImportFiles(db: Db, files: FileStorage): Promise<number> {
  const due = await store.importsPastFileDays(db, IMPORT_FILE_DAYS);
  for (const row of due) {
    await files.delete(row.file_key);
    if (row.result_key) await files.delete(row.result_key);
    await store.markFilesRemoved(db, row.import_id);
  }
  return due.length;
}

export async function readStoredTable(files: FileStorage, key: string): Promise<ImportTable> {
  return readImportFileBounded(await readAll(files, key));
}

export const chooseRequisition = () => invalid('job_id', 'Choose a requisition of this company.');

export async function uploadImport(
  db: Db,
  files: FileStorage,
  adminId: number,
  accountId: number,
  file: UploadedFile,
  about: { import_type?: ImportType; job_id?: number } = {},
  limits: Partial<ImportParseLimits> = {},
): Promise<UploadedImport> {
  const importType = about.import_type ?? 'employees';
  const jobId = importType === 'applicants' ? (about.job_id ?? null) : null;
  if (importType === 'applicants' && (jobId === null || !(await requisitionOf(db, accountId, jobId))))
    throw chooseRequisition();
  const table = await readImportFileBounded(file.bytes, limits);
  const key = storageKey(IMPORT_DIR, String(accountId), randomUUID());
  await files.put(key, file.bytes);
  const fileName =
    [...file.fileName]
      .filter((c) => c >= ' ')
      .join('')
      .slice(0, 200) || 'import';
  const importId = await store.insertImport(db, {
    account_id: accountId,
    import_type: importType,
    job_id: jobId,
    file_name: fileName,
    file_key: key,
    total_rows: table.rows.length,
    created_by: adminId,
  });
  const remembered = await store.rememberedSetup(db, accountId, importType);
  return {
    import: store.publicImport((await store.findImport(db, importId))!),
    headers: table.headers,
    sample: table.rows.slice(0, 5),
    mapping: suggestMapping(IMPORT_KINDS[importType], table.headers, remembered?.mapping),
    options: remembered?.options ?? DEFAULT_OPTIONS,
  };
}

/** Every problem with the setup at once, each next to its field of the form. */
function checkSetup(kind: ImportKind, headers: readonly string[], setup: ImportSetup): void {
  const errors: { prop: string; message: string }[] = [];
  const used = new Map<string, string>();
  for (const field of kind.fields) {
    const header = setup.mapping[field];
    if (!header) continue;
    if (!headers.includes(header))
      errors.push({ prop: `mapping.${field}`, message: 'The file has no column with this header.' });
    else if (used.has(header))
      errors.push({ prop: `mapping.${field}`, message: 'This column already fills another field.' });
    used.set(header, field);
  }
  for (const field of kind.required) {
    if (!setup.mapping[field])
      errors.push({ prop: `mapping.${field}`, message: 'Choose the column that holds this field.' });
  }
  for (const error of kind.setupProblems(setup)) if (!errors.some((e) => e.prop === error.prop)) errors.push(error);
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
}

export function countOutcomes(planned: readonly PlannedRow<unknown>[]): ImportCounts {
  const counts: ImportCounts = { total: planned.length, create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const { outcome } of planned) counts[outcome.action]++;
  return counts;
}

const ORDER: Record<RowOutcome['action'], number> = { refused: 0, create: 1, update: 2, unchanged: 3 };

export async function dryRun(
  db: Db,
  files: FileStorage,
  accountId: number,
  importId: number,
  setup: ImportSetup,
): Promise<DryRun> {
  const row = await importWithFile(db, accountId, importId);
  const table = await readStoredTable(files, row.file_key);
  const kind = IMPORT_KINDS[row.import_type];
  checkSetup(kind, table.headers, setup);
  await store.rememberSetup(db, accountId, row.import_type, setup.mapping, setup.options);
  const planned = await kind.plan(db, row, table, setup, today());
  const shown = planned
    .map((p) => p.outcome)
    .filter((o) => o.action !== 'unchanged')
    .sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.row - b.row)
    .slice(0, DRY_RUN_SHOWN_ROWS);
  return { counts: countOutcomes(planned), rows: shown };
}

export async function runImport(
  db: Db,
  files: FileStorage,
  accountId: number,
  importId: number,
  setup: ImportSetup,
): Promise<DataImport> {
  const row = await importWithFile(db, accountId, importId);
  const table = await readStoredTable(files, row.file_key);
  checkSetup(IMPORT_KINDS[row.import_type], table.headers, setup);
  await db.transaction().execute(async (trx) => {
    if (!(await store.queueImport(trx, importId, setup.mapping, setup.options)))
      throw new HttpError(409, ErrorCode.conflict, 'This import has already been started.');
    await store.rememberSetup(trx, accountId, row.import_type, setup.mapping, setup.options);
    await enqueue(trx, DATA_IMPORT_JOB, { import_id: importId });
  });
  return store.publicImport((await store.findImport(db, importId))!);
}

export async function getImport(db: Db, accountId: number, importId: number): Promise<DataImport> {
  return store.publicImport(await importOf(db, accountId, importId));
}

export async function listImports(db: Db, accountId: number, page: number, importType: string | undefined) {
  const { rows, count } = await store.listImports(db, accountId, importType, page, IMPORT_PAGE_SIZE);
  return { data: rows.map(store.publicImport), count, page, page_size: IMPORT_PAGE_SIZE };
}

export async function resultFileOf(
  db: Db,
  accountId: number,
  importId: number,
): Promise<{ key: string; fileName: string }> {
  // Not declarative: the result file is served by a hand-made route outside registerEndpoint.
  await requireCompany(db, accountId);
  const row = await importOf(db, accountId, importId);
  if (!row.result_key) throw notFound('The import has no result file yet');
  return { key: row.result_key, fileName: `${row.file_name.replace(/\.(csv|xlsx)$/i, '')}-result.csv` };
}
