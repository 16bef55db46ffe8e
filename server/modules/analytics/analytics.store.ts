/**
 * The only SQL of the dashboards. Every query starts from `scope`: the applications of one
 * company (or one requisition) in the filter's range, not removed, of requisitions not deleted.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { locationOf } from '../../db/job-location.ts';

export interface Scope {
  accountId: number;
  /** A requisition dashboard: only this job. */
  jobId?: number;
  from: string;
  to: string;
  jobIds: number[];
  locations: string[];
  sourceIds: number[];
}

/** What makes a tracker `t` of job `j` an application the dashboards count: not removed, to a requisition not deleted, made in the range. */
const countedApplication = (from: string, to: string) => [
  sql`t.removed_at is null`,
  sql`j.deleted_at is null`,
  sql`j.job_type_id = ${JOB_TYPE.requisition}`,
  sql`t.created_at >= ${from}::date`,
  sql`t.created_at < ${to}::date + 1`,
];

/** The CTE `apps` (ref_id, job_id, status, created_at, hired_at, source_id, user_id, fit_score) of the scope. */
export function apps(scope: Scope): RawBuilder<unknown> {
  const conditions = [sql`t.account_id = ${scope.accountId}`, ...countedApplication(scope.from, scope.to)];
  if (scope.jobId !== undefined) conditions.push(sql`t.job_id = ${scope.jobId}`);
  if (scope.jobIds.length) conditions.push(sql`t.job_id in (${sql.join(scope.jobIds)})`);
  if (scope.sourceIds.length) conditions.push(sql`t.source_id in (${sql.join(scope.sourceIds)})`);
  if (scope.locations.length) conditions.push(sql`${locationOf('j')} in (${sql.join(scope.locations)})`);
  return sql`apps as (
    select t.ref_id, t.job_id, t.status, t.created_at, t.hired_at, t.source_id, t.user_id, t.fit_score
    from user_trackers t join jobs j on j.job_id = t.job_id
    where ${sql.join(conditions, sql` and `)}
  )`;
}

/** The CTE `plan` (job_id, job_step_id, position, step_name, job_step_activity_id, title, activity_type) of the scope's jobs. */
const plan = sql`plan as (
  select s.job_id, s.job_step_id, s.name as step_name,
         dense_rank() over (partition by s.job_id order by s.sort_order, s.job_step_id)::int as position,
         a.job_step_activity_id, a.title, a.activity_type
  from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
  where s.job_id in (select distinct job_id from apps)
)`;

/**
 * The CTEs `step_sizes`, `step_activity` and `step_progress` (job_id, ref_id, job_step_id,
 * position, step_name, started_count, completed_count, activity_count, completed_at): one row per
 * application and step of its plan. Progress rows are counted per step before they meet the
 * applications, so the join is applications x steps, not applications x activities.
 */
const stepProgress = sql`step_sizes as (
  select job_id, job_step_id, position, min(step_name) as step_name, count(*)::int as activity_count
  from plan group by job_id, job_step_id, position
),
step_activity as (
  select usa.ref_id, p.job_step_id,
         count(*)::int as started_count,
         count(*) filter (where usa.is_completed)::int as completed_count,
         max(usa.completed_at) as completed_at
  from apps ap
  join user_step_activities usa on usa.ref_id = ap.ref_id
  join plan p on p.job_step_activity_id = usa.job_step_activity_id and p.job_id = ap.job_id
  group by usa.ref_id, p.job_step_id
),
step_progress as (
  select ss.job_id, ap.ref_id, ss.job_step_id, ss.position, ss.step_name,
         coalesce(sa.started_count, 0) as started_count,
         coalesce(sa.completed_count, 0) as completed_count,
         ss.activity_count,
         sa.completed_at
  from apps ap join step_sizes ss on ss.job_id = ap.job_id
  left join step_activity sa on sa.ref_id = ap.ref_id and sa.job_step_id = ss.job_step_id
)`;

export interface CountRow {
  applications: number;
  active: number;
  hired: number;
  rejected: number;
}

