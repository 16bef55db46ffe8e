/**
 * The company dashboards' summary tables (migrations 0068, 0079 and 0083, decisions D143, D157, D163): the
 * same figures as analytics.store.ts's live queries, read from the day rows of a company scope for
 * counts, and from the per-application rows for medians and 90th percentiles. Applications are
 * counted on the day of their created_at in the connection's time zone, the same day the live
 * scope's date range compares. summary.refresh.ts keeps the rows.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import {
  attributeName,
  durations,
  TENTHS,
  type CountRow,
  type EeocRow,
  type FidelityRows,
  type Scope,
} from './analytics.store.ts';

/** When the company's summaries were last brought up to date; undefined before their first refresh. */
export async function refreshedAt(db: Db, accountId: number): Promise<Date | undefined> {
  const r = await sql<{
    refreshed_at: Date;
  }>`select refreshed_at from dashboard_summary_state where account_id = ${accountId}`.execute(db);
  return r.rows[0]?.refreshed_at;
}

const locationOf = sql`concat_ws(', ', nullif(j.city, ''), nullif(j.state, ''))`;

/** The CTE `days` of one summary table: its rows in the company's or the requisition's scope (same rules as the live `apps`). */
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
  const r =
    await sql<CountRow>`select coalesce(sum(applications), 0)::int as applications, coalesce(sum(active), 0)::int as active,
      coalesce(sum(hired), 0)::int as hired, coalesce(sum(rejected), 0)::int as rejected
    from (${days('dashboard_day_counts', scope)}) d`.execute(db);
  return r.rows[0]!;
}

export async function applicationsByDay(db: Db, scope: Scope) {
  const r = await sql<{
    date: string;
    applications: number;
  }>`select to_char(day, 'YYYY-MM-DD') as date, sum(applications)::int as applications
    from (${days('dashboard_day_counts', scope)}) d group by day order by day`.execute(db);
  return r.rows;
}

export async function applicationsByJob(db: Db, scope: Scope) {
  const r = await sql<{ job_id: number; title: string; applications: number; hired: number }>`select j.job_id, j.title,
      sum(d.applications)::int as applications, sum(d.hired)::int as hired
    from (${days('dashboard_day_counts', scope)}) d join jobs j on j.job_id = d.job_id group by j.job_id, j.title order by applications desc, j.title`.execute(
    db,
  );
  return r.rows;
}

export async function funnelSteps(db: Db, scope: Scope) {
  const r = await sql<{ position: number; name: string; started: number; completed: number }>`with ${plan(scope)},
    steps as (select distinct job_step_id, position, step_name from plan),
    counts as (select job_step_id, sum(started)::int as started, sum(completed)::int as completed from (${days('dashboard_step_day_counts', scope)}) d group by job_step_id)
    select s.position, min(s.step_name) as name, coalesce(sum(c.started), 0)::int as started, coalesce(sum(c.completed), 0)::int as completed
    from steps s left join counts c on c.job_step_id = s.job_step_id group by s.position order by s.position`.execute(
    db,
  );
  return r.rows;
}

