/**
 * A company's typing-test settings (decision D148): its own passages beside the provider's
 * (typing_passages.account_id; null is the provider's), archived rather than deleted because
 * results name the passage they were typed from, and the defaults a typing activity starts from
 * (typing_test_settings: the run's length and the minimum net words per minute and accuracy).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table typing_passages add column account_id integer references accounts (account_id) on delete cascade`,
  `alter table typing_passages add column archived_at timestamptz`,
  `alter table typing_passages add column updated_at timestamptz not null default now()`,
  `create index typing_passages_account_idx on typing_passages (account_id, language) where archived_at is null`,
  `create table typing_test_settings (
    account_id integer primary key references accounts (account_id) on delete cascade,
    duration_seconds integer not null check (duration_seconds between 10 and 900),
    min_net_wpm integer check (min_net_wpm between 1 and 300),
    min_accuracy integer check (min_accuracy between 1 and 100),
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists typing_test_settings').execute(db);
  await sql.raw('delete from typing_passages where account_id is not null').execute(db);
  for (const column of ['updated_at', 'archived_at', 'account_id'])
    await sql.raw(`alter table typing_passages drop column if exists ${column}`).execute(db);
}
