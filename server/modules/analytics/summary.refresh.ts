/**
 * How the refresh job brings the dashboard summaries up to date for some applications (decision
 * D157): it recomputes their per-application rows from the live tables, then moves the day tables
 * by the difference (the old rows subtracted, the new ones added), so a run costs what the
 * changed applications cost, whatever the size of their requisitions. Call in a transaction, with
 * the applications in the temporary table `dashboard_refs (ref_id)`.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { TENTHS } from './analytics.store.ts';

const key = sql`account_id, job_id, source_key, day`;
const ZERO = `'{${TENTHS.map(() => 0).join(',')}}'::int[]`;

/** The application rows and step spans of the marked applications, from the live tables. */
const writeApplications = sql`with apps as (
    select t.ref_id, t.account_id, t.job_id, coalesce(t.source_id, 0) as source_key, t.created_at, t.created_at::date as day, t.status, t.hired_at, t.fit_score
    from user_trackers t where t.ref_id in (select ref_id from dashboard_refs) and t.removed_at is null
  ),
  plan as (
    select s.job_id, s.job_step_id, dense_rank() over (partition by s.job_id order by s.sort_order, s.job_step_id)::int as position, a.job_step_activity_id
    from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id where s.job_id in (select job_id from apps)
  ),
  progress as (
    select ap.ref_id, p.job_step_id, usa.job_step_activity_id, usa.is_completed, usa.completed_at
    from apps ap join user_step_activities usa on usa.ref_id = ap.ref_id
    join plan p on p.job_step_activity_id = usa.job_step_activity_id and p.job_id = ap.job_id
  ),
  step_sizes as (select job_id, job_step_id, position, count(*)::int as activity_count from plan group by job_id, job_step_id, position),
  step_activity as (
    select ref_id, job_step_id, count(*)::int as started_count, count(*) filter (where is_completed)::int as completed_count, max(completed_at) as completed_at
    from progress group by ref_id, job_step_id
  ),
  step_progress as (
    select ap.ref_id, ss.job_step_id, coalesce(sa.started_count, 0) as started_count, coalesce(sa.completed_count, 0) as completed_count, ss.activity_count,
      sa.completed_at, coalesce(lag(sa.completed_at) over (partition by ap.ref_id order by ss.position), ap.created_at) as started_at
    from apps ap join step_sizes ss on ss.job_id = ap.job_id
    left join step_activity sa on sa.ref_id = ap.ref_id and sa.job_step_id = ss.job_step_id
  ),
  per_steps as (
    select ref_id,
      array_agg(job_step_id) filter (where started_count > 0) as started_steps,
      array_agg(job_step_id) filter (where completed_count = activity_count) as completed_steps,
      sum(completed_count) as completed, sum(activity_count) as activities
    from step_progress group by ref_id
  ),
  per_activities as (
    select ref_id, array_agg(job_step_activity_id) as started_activities, array_agg(job_step_activity_id) filter (where is_completed) as completed_activities
    from progress group by ref_id
  ),
  spans as (
    insert into dashboard_step_spans (ref_id, job_step_id, account_id, job_id, source_key, day, days)
    select sp.ref_id, sp.job_step_id, ap.account_id, ap.job_id, ap.source_key, ap.day,
      greatest(extract(epoch from (sp.completed_at - sp.started_at)) / 86400.0, 0)::float8
    from step_progress sp join apps ap on ap.ref_id = sp.ref_id where sp.completed_count = sp.activity_count
  )
  insert into dashboard_applications (ref_id, account_id, job_id, source_key, day, status, completed_plan, hired_days,
    started_steps, completed_steps, started_activities, completed_activities, fit_score)
  select ap.ref_id, ap.account_id, ap.job_id, ap.source_key, ap.day, ap.status,
    coalesce(s.activities > 0 and s.completed = s.activities, false),
    case when ap.status = 'hired' and ap.hired_at is not null then (extract(epoch from (ap.hired_at - ap.created_at)) / 86400.0)::float8 end,
    coalesce(s.started_steps, '{}'), coalesce(s.completed_steps, '{}'), coalesce(a.started_activities, '{}'), coalesce(a.completed_activities, '{}'), ap.fit_score
  from apps ap left join per_steps s on s.ref_id = ap.ref_id left join per_activities a on a.ref_id = ap.ref_id`;

/** The marked applications' rows before and after (sign -1 and +1), for the day tables' differences. */
const changed = sql`changed as (
  select ${key}, -1 as sign, status, completed_plan, started_steps, completed_steps, started_activities, completed_activities from dashboard_old
  union all
  select ${key}, 1, status, completed_plan, started_steps, completed_steps, started_activities, completed_activities
  from dashboard_applications where ref_id in (select ref_id from dashboard_refs)
)`;

