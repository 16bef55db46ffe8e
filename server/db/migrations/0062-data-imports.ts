/**
 * Data imports: each uploaded file with its mapping, options, progress and counts, and the
 * mapping a company used last, remembered for its next file. The file and the result file are
 * removed IMPORT_FILE_DAYS after the upload (files_removed_at).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table data_imports (
    import_id serial primary key,
    account_id integer not null references accounts (account_id),
    import_type text not null check (import_type in ('employees')),
    file_name text not null,
    file_key text not null,
    status text not null default 'uploaded' check (status in ('uploaded', 'queued', 'running', 'finished', 'failed')),
    mapping jsonb,
    options jsonb,
    total_rows integer not null default 0,
    processed_rows integer not null default 0,
    created_count integer not null default 0,
    updated_count integer not null default 0,
    unchanged_count integer not null default 0,
    refused_count integer not null default 0,
    result_key text,
    created_by integer references users (user_id),
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    files_removed_at timestamptz
  )`.execute(db);
  await sql`create index data_imports_account_idx on data_imports (account_id, import_type, created_at desc)`.execute(
    db,
  );
  await sql`create table data_import_mappings (
    account_id integer not null references accounts (account_id),
    import_type text not null,
    mapping jsonb not null,
    options jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (account_id, import_type)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table data_import_mappings`.execute(db);
  await sql`drop table data_imports`.execute(db);
}
