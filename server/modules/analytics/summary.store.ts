/**
 * The company dashboards' summary tables (migrations 0068 and 0079, decisions D143 and D157): the
 * same figures as analytics.store.ts's live queries, read from the day rows of a company scope for
 * counts, and from the per-application rows for medians and 90th percentiles. Applications are
 * counted on the day of their created_at in the connection's time zone, the same day the live
 * scope's date range compares. summary.refresh.ts keeps the rows.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { attributeName, durations, TENTHS, type CountRow, type Scope } from './analytics.store.ts';

/** When the company's summaries were last brought up to date; undefined before their first refresh. */
export async function refreshedAt(db: Db, accountId: number): Promise<Date | undefined> {
  const r = await sql<{ refreshed_at: Date }>`select refreshed_at from dashboard_summary_state where account_id = ${accountId}`.execute(db);
  return r.rows[0]?.refreshed_at;
}

const locationOf = sql`concat_ws(', ', nullif(j.city, ''), nullif(j.state, ''))`;

/** The CTE `days` of one summary table: its rows in the company scope (same rules as the live `apps`). */
function days(table: string, scope: Scope): RawBuilder<unknown> {
  const conditions = [
    sql`c.account_id = ${scope.accountId}`,
    sql`j.deleted_at is null`,
    sql`j.job_type_id = ${JOB_TYPE.requisition}`,
    sql`c.day >= ${scope.from}::date`,
    sql`c.day <= ${scope.to}::date`,
  ];
  if (scope.jobId !== undefined) conditions.push(sql`c.job_id = ${scope.jobId}`);
  if (scope.jobIds.length) conditions.push(sql`c.job_id in (${sql.join(scope.jobIds)})`);
  if (scope.sourceIds.length) conditions.push(sql`c.source_key in (${sql.join(scope.sourceIds)})`);
  if (scope.locations.length) conditions.push(sql`${locationOf} in (${sql.join(scope.locations)})`);
  return sql`select c.* from ${sql.table(table)} c join jobs j on j.job_id = c.job_id where ${sql.join(conditions, sql` and `)}`;
}

/** The CTE `plan` of the jobs with applications in the scope, as the live one. */
const plan = (scope: Scope) => sql`plan as (
  select s.job_id, s.job_step_id, s.name as step_name,
         dense_rank() over (partition by s.job_id order by s.sort_order, s.job_step_id)::int as position,
         a.job_step_activity_id, a.title, a.activity_type
  from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
  where s.job_id in (select distinct job_id from (${days('dashboard_day_counts', scope)}) d)
)`;

export async function statusCounts(db: Db, scope: Scope): Promise<CountRow> {
  const r = await sql<CountRow>`select coalesce(sum(applications), 0)::int as applications, coalesce(sum(active), 0)::int as active,
      coalesce(sum(hired), 0)::int as hired, coalesce(sum(rejected), 0)::int as rejected
    from (${days('dashboard_day_counts', scope)}) d`.execute(db);
  return r.rows[0]!;
}

export async function applicationsByDay(db: Db, scope: Scope) {
  const r = await sql<{ date: string; applications: number }>`select to_char(day, 'YYYY-MM-DD') as date, sum(applications)::int as applications
    from (${days('dashboard_day_counts', scope)}) d group by day order by day`.execute(db);
  return r.rows;
}

export async function applicationsByJob(db: Db, scope: Scope) {
  const r = await sql<{ job_id: number; title: string; applications: number; hired: number }>`select j.job_id, j.title,
      sum(d.applications)::int as applications, sum(d.hired)::int as hired
    from (${days('dashboard_day_counts', scope)}) d join jobs j on j.job_id = d.job_id group by j.job_id, j.title order by applications desc, j.title`.execute(db);
  return r.rows;
}

export async function funnelSteps(db: Db, scope: Scope) {
  const r = await sql<{ position: number; name: string; started: number; completed: number }>`with ${plan(scope)},
    steps as (select distinct job_step_id, position, step_name from plan),
    counts as (select job_step_id, sum(started)::int as started, sum(completed)::int as completed from (${days('dashboard_step_day_counts', scope)}) d group by job_step_id)
    select s.position, min(s.step_name) as name, coalesce(sum(c.started), 0)::int as started, coalesce(sum(c.completed), 0)::int as completed
    from steps s left join counts c on c.job_step_id = s.job_step_id group by s.position order by s.position`.execute(db);
  return r.rows;
}