export async function statusCounts(db: Db, scope: Scope): Promise<CountRow> {
  const r = await sql<CountRow>`with ${apps(scope)}
    select count(*)::int as applications,
      count(*) filter (where status = 'active')::int as active,
      count(*) filter (where status = 'hired')::int as hired,
      count(*) filter (where status = 'rejected')::int as rejected
    from apps`.execute(db);
  return r.rows[0]!;
}

export async function applicationsByDay(db: Db, scope: Scope) {
  const r = await sql<{ date: string; applications: number }>`with ${apps(scope)}
    select to_char(created_at, 'YYYY-MM-DD') as date, count(*)::int as applications from apps group by 1 order by 1`.execute(
    db,
  );
  return r.rows;
}

export async function applicationsByJob(db: Db, scope: Scope) {
  const r = await sql<{ job_id: number; title: string; applications: number; hired: number }>`with ${apps(scope)}
    select j.job_id, j.title, count(*)::int as applications, count(*) filter (where ap.status = 'hired')::int as hired
    from apps ap join jobs j on j.job_id = ap.job_id group by j.job_id, j.title order by applications desc, j.title`.execute(
    db,
  );
  return r.rows;
}

export async function funnelSteps(db: Db, scope: Scope) {
  const r = await sql<{
    position: number;
    name: string;
    started: number;
    completed: number;
  }>`with ${apps(scope)}, ${plan}, ${stepProgress}
    select position, min(step_name) as name,
      count(*) filter (where started_count > 0)::int as started,
      count(*) filter (where completed_count = activity_count)::int as completed
    from step_progress group by position order by position`.execute(db);
  return r.rows;
}

export async function funnelActivities(db: Db, scope: Scope) {
  const r = await sql<{
    position: number;
    title: string;
    activity_type: string;
    started: number;
    completed: number;
  }>`with ${apps(scope)}, ${plan},
    progress as (
      select usa.job_step_activity_id, count(*)::int as started, count(*) filter (where usa.is_completed)::int as completed
      from apps ap
      join user_step_activities usa on usa.ref_id = ap.ref_id
      join plan p on p.job_step_activity_id = usa.job_step_activity_id and p.job_id = ap.job_id
      group by usa.job_step_activity_id
    )
    select p.position, p.title, p.activity_type,
      coalesce(sum(g.started), 0)::int as started,
      coalesce(sum(g.completed), 0)::int as completed
    from plan p left join progress g on g.job_step_activity_id = p.job_step_activity_id
    group by p.position, p.title, p.activity_type order by p.position, p.title`.execute(db);
  return r.rows;
}

type Durations = { count: number; median_days: number | null; p90_days: number | null };

/** The columns median_days and p90_days of these days, to one decimal. */
export const durations = (
  days: RawBuilder<unknown>,
) => sql`round((percentile_cont(0.5) within group (order by ${days}))::numeric, 1)::float8 as median_days,
  round((percentile_cont(0.9) within group (order by ${days}))::numeric, 1)::float8 as p90_days`;

export async function timeToHire(db: Db, scope: Scope): Promise<Durations> {
  const r = await sql<Durations>`with ${apps(scope)}, d as (
      select extract(epoch from (hired_at - created_at)) / 86400.0 as days from apps where status = 'hired' and hired_at is not null
    )
    select count(*)::int as count, ${durations(sql`days`)} from d`.execute(db);
  return r.rows[0]!;
}

export async function timeInStep(db: Db, scope: Scope) {
  const r = await sql<Durations & { position: number; name: string }>`with ${apps(scope)}, ${plan}, ${stepProgress},
    spans as (
      select position, step_name, extract(epoch from (completed_at - started_at)) / 86400.0 as days
      from (
        select sp.position, sp.step_name, sp.completed_count, sp.activity_count, sp.completed_at,
          coalesce(lag(sp.completed_at) over (partition by sp.ref_id order by sp.position), ap.created_at) as started_at
        from step_progress sp join apps ap on ap.ref_id = sp.ref_id
      ) ordered
      where completed_count = activity_count
    )
    select position, min(step_name) as name, count(*)::int as count, ${durations(sql`greatest(days, 0)`)}
    from spans group by position order by position`.execute(db);
  return r.rows;
}