export async function funnelActivities(db: Db, scope: Scope) {
  const r = await sql<{
    position: number;
    title: string;
    activity_type: string;
    started: number;
    completed: number;
  }>`with ${plan(scope)},
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
  const r = await sql<{
    source_id: number | null;
    name: string | null;
    applications: number;
    completed_plan: number;
    hired: number;
  }>`select
      nullif(d.source_key, 0) as source_id, s.name, sum(d.applications)::int as applications,
      sum(d.completed_plan)::int as completed_plan, sum(d.hired)::int as hired
    from (${days('dashboard_day_counts', scope)}) d left join sources s on s.source_id = d.source_key
    group by d.source_key, s.name order by applications desc, s.name nulls last`.execute(db);
  return r.rows;
}

export async function timeToHire(db: Db, scope: Scope) {
  const r = await sql<{
    count: number;
    median_days: number | null;
    p90_days: number | null;
  }>`select count(*)::int as count, ${durations(sql`hired_days`)}
    from (${days('dashboard_applications', scope)}) d where hired_days is not null`.execute(db);
  return r.rows[0]!;
}

export async function timeInStep(db: Db, scope: Scope) {
  const r = await sql<{
    position: number;
    name: string;
    count: number;
    median_days: number | null;
    p90_days: number | null;
  }>`with ${plan(scope)},
    steps as (select distinct job_step_id, position, step_name from plan)
    select s.position, min(s.step_name) as name, count(*)::int as count, ${durations(sql`d.days`)}
    from (${days('dashboard_step_spans', scope)}) d join steps s on s.job_step_id = d.job_step_id group by s.position order by s.position`.execute(
    db,
  );
  return r.rows;
}

/** The tenth (0-9) that holds the k-th smallest score (from 1) of these bins, and how many scores of that tenth come before it. */
type Located = { bin: number; offset: number };

export function locate(bins: number[], k: number): Located {
  let before = 0;
  for (let bin = 0; bin < bins.length; bin++) {
    if (before + bins[bin]! >= k) return { bin, offset: k - before - 1 };
    before += bins[bin]!;
  }
  throw new Error(`No score at position ${k}.`);
}

/** The scores of one tenth, as the bins count them (below 0 in the first, 100 in the last). */
const inTenth = (bin: number) =>
  bin === 0
    ? sql`d.score < 10`
    : bin === 9
      ? sql`d.score >= 90`
      : sql`d.score >= ${bin * 10} and d.score < ${bin * 10 + 10}`;

/**
 * As the live attributeSummaries, without reading every score: the bins are the sums of the day
 * rows' tenths, and each middle score (positions (n + 1) / 2 and n / 2 + 1) is read from the one
 * tenth that holds it, through the scores' (account, attribute, hired, score) index.
 */
export async function attributeSummaries(db: Db, scope: Scope) {
  const sums = (column: string) =>
    sql.raw(`array[${TENTHS.map((b) => `coalesce(sum(${column}[${b + 1}]), 0)::int`).join(', ')}]`);
  const counted = await sql<{
    attribute_type_id: number;
    name: string;
    category: string;
    code: string | null;
    bins: number[];
    hire_bins: number[];
  }>`with
    summed as (
      select attribute_type_id, ${sums('bins')} as bins, ${sums('hire_bins')} as hire_bins
      from (${days('dashboard_attribute_day_bins', scope)}) d group by attribute_type_id
    )
    select m.attribute_type_id, ${attributeName(sql`m.attribute_type_id`)} as name, at.category, at.code, m.bins, m.hire_bins
    from summed m join attribute_types at on at.attribute_type_id = m.attribute_type_id
    left join attribute_type_texts tx on tx.attribute_type_id = m.attribute_type_id and tx.language = 'en'`.execute(db);
  const rows = counted.rows
    .flatMap(({ bins, hire_bins, ...attribute }) => [
      { ...attribute, hires_only: false, bins },
      { ...attribute, hires_only: true, bins: hire_bins },
    ])
    .filter((r) => r.bins.some((n) => n > 0));
  const middles = rows.map((r, i) => {
    const n = r.bins.reduce((a, b) => a + b, 0);
    const [low, high] = [Math.floor((n + 1) / 2), Math.floor(n / 2) + 1].map((k) => locate(r.bins, k)) as [
      Located,
      Located,
    ];
    // Both middle scores in one tenth (nearly always): one read of two scores.
    const reads =
      low.bin === high.bin
        ? [{ ...low, count: high.offset - low.offset + 1 }]
        : [
            { ...low, count: 1 },
            { ...high, count: 1 },
          ];
    const arrays = reads.map(
      ({ bin, offset, count }) => sql`array(select d.score::text from (${days('dashboard_attribute_scores', scope)}) d
        where d.attribute_type_id = ${r.attribute_type_id} and d.hired in (${sql.join(r.hires_only ? [true] : [false, true])}) and ${inTenth(bin)}
        order by d.score offset ${offset} limit ${count})`,
    );
    return sql`${sql.join(arrays, sql` || `)} as ${sql.ref(`m${i}`)}`;
  });
  const middle = middles.length
    ? (await sql<Record<string, string[]>>`select ${sql.join(middles)}`.execute(db)).rows[0]!
    : {};
  return rows.map((r, i) => ({ ...r, middle: middle[`m${i}`]! }));
}

/** The company's hires in the scope, and those hired without their whole plan with the activities they missed (live plan). */
export async function fidelityRows(db: Db, scope: Scope): Promise<FidelityRows> {
  const [hired, rows] = await Promise.all([
    sql<{
      n: number;
    }>`select count(*)::int as n from (${days('dashboard_applications', scope)}) d where d.status = 'hired'`.execute(
      db,
    ),
    // The plan's activities meet the hires once (a hash join), not once per hire.
    sql<FidelityRows['rows'][number]>`with hires as (
        select d.ref_id, d.job_id, d.completed_activities from (${days('dashboard_applications', scope)}) d where d.status = 'hired' and not d.completed_plan
      ),
      missed as (
        select h.ref_id, array_agg(a.title order by s.sort_order, a.sort_order) as missing
        from hires h join job_steps s on s.job_id = h.job_id join job_step_activities a on a.job_step_id = s.job_step_id
        where a.job_step_activity_id <> all (h.completed_activities) group by h.ref_id
      )
      select m.ref_id, t.user_step_tracker_id as user_smartreq_id, t.job_id, j.title as job_title, u.first_name, u.last_name,
        to_char(t.hired_at, 'YYYY-MM-DD"T"HH24:MI:SSOF') as hired_at, m.missing
      from missed m join user_trackers t on t.ref_id = m.ref_id join jobs j on j.job_id = t.job_id join users u on u.user_id = t.user_id
      order by t.hired_at desc nulls last, m.ref_id`.execute(db),
  ]);
  return { hired: hired.rows[0]!.n, rows: rows.rows };
}

/** As the live eeocRows, with the steps each application started and completed read from its summary row. */
export async function eeocRows(db: Db, scope: Scope): Promise<EeocRow[]> {
  const r = await sql<EeocRow>`with ${plan(scope)}, steps as (select distinct job_step_id, position from plan)
    select e.answers, d.fit_score,
      (select array_agg(s.position) from steps s where s.job_step_id = any (d.started_steps)) as started,
      (select array_agg(s.position) from steps s where s.job_step_id = any (d.completed_steps)) as completed
    from (${days('dashboard_applications', scope)}) d join eeoc_answer_applications l on l.ref_id = d.ref_id
    join eeoc_answers e on e.eeoc_answer_id = l.eeoc_answer_id`.execute(db);
  return r.rows;
}

export async function stepNames(db: Db, scope: Scope) {
  const r = await sql<{ position: number; name: string }>`with ${plan(scope)}
    select position, min(step_name) as name from plan group by position order by position`.execute(db);
  return r.rows;
}
