/**
 * A company's templates (decision D140): scoring-criteria templates (criteria with five anchored
 * levels, kept as one jsonb document judged by contracts/scoring-templates.ts; kits copy them, so
 * nothing references a template and a used one is archived) and screening-question templates
 * (ordered questions of the company's pre-screen list; plans copy the ids).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table scoring_templates (
    scoring_template_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    name text not null check (length(name) between 1 and 100),
    criteria jsonb not null,
    use_count integer not null default 0,
    archived_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index scoring_templates_name_idx on scoring_templates (account_id, lower(name))`,
  `create table screening_templates (
    screening_template_id serial primary key,
    account_id integer not null references accounts (account_id) on delete cascade,
    name text not null check (length(name) between 1 and 100),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index screening_templates_name_idx on screening_templates (account_id, lower(name))`,
  `create table screening_template_questions (
    screening_template_id integer not null references screening_templates (screening_template_id) on delete cascade,
    account_question_id integer not null references account_questions (account_question_id) on delete cascade,
    sort_order integer not null,
    primary key (screening_template_id, account_question_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['screening_template_questions', 'screening_templates', 'scoring_templates']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
