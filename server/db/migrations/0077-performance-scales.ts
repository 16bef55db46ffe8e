/**
 * A company's performance rating scale and its review questions' archive (decision D155). Each
 * saved scale is a new version, never edited, so a supervisor's answer keeps the version it was
 * given on; an outcome question can be archived (no longer asked, its answers kept) and restored.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table performance_scales (
    performance_scale_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    levels jsonb not null,
    created_at timestamptz not null default now()
  )`,
  `create index performance_scales_account_idx on performance_scales (account_id, performance_scale_id)`,
  `alter table outcome_questions add column archived_at timestamptz`,
  `alter table outcome_answers drop constraint if exists outcome_answers_value_check`,
  `alter table outcome_answers add constraint outcome_answers_value_check check (value between 1 and 7)`,
  `alter table outcome_answers add column performance_scale_id integer references performance_scales (performance_scale_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table outcome_answers drop column if exists performance_scale_id').execute(db);
  await sql.raw('alter table outcome_questions drop column if exists archived_at').execute(db);
  await sql.raw('drop table if exists performance_scales').execute(db);
}
