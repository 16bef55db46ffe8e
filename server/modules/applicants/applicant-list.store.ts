/**
 * The SQL of the applicant lists: the page's rows and the count (split out of applicants.store.ts,
 * which re-exports it).
 *
 * Lists run in two parts: an inner query that touches user_trackers alone (users only when
 * searching or ordering by name) and picks the page's ref_ids with an ordering that matches a
 * partial index of migrations 0006/0011 (ref_id breaks ties, in the direction the index can be
 * walked), then an outer query that joins names, steps and reasons for those rows only. A
 * requisition's count with no filter but the status sums its kept per-stage counts (D311); any
 * other count runs the inner query's conditions without ordering: an index-only scan of the job's
 * (or account's) partial index, never the table.
 */
import { sql, type RawBuilder } from 'kysely';
import type {
  ApplicantOrdering,
  ApplicantRow,
  ActivityStatus,
  ApplicantStatus,
  StepStatus,
} from '../../../contracts/applicants.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { nameStatement } from '../../db/named-statements.ts';
import { afterBoundary, boundaryColumns, orderKeys, orderSql, reverseOrdering, type Boundary } from './list-order.ts';

export interface ListFilters {
  search?: string;
  status?: ApplicantStatus;
  assignedUserIds?: number[];
  isNew?: boolean;
  jobStepId?: number;
  stepStatus?: StepStatus;
  jobStepActivityId?: number;
  activityStatus?: ActivityStatus;
  userId?: number;
  jobIds?: number[];
  jobTypes?: number[];
  /** A dashboard's drill-down (D314), as analytics.store.ts's `apps` counts: the day range, sources, locations. */
  appliedFrom?: string | undefined;
  appliedTo?: string | undefined;
  sourceIds?: number[];
  locations?: string[];
}

export type ListScope =
  | {
      kind: 'job';
      jobId: number;
      /** The plan's activity count, read before the statement when a step status filters the list (withPlanSize, D415). */
      planActivities?: number;
    }
  | { kind: 'account'; accountId: number; visibleJobs: RawBuilder<boolean> };

/** LIKE pattern for "starts with", with the user's %, _ and \ taken literally. */
export function prefixPattern(word: string): string {
  return word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

/**
 * The job's plan facts the step filters need, as subqueries on the job id alone: uncorrelated, so
 * PostgreSQL runs each once per statement (an InitPlan), and the list needs no read of them first.
 */
const firstStepOf = (jobId: number, column: 'job_step_id' | 'name' = 'job_step_id') =>
  sql`(select ${sql.ref(`fs.${column}`)} from job_steps fs where fs.job_id = ${jobId} order by fs.sort_order, fs.job_step_id limit 1)`;
const planActivitiesOf = (jobId: number) =>
  sql<{
    n: number;
  }>`select count(*)::int as n from job_step_activities a join job_steps s on s.job_step_id = a.job_step_id where s.job_id = ${jobId}`;
const activityCountOf = (jobId: number) => sql`(${planActivitiesOf(jobId)})`;

/** The scope with its plan's activity count, when a step status filters a job's list (D415); else as it is. */
export async function withPlanSize(db: Db, scope: ListScope, filters: ListFilters): Promise<ListScope> {
  if (scope.kind !== 'job' || !filters.stepStatus || scope.planActivities !== undefined) return scope;
  const { rows } = await planActivitiesOf(scope.jobId).execute(db);
  return { ...scope, planActivities: rows[0]?.n ?? 0 };
}

/**
 * Rows of `table` (user_trackers, or step_status_counts) whose completed activities put them at
 * `stepStatus` in the job's plan. The plan's size is a literal when read before (D415): behind a
 * subquery, or a parameter of the list's named statement's generic plan, the planner cannot weigh
 * the range, takes it for a rare one and reads every match of the requisition to sort them.
 */
function stepStatusIs(
  stepStatus: StepStatus,
  table: RawBuilder<unknown>,
  scope: { jobId: number; planActivities?: number },
): RawBuilder<unknown> {
  const done = sql`${table}.completed_activity_count`;
  const total = scope.planActivities === undefined ? activityCountOf(scope.jobId) : sql.lit(scope.planActivities);
  if (stepStatus === 'not_started') return sql`${done} = 0`;
  if (stepStatus === 'completed') return sql`${done} >= ${total} and ${total} > 0`;
  return sql`${done} > 0 and ${done} < ${total}`;
}

function conditions(scope: ListScope, f: ListFilters): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`t.removed_at is null`];
  if (scope.kind === 'job') {
    where.push(sql`t.job_id = ${scope.jobId}`);
  } else {
    where.push(sql`t.account_id = ${scope.accountId}`);
    const jobConds: RawBuilder<unknown>[] = [scope.visibleJobs];
    if (f.jobTypes?.length) jobConds.push(sql`j.job_type_id in (${sql.join(f.jobTypes)})`);
    if (f.locations?.length)
      jobConds.push(sql`concat_ws(', ', nullif(j.city, ''), nullif(j.state, '')) in (${sql.join(f.locations)})`);
    where.push(sql`t.job_id in (select j.job_id from jobs j where ${sql.join(jobConds, sql` and `)})`);
    if (f.jobIds?.length) where.push(sql`t.job_id in (${sql.join(f.jobIds)})`);
    if (f.userId !== undefined) where.push(sql`t.user_id = ${f.userId}`);
    if (f.appliedFrom) where.push(sql`t.created_at >= ${f.appliedFrom}::date`);
    if (f.appliedTo) where.push(sql`t.created_at < ${f.appliedTo}::date + 1`);
    if (f.sourceIds?.length) where.push(sql`t.source_id in (${sql.join(f.sourceIds)})`);
  }
  if (f.status) where.push(sql`t.status = ${f.status}`);
  if (f.isNew !== undefined) where.push(sql`t.is_new = ${f.isNew}`);
  if (f.assignedUserIds?.length) where.push(sql`t.assigned_user_id in (${sql.join(f.assignedUserIds)})`);
  if (scope.kind === 'job' && f.jobStepId !== undefined) {
    // A new application has no progress rows yet: it stands at the first step.
    where.push(
      sql`(t.current_job_step_id = ${f.jobStepId} or (t.current_job_step_id is null and t.completed_activity_count = 0 and ${firstStepOf(scope.jobId)} = ${f.jobStepId}))`,
    );
  }
  if (scope.kind === 'job' && f.stepStatus) where.push(stepStatusIs(f.stepStatus, sql`t`, scope));
  if (f.jobStepActivityId !== undefined) {
    const done = sql`exists (select 1 from user_step_activities usa where usa.ref_id = t.ref_id and usa.job_step_activity_id = ${f.jobStepActivityId} and usa.is_completed)`;
    where.push(f.activityStatus === 'not_completed' ? sql`not ${done}` : done);
  }
  const words = (f.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length) {
    const perWord = words.map((w) => {
      const p = prefixPattern(w);
      return sql`(lower(s.first_name) like ${p} or lower(s.last_name) like ${p} or lower(s.email) like ${p})`;
    });
    where.push(sql`t.user_id in (select s.user_id from users s where ${sql.join(perWord, sql` and `)})`);
  }
  return where;
}