export interface FidelityRows {
  hired: number;
  /** The hires with activities of their plan not completed, latest hire first. */
  rows: {
    ref_id: string;
    user_smartreq_id: number;
    job_id: number;
    job_title: string;
    first_name: string;
    last_name: string;
    hired_at: string | null;
    missing: string[] | null;
  }[];
}

/** The scope's hires, and those with activities of their plan not completed. */
export async function fidelityRows(db: Db, scope: Scope): Promise<FidelityRows> {
  const r = await sql<FidelityRows['rows'][number]>`with ${apps(scope)}
    select ap.ref_id, t.user_step_tracker_id as user_smartreq_id, ap.job_id, j.title as job_title, u.first_name, u.last_name,
      to_char(ap.hired_at, 'YYYY-MM-DD"T"HH24:MI:SSOF') as hired_at,
      (select array_agg(a.title order by s.sort_order, a.sort_order)
         from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
         where s.job_id = ap.job_id and not exists (
           select 1 from user_step_activities usa where usa.ref_id = ap.ref_id and usa.job_step_activity_id = a.job_step_activity_id and usa.is_completed)) as missing
    from apps ap join user_trackers t on t.ref_id = ap.ref_id join jobs j on j.job_id = ap.job_id join users u on u.user_id = ap.user_id
    where ap.status = 'hired' order by ap.hired_at desc nulls last, ap.ref_id`.execute(db);
  return { hired: r.rows.length, rows: r.rows.filter((row) => (row.missing ?? []).length > 0) };
}

export async function bySource(db: Db, scope: Scope) {
  const r = await sql<{
    source_id: number | null;
    name: string | null;
    applications: number;
    completed_plan: number;
    hired: number;
  }>`with ${apps(scope)}, ${plan},
    plan_size as (select job_id, count(*)::int as activities from plan group by job_id),
    done as (
      select ap.ref_id
      from apps ap
      join user_step_activities usa on usa.ref_id = ap.ref_id and usa.is_completed
      join plan p on p.job_step_activity_id = usa.job_step_activity_id and p.job_id = ap.job_id
      join plan_size ps on ps.job_id = ap.job_id
      group by ap.ref_id, ps.activities
      having count(*) = ps.activities
    )
    select ap.source_id, s.name, count(*)::int as applications,
      count(d.ref_id)::int as completed_plan,
      count(*) filter (where ap.status = 'hired')::int as hired
    from apps ap left join sources s on s.source_id = ap.source_id left join done d on d.ref_id = ap.ref_id
    group by ap.source_id, s.name order by applications desc, s.name nulls last`.execute(db);
  return r.rows;
}

export const TENTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** An attribute's English name (tx), else its code (at), else its id. */
export const attributeName = (id: RawBuilder<unknown>) => sql`coalesce(tx.name, at.code, ${id}::text)`;

/**
 * Per attribute, for all applicants and for hires: how many scores fall in each tenth (0-9, 100 in
 * the last) and the middle one or two scores, counted in the database rather than shipped.
 */
