/** The SQL of data imports (contracts/data-import.ts). */
import { sql } from 'kysely';
import type {
  DataImport,
  ImportMapping,
  ImportOptions,
  ImportStatus,
  ImportType,
} from '../../../contracts/data-import.ts';
import type { Db } from '../../db/database.ts';
import type { CompanySeparationReason, ExistingEmployee, ImportedEmployee } from './plan.ts';

function importColumns(db: Db) {
  return db
    .selectFrom('data_imports as i')
    .leftJoin('users as u', 'u.user_id', 'i.created_by')
    .leftJoin('jobs as j', 'j.job_id', 'i.job_id')
    .select([
      'i.import_id',
      'i.import_type',
      'i.file_name',
      'i.status',
      'i.total_rows',
      'i.processed_rows',
      'i.created_count',
      'i.updated_count',
      'i.unchanged_count',
      'i.refused_count',
      sql<string>`to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('created_at'),
      sql<string | null>`to_char(i.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('finished_at'),
      sql<string>`coalesce(trim(u.first_name || ' ' || u.last_name), '')`.as('created_by'),
      sql<boolean>`i.result_key is not null`.as('has_result'),
      'i.options',
      'i.job_id',
      sql<string | null>`j.title`.as('job_title'),
      'i.account_id',
      'i.created_by as created_by_id',
      'i.file_key',
      'i.result_key',
      'i.mapping',
      sql<boolean>`i.files_removed_at is not null`.as('files_removed'),
    ]);
}

export type ImportRow = DataImport & {
  account_id: number;
  created_by_id: number | null;
  file_key: string;
  result_key: string | null;
  mapping: ImportMapping | null;
  files_removed: boolean;
};

export function publicImport(row: ImportRow): DataImport {
  const {
    account_id: _a,
    created_by_id: _c,
    file_key: _f,
    result_key: _r,
    mapping: _m,
    files_removed: _x,
    ...rest
  } = row;
  return rest;
}

export async function findImport(db: Db, importId: number): Promise<ImportRow | undefined> {
  const row = await importColumns(db).where('i.import_id', '=', importId).executeTakeFirst();
  return row as ImportRow | undefined;
}

export async function listImports(
  db: Db,
  accountId: number,
  importType: string | undefined,
  page: number,
  pageSize: number,
) {
  let query = importColumns(db).where('i.account_id', '=', accountId);
  if (importType) query = query.where('i.import_type', '=', importType as ImportType);
  const [rows, total] = await Promise.all([
    query
      .orderBy('i.created_at', 'desc')
      .orderBy('i.import_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('data_imports')
      .select(sql<string>`count(*)`.as('n'))
      .where('account_id', '=', accountId)
      .$if(importType !== undefined, (q) => q.where('import_type', '=', importType as ImportType))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ImportRow[], count: Number(total.n) };
}

export async function insertImport(
  db: Db,
  values: {
    account_id: number;
    import_type: ImportType;
    job_id: number | null;
    file_name: string;
    file_key: string;
    total_rows: number;
    created_by: number;
  },
): Promise<number> {
  const row = await db.insertInto('data_imports').values(values).returning('import_id').executeTakeFirstOrThrow();
  return row.import_id;
}

/** Moves an uploaded import to queued with its setup; false when it had already been started. */
export async function queueImport(
  db: Db,
  importId: number,
  mapping: ImportMapping,
  options: ImportOptions,
): Promise<boolean> {
  const result = await db
    .updateTable('data_imports')
    .set({ status: 'queued', mapping: JSON.stringify(mapping), options: JSON.stringify(options) })
    .where('import_id', '=', importId)
    .where('status', '=', 'uploaded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setProgress(
  db: Db,
  importId: number,
  values: { status?: ImportStatus; processed_rows?: number },
): Promise<void> {
  await db.updateTable('data_imports').set(values).where('import_id', '=', importId).execute();
}

export async function finishImport(
  db: Db,
  importId: number,
  values: {
    processed_rows: number;
    created_count: number;
    updated_count: number;
    unchanged_count: number;
    refused_count: number;
    result_key: string;
  },
): Promise<void> {
  await db
    .updateTable('data_imports')
    .set({ ...values, status: 'finished', finished_at: sql<Date>`now()` })
    .where('import_id', '=', importId)
    .execute();
}

export async function rememberedSetup(
  db: Db,
  accountId: number,
  importType: ImportType,
): Promise<{ mapping: ImportMapping; options: ImportOptions } | undefined> {
  const row = await db
    .selectFrom('data_import_mappings')
    .select(['mapping', 'options'])
    .where('account_id', '=', accountId)
    .where('import_type', '=', importType)
    .executeTakeFirst();
  return row ? { mapping: row.mapping as ImportMapping, options: row.options as ImportOptions } : undefined;
}

export async function rememberSetup(
  db: Db,
  accountId: number,
  importType: ImportType,
  mapping: ImportMapping,
  options: ImportOptions,
): Promise<void> {
  const values = { mapping: JSON.stringify(mapping), options: JSON.stringify(options), updated_at: new Date() };
  await db
    .insertInto('data_import_mappings')
    .values({ account_id: accountId, import_type: importType, ...values })
    .onConflict((oc) => oc.columns(['account_id', 'import_type']).doUpdateSet(values))
    .execute();
}

export async function employeesOf(db: Db, accountId: number): Promise<ExistingEmployee[]> {
  return db
    .selectFrom('employees')
    .select([
      'employee_id',
      'first_name',
      'last_name',
      'email',
      'job_title',
      'location',
      sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      'supervisor_email',
      'user_id',
      'hired_from_ref_id',
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
      'separation_type',
      'separation_reason',
    ])
    .where('account_id', '=', accountId)
    .execute();
}

/** Every separation reason of the company, turned off ones too: an import may bring in past separations. */
export async function separationReasonsOf(db: Db, accountId: number): Promise<CompanySeparationReason[]> {
  return db
    .selectFrom('separation_reasons')
    .select(['separation_type', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('sort_order')
    .execute();
}

export async function insertEmployees(db: Db, accountId: number, values: readonly ImportedEmployee[]): Promise<void> {
  if (values.length === 0) return;
  const now = new Date();
  await db
    .insertInto('employees')
    .values(values.map((v) => ({ account_id: accountId, ...v, updated_at: now })))
    .execute();
}

/** Imports whose files are due for removal (not while a job may read them). */
export async function importsPastFileDays(
  db: Db,
  days: number,
): Promise<{ import_id: number; file_key: string; result_key: string | null }[]> {
  return db
    .selectFrom('data_imports')
    .select(['import_id', 'file_key', 'result_key'])
    .where('files_removed_at', 'is', null)
    .where('status', 'not in', ['queued', 'running'])
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .execute();
}

export async function markFilesRemoved(db: Db, importId: number): Promise<void> {
  await db
    .updateTable('data_imports')
    .set({ files_removed_at: sql<Date>`now()`, result_key: null })
    .where('import_id', '=', importId)
    .execute();
}