export interface RawRow {
  user_smartreq_id: number;
  ref_id: string;
  user_id: number;
  job_id: number;
  job_title: string;
  first_name: string;
  last_name: string;
  email: string;
  application_date: Date | string;
  status: ApplicantStatus;
  is_new: boolean;
  current_step_id: number | null;
  current_step_name: string | null;
  completed_activities: number;
  total_activities: number | string;
  fit_score: string | number | null;
  predictive_score: string | number | null;
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  rejection_reason_id: number | null;
  rejection_reason: string | null;
  rejection_note: string | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

export function toRow(r: RawRow): ApplicantRow {
  const total = Number(r.total_activities);
  const done = Math.min(r.completed_activities, total);
  return {
    ...r,
    application_date: new Date(r.application_date).toISOString(),
    total_activities: total,
    completed_activities: done,
    completed_pct: total > 0 ? Math.round((done / total) * 100) : 0,
    fit_score: num(r.fit_score),
    predictive_score: num(r.predictive_score),
  };
}

export interface JobColumns {
  list_job_id: number;
  list_job_uuid: string;
  list_account_id: number;
  list_job_type_id: number;
  list_job_title: string;
  list_on_team: boolean;
}

interface ListQueryOptions {
  /** Each row also carries the whole list's count (`total_count`). */
  withCount?: boolean;
  /** A job list only: each row also carries the job's row (JobColumns), and a job with an empty page gives one row of them. */
  withJob?: { viewerId: number };
  /** The page starts next to a row the viewer saw (readBoundary), not at an offset (D444). */
  keyset?: Keyset;
}

/** Next: the rows after the page's last; Previous: the rows before its first. */
export interface Keyset {
  direction: 'after' | 'before';
  boundary: Boundary;
}

/**
 * The page's SQL (exported for the benchmark's EXPLAIN). The count (withCount) is the count query
 * as an uncorrelated scalar subquery, which PostgreSQL runs once (an InitPlan), so the page and its
 * count take one round trip. withJob folds in the job itself (D162): the page is left-joined to the
 * job's row, so a missing, deleted or profile job gives no row at all and a job with nothing on
 * this page gives one row with the job's columns and nulls; the caller applies the access rule
 * (staffJobOr404) before anything is used.
 */
export function listQuery(
  scope: ListScope,
  filters: ListFilters,
  ordering: ApplicantOrdering,
  limit: number,
  offset: number,
  { withCount = false, withJob, keyset }: ListQueryOptions = {},
): RawBuilder<RawRow & { total_count?: string | number } & Partial<JobColumns>> {
  const where = conditions(scope, filters);
  const count = withCount ? sql`, (${countQuery(scope, filters)}) as total_count` : sql``;
  // Previous is Next in the reverse ordering: the inner query walks back from the boundary, the
  // outer one puts the page in the list's order again.
  const walk = keyset?.direction === 'before' ? reverseOrdering(ordering) : ordering;
  const order = sql.raw(orderSql(walk));
  const byName = ordering === 'name' || ordering === '-name';
  const joinUsers = byName ? sql`join users u on u.user_id = t.user_id` : sql``;
  const outerOrder = sql.raw(orderSql(ordering).replace(/\bt\./g, 'p.'));
  // A job list's rows share one first step and activity count: read once (InitPlans), not per row.
  const plan =
    scope.kind === 'job'
      ? {
          joins: sql``,
          firstStepId: firstStepOf(scope.jobId),
          firstStepName: firstStepOf(scope.jobId, 'name'),
          activities: activityCountOf(scope.jobId),
        }
      : {
          joins: sql`
      left join lateral (
        select s.job_step_id, s.name from job_steps s where s.job_id = p.job_id order by s.sort_order, s.job_step_id limit 1
      ) fs on true
      left join lateral (
        select count(*) as n from job_step_activities a join job_steps s on s.job_step_id = a.job_step_id where s.job_id = p.job_id
      ) ta on true`,
          firstStepId: sql`fs.job_step_id`,
          firstStepName: sql`fs.name`,
          activities: sql`ta.n`,
        };
  const pickedWhere = (branch?: RawBuilder<boolean>) => sql`user_trackers t ${joinUsers}
         where ${sql.join(branch ? [...where, branch] : where, sql` and `)}
         order by ${order}
         limit ${limit} offset ${offset}`;
  const branches = keyset ? afterBoundary(walk, keyset.boundary) : [];
  const picked = pickedWhere(branches[0]);
  // Past the first page the rows skipped are read as index entries only (their ref_ids, an
  // index-only scan of the ordering's partial index), and only the page's rows from the table:
  // page 40 reads 25 rows of user_trackers, not 1,000 (D389). By name every row is joined and
  // sorted anyway: no index to walk, so the page is picked whole.
  // A keyset's branches (D444) are read each from its own index range, a page at most, and the page
  // is the first rows of them all.
  const page =
    branches.length > 0
      ? sql`(select t.* from (${sql.join(
          branches.map((branch) => sql`(select t.* from ${pickedWhere(branch)})`),
          sql` union all `,
        )}) t ${joinUsers} order by ${order} limit ${limit}) p`
      : offset > 0 && !byName
        ? sql`(select t.* from (select t.ref_id from ${picked}) k join user_trackers t on t.ref_id = k.ref_id) p`
        : sql`(select t.* from ${picked}) p`;
  const pageJoins = sql`${page}
      join users u on u.user_id = p.user_id
      join jobs j on j.job_id = p.job_id
      left join job_steps cs on cs.job_step_id = p.current_job_step_id${plan.joins}
      left join users au on au.user_id = p.assigned_user_id
      left join rejection_reasons rr on rr.rejection_reason_id = p.rejection_reason_id`;
  const job = withJob && scope.kind === 'job' ? { jobId: scope.jobId, viewerId: withJob.viewerId } : undefined;
  const jobColumns = job
    ? sql`lj.job_id as list_job_id, lj.uuid as list_job_uuid, lj.account_id as list_account_id, lj.job_type_id as list_job_type_id, lj.title as list_job_title,
           exists (select 1 from job_team_members m where m.job_id = ${job.jobId} and m.user_id = ${job.viewerId}) as list_on_team,`
    : sql``;
  const from = job
    ? sql`jobs lj left join (${pageJoins}) on true
     where lj.job_id = ${job.jobId} and lj.job_type_id <> ${JOB_TYPE.profile} and lj.deleted_at is null`
    : pageJoins;
  return sql<RawRow>`
    select ${jobColumns} p.user_step_tracker_id as user_smartreq_id, p.ref_id, p.user_id, p.job_id, j.title as job_title,
           u.first_name, u.last_name, u.email, p.created_at as application_date, p.status, p.is_new,
           coalesce(p.current_job_step_id, case when p.completed_activity_count = 0 then ${plan.firstStepId} end) as current_step_id,
           coalesce(cs.name, case when p.completed_activity_count = 0 then ${plan.firstStepName} end) as current_step_name,
           p.completed_activity_count as completed_activities,
           ${plan.activities} as total_activities,
           p.fit_score, p.predictive_score, p.assigned_user_id,
           case when au.user_id is null then null else au.first_name || ' ' || au.last_name end as assigned_user_name,
           p.rejection_reason_id, rr.name as rejection_reason, p.rejection_note${count}
      from ${from}
     order by ${outerOrder}`;
}

/**
 * A requisition's count as the kept per-stage counts hold it (pipeline_stage_counts, D230), when
 * its list has no filter but the status: a few rows whatever its size, where counting read every
 * index entry of the requisition (D311); with a step status too, from the kept counts per number
 * of completed activities (step_status_counts, D420). Both leave removed applications out, as the list.
 */
function keptCountQuery(scope: ListScope, f: ListFilters): RawBuilder<{ n: string }> | undefined {
  if (scope.kind !== 'job') return undefined;
  const filtered =
    Boolean(f.search?.trim()) ||
    f.isNew !== undefined ||
    Boolean(f.assignedUserIds?.length) ||
    f.jobStepId !== undefined ||
    f.jobStepActivityId !== undefined;
  if (filtered) return undefined;
  const status = f.status ? sql` and c.status = ${f.status}` : sql``;
  const kept = f.stepStatus
    ? sql`step_status_counts c where c.job_id = ${scope.jobId}${status} and ${stepStatusIs(f.stepStatus, sql`c`, scope)}`
    : sql`pipeline_stage_counts c where c.job_id = ${scope.jobId}${status}`;
  return sql<{ n: string }>`select coalesce(sum(c.n), 0) as n from ${kept}`;
}

export function countQuery(scope: ListScope, filters: ListFilters): RawBuilder<{ n: string }> {
  return (
    keptCountQuery(scope, filters) ??
    sql<{
      n: string;
    }>`select count(*) as n from user_trackers t where ${sql.join(conditions(scope, filters), sql` and `)}`
  );
}

/** The page's rows, fully joined, in the requested order. */
export async function listApplicants(
  db: Db,
  scope: ListScope,
  filters: ListFilters,
  ordering: ApplicantOrdering,
  limit: number,
  offset: number,
): Promise<ApplicantRow[]> {
  const { rows } = await listQuery(await withPlanSize(db, scope, filters), filters, ordering, limit, offset).execute(
    db,
  );
  return rows.map(toRow);
}

/**
 * One page and the list's count in one statement (listQuery withCount). An empty page past the
 * first says nothing about the count, so only then is the count asked for on its own.
 */
export async function listPage(
  db: Db,
  scope: ListScope,
  filters: ListFilters,
  ordering: ApplicantOrdering,
  { limit, offset, keyset }: ListPaging,
): Promise<{ data: ApplicantRow[]; count: number }> {
  const query = listQuery(await withPlanSize(db, scope, filters), filters, ordering, limit, offset, {
    withCount: true,
    keyset,
  }).compile(db);
  // The same few texts (one per ordering and set of filters used) on every list: named (D146).
  nameStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  const first = rows[0];
  if (!first) return { data: [], count: offset === 0 && !keyset ? 0 : await countApplicants(db, scope, filters) };
  return { data: rows.map(({ total_count: _count, ...row }) => toRow(row)), count: Number(first.total_count ?? 0) };
}

export async function countApplicants(db: Db, scope: ListScope, filters: ListFilters): Promise<number> {
  const { rows } = await countQuery(await withPlanSize(db, scope, filters), filters).execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A page: its size and where it starts, at an offset or next to a row the viewer saw (D444). */
export interface ListPaging {
  limit: number;
  offset: number;
  keyset?: Keyset | undefined;
}

/**
 * The ordering's key values of the row a page starts next to (D444), while it is on the list's
 * scope: undefined for a row removed, moved to another requisition or never on it, and the caller
 * pages by offset instead. Its filters are not asked: a row that left them still marks the place.
 */
export async function readBoundary(
  db: Db,
  scope: ListScope,
  ordering: ApplicantOrdering,
  refId: string,
): Promise<Boundary | undefined> {
  const byName = ordering === 'name' || ordering === '-name';
  const joinUsers = byName ? sql`join users u on u.user_id = t.user_id` : sql``;
  const { rows } = await sql<Record<string, string | null>>`select ${boundaryColumns(ordering)}
      from user_trackers t ${joinUsers}
     where t.ref_id = ${refId} and ${sql.join(conditions(scope, {}), sql` and `)}`.execute(db);
  const row = rows[0];
  return row && orderKeys(ordering).map((_, i) => row[`k${i}`] ?? null);
}