export async function attributeSummaries(db: Db, scope: Scope) {
  const r = await sql<{
    attribute_type_id: number;
    name: string;
    category: string;
    code: string | null;
    hires_only: boolean;
    bins: number[];
    middle: string[];
  }>`with ${apps(scope)},
    scored as (
      select s.attribute_type_id, s.score, false as hires_only from apps ap join application_attribute_scores s on s.ref_id = ap.ref_id
      union all
      select s.attribute_type_id, s.score, true from apps ap join application_attribute_scores s on s.ref_id = ap.ref_id where ap.status = 'hired'
    ),
    ranked as (
      select attribute_type_id, hires_only, score, least(9, greatest(0, floor(score / 10)))::int as bin,
        row_number() over (partition by attribute_type_id, hires_only order by score) as rn,
        count(*) over (partition by attribute_type_id, hires_only) as n
      from scored
    )
    select r.attribute_type_id, ${attributeName(sql`r.attribute_type_id`)} as name, at.category, at.code, r.hires_only,
      array[${sql.raw(TENTHS.map((b) => `count(*) filter (where r.bin = ${b})::int`).join(', '))}] as bins,
      array_agg(r.score::text order by r.score) filter (where r.rn in ((r.n + 1) / 2, r.n / 2 + 1)) as middle
    from ranked r join attribute_types at on at.attribute_type_id = r.attribute_type_id
    left join attribute_type_texts tx on tx.attribute_type_id = r.attribute_type_id and tx.language = 'en'
    group by r.attribute_type_id, tx.name, at.category, at.code, r.hires_only`.execute(db);
  return r.rows;
}

/**
 * Per application that has an equal-opportunity answer: the answers, its fit score and the
 * positions of the steps it started and completed. Read only to be counted (decision D107).
 */
export interface EeocRow {
  answers: Record<string, string>;
  fit_score: string | null;
  started: number[] | null;
  completed: number[] | null;
}

export async function eeocRows(db: Db, scope: Scope): Promise<EeocRow[]> {
  const r = await sql<EeocRow>`with ${apps(scope)}, ${plan}, ${stepProgress}
    select e.answers, ap.fit_score,
      (select array_agg(position) from step_progress sp where sp.ref_id = ap.ref_id and sp.started_count > 0) as started,
      (select array_agg(position) from step_progress sp where sp.ref_id = ap.ref_id and sp.completed_count = sp.activity_count) as completed
    from apps ap join eeoc_answer_applications l on l.ref_id = ap.ref_id join eeoc_answers e on e.eeoc_answer_id = l.eeoc_answer_id`.execute(
    db,
  );
  return r.rows;
}

export async function stepNames(db: Db, scope: Scope) {
  const r = await sql<{ position: number; name: string }>`with ${apps(scope)}, ${plan}
    select position, min(step_name) as name from plan group by position order by position`.execute(db);
  return r.rows;
}

export async function filterOptions(db: Db, accountId: number) {
  const jobs = await db
    .selectFrom('jobs')
    .select(['job_id', 'title', 'city', 'state'])
    .where('account_id', '=', accountId)
    .where('job_type_id', '=', JOB_TYPE.requisition)
    .where('deleted_at', 'is', null)
    .orderBy('title')
    .execute();
  const sources = await db
    .selectFrom('sources')
    .select(['source_id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .execute();
  const locations = [
    ...new Set(
      jobs.map((j) => [j.city, j.state].filter((v) => v !== null && v !== '').join(', ')).filter((l) => l !== ''),
    ),
  ].sort();
  return { requisitions: jobs.map((j) => ({ job_id: j.job_id, title: j.title })), locations, sources };
}

/** Every company's requisitions (not deleted) and, in the range, the applications and hires its own dashboards count. */
export async function companies(db: Db, from: string, to: string) {
  const r = await sql<{ account_id: number; name: string; requisitions: number; applications: number; hired: number }>`
    with requisitions as (
      select account_id, count(*)::int as requisitions from jobs where job_type_id = ${JOB_TYPE.requisition} and deleted_at is null group by account_id
    ),
    applications as (
      select t.account_id, count(*)::int as applications, count(*) filter (where t.status = 'hired')::int as hired
      from user_trackers t join jobs j on j.job_id = t.job_id
      where ${sql.join(countedApplication(from, to), sql` and `)}
      group by t.account_id
    )
    select a.account_id, a.name,
      coalesce(r.requisitions, 0) as requisitions, coalesce(p.applications, 0) as applications, coalesce(p.hired, 0) as hired
    from accounts a left join requisitions r on r.account_id = a.account_id left join applications p on p.account_id = a.account_id
    order by a.name, a.account_id`.execute(db);
  return r.rows;
}
