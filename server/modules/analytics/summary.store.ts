/**
 * The company dashboards' summary tables (migration 0068, decision D143): how the refresh job
 * recounts a requisition's rows, and the same figures as analytics.store.ts's live queries, read
 * from the day rows of a company scope. Applications are counted on the day of their created_at
 * in the connection's time zone, the same day the live scope's date range compares.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { CountRow, Scope } from './analytics.store.ts';

/**
 * Recounts every summary row of these requisitions from the live tables (call in a transaction).
 * One statement, so the progress rows are read once for the three tables, through the
 * (ref_id, activity) index one application at a time (`offset 0` keeps the planner from hashing
 * every company's progress rows instead).
 */
export async function recount(db: Db, jobIds: number[]): Promise<void> {
  if (jobIds.length === 0) return;
  const ids = sql.join(jobIds);
  for (const table of ['dashboard_day_counts', 'dashboard_step_day_counts', 'dashboard_activity_day_counts']) {
    await sql`delete from ${sql.table(table)} where job_id in (${ids})`.execute(db);
  }
  await sql`with apps as (
      select t.ref_id, t.account_id, t.job_id, coalesce(t.source_id, 0) as source_key, t.created_at::date as day, t.status
      from user_trackers t where t.job_id in (${ids}) and t.removed_at is null
    ),
    plan as (
      select s.job_id, s.job_step_id, a.job_step_activity_id
      from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id where s.job_id in (${ids})
    ),
    progress as (
      select ap.ref_id, p.job_step_id, p.job_step_activity_id, usa.is_completed
      from apps ap
      cross join lateral (select u.job_step_activity_id, u.is_completed from user_step_activities u where u.ref_id = ap.ref_id offset 0) usa
      join plan p on p.job_step_activity_id = usa.job_step_activity_id and p.job_id = ap.job_id
    ),
    plan_size as (select job_id, count(*)::int as activities from plan group by job_id),
    done as (
      select pr.ref_id from progress pr join apps ap on ap.ref_id = pr.ref_id join plan_size ps on ps.job_id = ap.job_id
      where pr.is_completed group by pr.ref_id, ps.activities having count(*) = ps.activities
    ),
    step_size as (select job_step_id, count(*)::int as activities from plan group by job_step_id),
    per_step as (
      select ref_id, job_step_id, count(*) filter (where is_completed)::int as completed from progress group by ref_id, job_step_id
    ),
    day_rows as (
      insert into dashboard_day_counts (account_id, job_id, source_key, day, applications, active, hired, rejected, completed_plan)
      select ap.account_id, ap.job_id, ap.source_key, ap.day, count(*)::int,
        count(*) filter (where ap.status = 'active')::int, count(*) filter (where ap.status = 'hired')::int,
        count(*) filter (where ap.status = 'rejected')::int, count(d.ref_id)::int
      from apps ap left join done d on d.ref_id = ap.ref_id
      group by ap.account_id, ap.job_id, ap.source_key, ap.day
      returning 1
    ),
    step_rows as (
      insert into dashboard_step_day_counts (account_id, job_id, source_key, day, job_step_id, started, completed)
      select ap.account_id, ap.job_id, ap.source_key, ap.day, ps.job_step_id, count(*)::int, count(*) filter (where ps.completed = ss.activities)::int
      from per_step ps join apps ap on ap.ref_id = ps.ref_id join step_size ss on ss.job_step_id = ps.job_step_id
      group by ap.account_id, ap.job_id, ap.source_key, ap.day, ps.job_step_id
      returning 1
    ),
    activity_rows as (
      insert into dashboard_activity_day_counts (account_id, job_id, source_key, day, job_step_activity_id, started, completed)
      select ap.account_id, ap.job_id, ap.source_key, ap.day, pr.job_step_activity_id, count(*)::int, count(*) filter (where pr.is_completed)::int
      from progress pr join apps ap on ap.ref_id = pr.ref_id
      group by ap.account_id, ap.job_id, ap.source_key, ap.day, pr.job_step_activity_id
      returning 1
    )
    select (select count(*) from day_rows) + (select count(*) from step_rows) + (select count(*) from activity_rows) as written`.execute(db);
}

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
