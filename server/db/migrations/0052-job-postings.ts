/**
 * Job postings, the public career page and job-board feeds. A posting belongs to one requisition
 * and is written in one language; the career page and the feeds show only published postings of
 * open requisitions whose valid_through has not passed (decided when a page is asked for, never
 * cached). Each company gets a career_slug for its public addresses, backfilled from its name.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table accounts add column career_slug text`,
  `update accounts a set career_slug = s.slug from (
     select account_id,
       case when count(*) over (partition by base) > 1 or base = '' then base || '-' || account_id else base end as slug
     from (select account_id, trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) as base from accounts) b
   ) s where s.account_id = a.account_id`,
  `create unique index accounts_career_slug_idx on accounts (career_slug)`,
  `create table job_postings (
     job_posting_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     job_id integer not null references jobs (job_id) on delete cascade,
     title text not null check (length(title) between 1 and 200),
     description text not null default '',
     description_html text not null default '',
     location text,
     is_remote boolean not null default false,
     remote_country text,
     employment_type text not null default 'FULL_TIME'
       check (employment_type in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER')),
     pay_min numeric(12, 2),
     pay_max numeric(12, 2),
     pay_currency text check (pay_currency ~ '^[A-Z]{3}$'),
     pay_period text check (pay_period in ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR')),
     language text not null default 'en' check (language in ('en', 'es', 'fr')),
     valid_through date,
     status text not null default 'draft' check (status in ('draft', 'published')),
     is_on_job_boards boolean not null default true,
     published_at timestamptz,
     created_by integer references users (user_id) on delete set null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index job_postings_job_idx on job_postings (job_id)`,
  `create index job_postings_public_idx on job_postings (account_id, status, valid_through)`,
  `create table job_boards (
     job_board_id serial primary key,
     account_id integer not null references accounts (account_id) on delete cascade,
     name text not null check (length(name) between 1 and 120),
     is_enabled boolean not null default false,
     includes text not null default 'all' check (includes in ('all', 'marked')),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index job_boards_account_idx on job_boards (account_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists job_boards').execute(db);
  await sql.raw('drop table if exists job_postings').execute(db);
  await sql.raw('drop index if exists accounts_career_slug_idx').execute(db);
  await sql.raw('alter table accounts drop column if exists career_slug').execute(db);
}