async function addDifferences(db: Db): Promise<void> {
  await sql`with ${changed}, delta as (
      select ${key}, sum(sign)::int as applications,
        coalesce(sum(sign) filter (where status = 'active'), 0)::int as active, coalesce(sum(sign) filter (where status = 'hired'), 0)::int as hired,
        coalesce(sum(sign) filter (where status = 'rejected'), 0)::int as rejected, coalesce(sum(sign) filter (where completed_plan), 0)::int as completed_plan
      from changed group by ${key}
    )
    insert into dashboard_day_counts as c (account_id, job_id, source_key, day, applications, active, hired, rejected, completed_plan)
    select account_id, job_id, source_key, day, applications, active, hired, rejected, completed_plan from delta
    where applications <> 0 or active <> 0 or hired <> 0 or rejected <> 0 or completed_plan <> 0
    on conflict (account_id, day, job_id, source_key) do update set applications = c.applications + excluded.applications,
      active = c.active + excluded.active, hired = c.hired + excluded.hired, rejected = c.rejected + excluded.rejected,
      completed_plan = c.completed_plan + excluded.completed_plan`.execute(db);
  for (const [table, column, started, completed] of [
    ['dashboard_step_day_counts', 'job_step_id', 'started_steps', 'completed_steps'],
    ['dashboard_activity_day_counts', 'job_step_activity_id', 'started_activities', 'completed_activities'],
  ] as const) {
    await sql`with ${changed}, delta as (
        select ${key}, u.id, sum(sign)::int as started, coalesce(sum(sign) filter (where u.id = any(${sql.ref(completed)})), 0)::int as completed
        from changed cross join lateral unnest(${sql.ref(started)}) as u(id) group by ${key}, u.id
      )
      insert into ${sql.table(table)} as c (account_id, job_id, source_key, day, ${sql.ref(column)}, started, completed)
      select account_id, job_id, source_key, day, id, started, completed from delta where started <> 0 or completed <> 0
      on conflict (account_id, day, job_id, source_key, ${sql.ref(column)}) do update set started = c.started + excluded.started, completed = c.completed + excluded.completed`.execute(
      db,
    );
  }
  // Rows brought to nothing go, so a requisition with no application left in a range is not in its plan list.
  await sql`delete from dashboard_day_counts c using (select distinct ${key} from dashboard_old) k
    where c.account_id = k.account_id and c.job_id = k.job_id and c.source_key = k.source_key and c.day = k.day and c.applications = 0`.execute(
    db,
  );
  for (const table of ['dashboard_step_day_counts', 'dashboard_activity_day_counts']) {
    await sql`delete from ${sql.table(table)} c using (select distinct ${key} from dashboard_old) k
      where c.account_id = k.account_id and c.job_id = k.job_id and c.source_key = k.source_key and c.day = k.day and c.started = 0`.execute(
      db,
    );
  }
}

const tenths = (filter: string) =>
  sql.raw(`array[${TENTHS.map((b) => `coalesce(sum(sign) filter (where ${filter}bin = ${b}), 0)::int`).join(', ')}]`);
const added = (column: string) =>
  sql.raw(`array[${TENTHS.map((b) => `c.${column}[${b + 1}] + excluded.${column}[${b + 1}]`).join(', ')}]`);

/** Moves the attribute bins by the marked applications' scores, the old (in `dashboard_old_scores`) subtracted and the new added. */
async function addScoreDifferences(db: Db): Promise<void> {
  await sql`with changed as (
      select ${key}, attribute_type_id, hired, score, -1 as sign from dashboard_old_scores
      union all
      select ${key}, attribute_type_id, hired, score, 1 from dashboard_attribute_scores where ref_id in (select ref_id from dashboard_refs)
    ),
    delta as (
      select ${key}, attribute_type_id, ${tenths('')} as bins, ${tenths('hired and ')} as hire_bins
      from (select *, least(9, greatest(0, floor(score / 10)))::int as bin from changed) c group by ${key}, attribute_type_id
    )
    insert into dashboard_attribute_day_bins as c (account_id, job_id, source_key, day, attribute_type_id, bins, hire_bins)
    select account_id, job_id, source_key, day, attribute_type_id, bins, hire_bins from delta
    where bins <> ${sql.raw(ZERO)} or hire_bins <> ${sql.raw(ZERO)}
    on conflict (account_id, day, job_id, source_key, attribute_type_id) do update set bins = ${added('bins')}, hire_bins = ${added('hire_bins')}`.execute(
    db,
  );
  await sql`delete from dashboard_attribute_day_bins c using (select distinct ${key}, attribute_type_id from dashboard_old_scores) k
    where c.account_id = k.account_id and c.job_id = k.job_id and c.source_key = k.source_key and c.day = k.day
      and c.attribute_type_id = k.attribute_type_id and c.bins = ${sql.raw(ZERO)}`.execute(db);
}

/** Recounts the applications listed in `dashboard_refs`. */
export async function recountApplications(db: Db): Promise<void> {
  await sql`analyze dashboard_refs`.execute(db);
  await sql`create temporary table dashboard_old on commit drop as
    select * from dashboard_applications where ref_id in (select ref_id from dashboard_refs)`.execute(db);
  await sql`create temporary table dashboard_old_scores on commit drop as
    select ${key}, attribute_type_id, hired, score from dashboard_attribute_scores where ref_id in (select ref_id from dashboard_refs)`.execute(
    db,
  );
  for (const table of ['dashboard_applications', 'dashboard_step_spans', 'dashboard_attribute_scores']) {
    await sql`delete from ${sql.table(table)} where ref_id in (select ref_id from dashboard_refs)`.execute(db);
  }
  await writeApplications.execute(db);
  await sql`insert into dashboard_attribute_scores (ref_id, attribute_type_id, account_id, job_id, source_key, day, hired, score)
    select s.ref_id, s.attribute_type_id, d.account_id, d.job_id, d.source_key, d.day, d.status = 'hired', s.score
    from dashboard_applications d join application_attribute_scores s on s.ref_id = d.ref_id
    where d.ref_id in (select ref_id from dashboard_refs)`.execute(db);
  await addDifferences(db);
  await addScoreDifferences(db);
}
