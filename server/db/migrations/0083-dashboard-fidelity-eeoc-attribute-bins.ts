/**
 * The last company dashboards to read the summaries (decision D163): each application's fit score
 * beside its summary row (the EEOC report's cut scores), an index of the hired applications (the
 * hiring-process fidelity report), per scope day and attribute the scores counted by tenth
 * (the attribute report's bins, and where its medians lie), and the scores in score order, hires
 * apart (the medians are then read from one tenth). Filled here from the rows already kept; the refresh job
 * keeps them from then on.
 */
import { sql, type Kysely } from 'kysely';

const tenths = (filter: string) =>
  `array[${Array.from({ length: 10 }, (_, b) => `(count(*) filter (where ${filter}least(9, greatest(0, floor(score / 10)))::int = ${b}))::int`).join(', ')}]`;

const statements = [
  `alter table dashboard_applications add column fit_score numeric(5, 2)`,
  `update dashboard_applications d set fit_score = t.fit_score from user_trackers t where t.ref_id = d.ref_id and t.fit_score is not null`,
  `create index dashboard_applications_hired_idx on dashboard_applications (account_id, day) include (job_id, source_key, completed_plan) where status = 'hired'`,
  `create table dashboard_attribute_day_bins (
    account_id integer not null references accounts (account_id) on delete cascade,
    job_id integer not null references jobs (job_id) on delete cascade,
    source_key integer not null,
    day date not null,
    attribute_type_id integer not null,
    bins integer[] not null,
    hire_bins integer[] not null,
    primary key (account_id, day, job_id, source_key, attribute_type_id)
  )`,
  `insert into dashboard_attribute_day_bins (account_id, job_id, source_key, day, attribute_type_id, bins, hire_bins)
    select account_id, job_id, source_key, day, attribute_type_id, ${tenths('')}, ${tenths('hired and ')}
    from dashboard_attribute_scores group by account_id, job_id, source_key, day, attribute_type_id`,
  `create index dashboard_attribute_scores_score_idx on dashboard_attribute_scores (account_id, attribute_type_id, hired, score) include (day, job_id, source_key)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop index if exists dashboard_attribute_scores_score_idx`).execute(db);
  await sql.raw(`drop table if exists dashboard_attribute_day_bins`).execute(db);
  await sql.raw(`drop index if exists dashboard_applications_hired_idx`).execute(db);
  await sql.raw(`alter table dashboard_applications drop column if exists fit_score`).execute(db);
}