export async function funnelActivities(db: Db, scope: Scope) {
  const r = await sql<{ position: number; title: string; activity_type: string; started: number; completed: number }>`with ${plan(scope)},
    counts as (
      select job_step_activity_id, sum(started)::int as started, sum(completed)::int as completed
      from (${days('dashboard_activity_day_counts', scope)}) d group by job_step_activity_id
    )
    select p.position, p.title, p.activity_type, coalesce(sum(g.started), 0)::int as started, coalesce(sum(g.completed), 0)::int as completed
    from plan p left join counts g on g.job_step_activity_id = p.job_step_activity_id
    group by p.position, p.title, p.activity_type order by p.position, p.title`.execute(db);
  return r.rows;
}

export async function bySource(db: Db, scope: Scope) {
  const r = await sql<{ source_id: number | null; name: string | null; applications: number; completed_plan: number; hired: number }>`select
      nullif(d.source_key, 0) as source_id, s.name, sum(d.applications)::int as applications,
      sum(d.completed_plan)::int as completed_plan, sum(d.hired)::int as hired
    from (${days('dashboard_day_counts', scope)}) d left join sources s on s.source_id = d.source_key
    group by d.source_key, s.name order by applications desc, s.name nulls last`.execute(db);
  return r.rows;
}

export async function timeToHire(db: Db, scope: Scope) {
  const r = await sql<{ count: number; median_days: number | null; p90_days: number | null }>`select count(*)::int as count, ${durations(sql`hired_days`)}
    from (${days('dashboard_applications', scope)}) d where hired_days is not null`.execute(db);
  return r.rows[0]!;
}

export async function timeInStep(db: Db, scope: Scope) {
  const r = await sql<{ position: number; name: string; count: number; median_days: number | null; p90_days: number | null }>`with ${plan(scope)},
    steps as (select distinct job_step_id, position, step_name from plan)
    select s.position, min(s.step_name) as name, count(*)::int as count, ${durations(sql`d.days`)}
    from (${days('dashboard_step_spans', scope)}) d join steps s on s.job_step_id = d.job_step_id group by s.position order by s.position`.execute(db);
  return r.rows;
}

/**
 * As the live attributeSummaries, counted per distinct score: the middle one or two scores are
 * those whose running count covers the positions (n + 1) / 2 and n / 2 + 1.
 */
export async function attributeSummaries(db: Db, scope: Scope) {
  const r = await sql<{ attribute_type_id: number; name: string; hires_only: boolean; bins: number[]; middle: string[] }>`with
    scored as (select attribute_type_id, hired, score from (${days('dashboard_attribute_scores', scope)}) d),
    grouped as (
      select attribute_type_id, false as hires_only, score, count(*) as n from scored group by attribute_type_id, score
      union all
      select attribute_type_id, true, score, count(*) from scored where hired group by attribute_type_id, score
    ),
    running as (
      select *, least(9, greatest(0, floor(score / 10)))::int as bin,
        (sum(n) over (partition by attribute_type_id, hires_only order by score))::bigint as upto,
        (sum(n) over (partition by attribute_type_id, hires_only))::bigint as total
      from grouped
    ),
    summed as (
      select attribute_type_id, hires_only,
        array[${sql.raw(TENTHS.map((b) => `coalesce(sum(n) filter (where bin = ${b}), 0)::int`).join(', '))}] as bins,
        min(score) filter (where upto >= (total + 1) / 2) as low, min(score) filter (where upto >= total / 2 + 1) as high
      from running group by attribute_type_id, hires_only
    )
    select m.attribute_type_id, ${attributeName(sql`m.attribute_type_id`)} as name, m.hires_only, m.bins, array[m.low::text, m.high::text] as middle
    from summed m join attribute_types at on at.attribute_type_id = m.attribute_type_id
    left join attribute_type_texts tx on tx.attribute_type_id = m.attribute_type_id and tx.language = 'en'`.execute(db);
  return r.rows;
}
