/**
 * Hiring classes: a requisition's cohorts of hires who start together. An application is in at
 * most one class (the primary key on ref_id); deleting a class leaves its members hired.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table hiring_classes (
     hiring_class_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     job_id integer not null references jobs (job_id) on delete cascade,
     name text not null check (length(name) between 1 and 120),
     starts_on date not null,
     seats integer check (seats between 1 and 10000),
     status text not null default 'open' check (status in ('open', 'closed')),
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index hiring_classes_job_idx on hiring_classes (job_id, starts_on)`,
  `create index hiring_classes_account_idx on hiring_classes (account_id, starts_on)`,
  `create table hiring_class_members (
     ref_id uuid primary key references user_trackers (ref_id) on delete cascade,
     hiring_class_id integer not null references hiring_classes (hiring_class_id) on delete cascade,
     added_by integer references users (user_id) on delete set null,
     added_at timestamptz not null default now()
   )`,
  `create index hiring_class_members_class_idx on hiring_class_members (hiring_class_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists hiring_class_members').execute(db);
  await sql.raw('drop table if exists hiring_classes').execute(db);
}
