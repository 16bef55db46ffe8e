/**
 * The candidate's data rights: export archives (one row per request, the zip under DATA_DIR),
 * the moment a person was erased (their row stays as an anonymous placeholder so counts hold),
 * and a company's retention period for applicants who were not hired.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table data_exports (
     export_id uuid primary key,
     user_id integer not null references users (user_id) on delete cascade,
     status text not null default 'queued' check (status in ('queued', 'ready', 'failed')),
     storage_path text,
     size_bytes bigint,
     created_at timestamptz not null default now(),
     ready_at timestamptz,
     expires_at timestamptz
   )`,
  `create index data_exports_user_idx on data_exports (user_id, created_at desc)`,
  `alter table users add column erased_at timestamptz`,
  `alter table accounts add column applicant_retention_months integer check (applicant_retention_months between 1 and 120)`,
  // Offer documents and events stay written once, except for an erasure, which says so for its
  // own transaction only (set_config('assay.erasure', 'on', true)).
  `create or replace function offers_refuse_change() returns trigger language plpgsql as $$
   begin
     if coalesce(current_setting('assay.erasure', true), '') = 'on' then
       if tg_op = 'DELETE' then return old; end if;
       return new;
     end if;
     raise exception '% rows cannot be changed or deleted', tg_table_name using errcode = '42501';
   end $$`,
];

const ORIGINAL_REFUSE_CHANGE = `create or replace function offers_refuse_change() returns trigger language plpgsql as $$
   begin
     raise exception '% rows cannot be changed or deleted', tg_table_name using errcode = '42501';
   end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(ORIGINAL_REFUSE_CHANGE).execute(db);
  await sql.raw('alter table accounts drop column if exists applicant_retention_months').execute(db);
  await sql.raw('alter table users drop column if exists erased_at').execute(db);
  await sql.raw('drop table if exists data_exports').execute(db);
}
