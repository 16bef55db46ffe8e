/**
 * The only SQL of the applicant lists and bulk actions.
 *
 * Lists run in two parts: an inner query that touches user_trackers alone (users only when
 * searching or ordering by name) and picks the page's ref_ids with an ordering that matches a
 * partial index of migrations 0006/0011 (ref_id breaks ties, in the direction the index can be
 * walked), then an outer query that joins names, steps and reasons for those rows only. The
 * count runs the inner query's conditions without ordering: an index-only scan of the job's (or
 * account's) partial index, never the table.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ApplicantOrdering, ApplicantRow, ActivityStatus, ApplicantStatus, StepStatus } from '../../../contracts/applicants.ts';
import type { Db } from '../../db/database.ts';

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
}

export type ListScope =
  | { kind: 'job'; jobId: number; totalActivities: number; firstStepId: number | null }
  | { kind: 'account'; accountId: number; visibleJobs: RawBuilder<boolean> };

const ORDER_SQL: Record<ApplicantOrdering, string> = {
  '-application_date': 't.created_at desc, t.ref_id asc',
  application_date: 't.created_at asc, t.ref_id desc',
  '-fit_score': 't.fit_score desc nulls last, t.ref_id asc',
  fit_score: 't.fit_score asc nulls first, t.ref_id desc',
  status: 't.status asc, t.created_at desc, t.ref_id asc',
  '-status': 't.status desc, t.created_at asc, t.ref_id desc',
  '-step': 't.completed_activity_count desc, t.ref_id asc',
  step: 't.completed_activity_count asc, t.ref_id desc',
  name: 'lower(u.last_name) asc, lower(u.first_name) asc, t.ref_id asc',
  '-name': 'lower(u.last_name) desc, lower(u.first_name) desc, t.ref_id desc',
};

/** LIKE pattern for "starts with", with the user's %, _ and \ taken literally. */
export function prefixPattern(word: string): string {
  return word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

function conditions(scope: ListScope, f: ListFilters): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`t.removed_at is null`];
  if (scope.kind === 'job') {
    where.push(sql`t.job_id = ${scope.jobId}`);
  } else {
    where.push(sql`t.account_id = ${scope.accountId}`);
    const jobConds: RawBuilder<unknown>[] = [scope.visibleJobs];
    if (f.jobTypes?.length) jobConds.push(sql`j.job_type_id in (${sql.join(f.jobTypes)})`);
    where.push(sql`t.job_id in (select j.job_id from jobs j where ${sql.join(jobConds, sql` and `)})`);
    if (f.jobIds?.length) where.push(sql`t.job_id in (${sql.join(f.jobIds)})`);
    if (f.userId !== undefined) where.push(sql`t.user_id = ${f.userId}`);
  }
  if (f.status) where.push(sql`t.status = ${f.status}`);
  if (f.isNew !== undefined) where.push(sql`t.is_new = ${f.isNew}`);
  if (f.assignedUserIds?.length) where.push(sql`t.assigned_user_id in (${sql.join(f.assignedUserIds)})`);
  if (scope.kind === 'job' && f.jobStepId !== undefined) {
    // A new application has no progress rows yet: it stands at the first step.
    where.push(
      f.jobStepId === scope.firstStepId
        ? sql`(t.current_job_step_id = ${f.jobStepId} or (t.current_job_step_id is null and t.completed_activity_count = 0))`
        : sql`t.current_job_step_id = ${f.jobStepId}`,
    );
  }
  if (scope.kind === 'job' && f.stepStatus) {
    const total = scope.totalActivities;
    if (f.stepStatus === 'not_started') where.push(sql`t.completed_activity_count = 0`);
    else if (f.stepStatus === 'completed') where.push(sql`t.completed_activity_count >= ${total} and ${total} > 0`);
    else where.push(sql`t.completed_activity_count > 0 and t.completed_activity_count < ${total}`);
  }
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

interface RawRow {
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

function toRow(r: RawRow): ApplicantRow {
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

/** The page's SQL (exported for the benchmark's EXPLAIN). */
export function listQuery(scope: ListScope, filters: ListFilters, ordering: ApplicantOrdering, limit: number, offset: number): RawBuilder<RawRow> {
  const where = conditions(scope, filters);
  const order = sql.raw(ORDER_SQL[ordering]);
  const joinUsers = ordering === 'name' || ordering === '-name' ? sql`join users u on u.user_id = t.user_id` : sql``;
  const outerOrder = sql.raw(ORDER_SQL[ordering].replace(/\bt\./g, 'p.'));
  return sql<RawRow>`
    select p.user_step_tracker_id as user_smartreq_id, p.ref_id, p.user_id, p.job_id, j.title as job_title,
           u.first_name, u.last_name, u.email, p.created_at as application_date, p.status, p.is_new,
           coalesce(p.current_job_step_id, case when p.completed_activity_count = 0 then fs.job_step_id end) as current_step_id,
           coalesce(cs.name, case when p.completed_activity_count = 0 then fs.name end) as current_step_name,
           p.completed_activity_count as completed_activities,
           ta.n as total_activities,
           p.fit_score, p.predictive_score, p.assigned_user_id,
           case when au.user_id is null then null else au.first_name || ' ' || au.last_name end as assigned_user_name,
           p.rejection_reason_id, rr.name as rejection_reason, p.rejection_note
      from (
        select t.* from user_trackers t ${joinUsers}
         where ${sql.join(where, sql` and `)}
         order by ${order}
         limit ${limit} offset ${offset}
      ) p
      join users u on u.user_id = p.user_id
      join jobs j on j.job_id = p.job_id
      left join job_steps cs on cs.job_step_id = p.current_job_step_id
      left join lateral (
        select s.job_step_id, s.name from job_steps s where s.job_id = p.job_id order by s.sort_order, s.job_step_id limit 1
      ) fs on true
      left join lateral (
        select count(*) as n from job_step_activities a join job_steps s on s.job_step_id = a.job_step_id where s.job_id = p.job_id
      ) ta on true
      left join users au on au.user_id = p.assigned_user_id
      left join rejection_reasons rr on rr.rejection_reason_id = p.rejection_reason_id
     order by ${outerOrder}`;
}

export function countQuery(scope: ListScope, filters: ListFilters): RawBuilder<{ n: string }> {
  return sql<{ n: string }>`select count(*) as n from user_trackers t where ${sql.join(conditions(scope, filters), sql` and `)}`;
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
  const { rows } = await listQuery(scope, filters, ordering, limit, offset).execute(db);
  return rows.map(toRow);
}

export async function countApplicants(db: Db, scope: ListScope, filters: ListFilters): Promise<number> {
  const { rows } = await countQuery(scope, filters).execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The plan's shape: steps in order and the number of activities. */
export async function jobPlan(db: Db, jobId: number) {
  const steps = await db
    .selectFrom('job_steps')
    .select(['job_step_id', 'name', 'sort_order'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_step_id')
    .execute();
  const activities = steps.length
    ? await db
        .selectFrom('job_step_activities')
        .select(['job_step_activity_id', 'job_step_id', 'title', 'activity_type'])
        .where(
          'job_step_id',
          'in',
          steps.map((s) => s.job_step_id),
        )
        .orderBy('sort_order')
        .orderBy('job_step_activity_id')
        .execute()
    : [];
  return steps.map((s) => ({
    ...s,
    activities: activities.filter((a) => a.job_step_id === s.job_step_id).map(({ job_step_activity_id, title, activity_type }) => ({ job_step_activity_id, title, activity_type })),
  }));
}

/** Staff of the account (anyone with a role there), the people an applicant can be assigned to. */
export async function accountStaff(db: Db, accountId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.user_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.user_id')
          .where('r.account_id', '=', accountId),
      ),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .execute();
}

export async function isAccountStaff(db: Db, accountId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', '=', userId)
    .where('r.account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's live jobs, for the visibility rule to narrow. */
export async function visibleJobs(db: Db, condition: RawBuilder<boolean>) {
  const { rows } = await sql<{ job_id: number; title: string; job_type_id: number }>`
    select j.job_id, j.title, j.job_type_id from jobs j where ${condition} order by j.title, j.job_id`.execute(db);
  return rows;
}

export interface Target {
  ref_id: string;
  user_id: number;
  job_id: number;
  account_id: number;
  job_type_id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/** The live applications named, locked for the transaction's update. */
export async function lockTargets(db: Db, refIds: string[]): Promise<Target[]> {
  if (refIds.length === 0) return [];
  const { rows } = await sql<Target>`
    select t.ref_id, t.user_id, t.job_id, j.account_id, j.job_type_id, u.email, u.first_name, u.last_name
      from user_trackers t
      join jobs j on j.job_id = t.job_id
      join users u on u.user_id = t.user_id
     where t.ref_id in (${sql.join(refIds)}) and t.removed_at is null and j.deleted_at is null
     order by t.ref_id
       for update of t`.execute(db);
  return rows;
}

export async function findRejectionReason(db: Db, id: number) {
  return db
    .selectFrom('rejection_reasons')
    .select(['rejection_reason_id', 'account_id', 'name', 'rejection_type'])
    .where('rejection_reason_id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function rejectTrackers(db: Db, refIds: string[], reasonId: number, note: string | null): Promise<void> {
  await db
    .updateTable('user_trackers')
    .set({ status: 'rejected', rejection_reason_id: reasonId, rejection_note: note, rejected_at: new Date(), hired_at: null })
    .where('ref_id', 'in', refIds)
    .execute();
}

export async function assignTrackers(db: Db, refIds: string[], userId: number | null): Promise<void> {
  await db.updateTable('user_trackers').set({ assigned_user_id: userId }).where('ref_id', 'in', refIds).execute();
}

export async function setTrackersNew(db: Db, refIds: string[], isNew: boolean): Promise<void> {
  await db.updateTable('user_trackers').set({ is_new: isNew }).where('ref_id', 'in', refIds).execute();
}

export async function removeTrackers(db: Db, refIds: string[]): Promise<void> {
  await db.updateTable('user_trackers').set({ removed_at: new Date() }).where('ref_id', 'in', refIds).execute();
}

/**
 * Moves applications to another job of the same account: progress is recounted against the new
 * plan (activities of the old plan stay as history) and fit waits for a rescore against the new
 * job's weights.
 */
export async function moveTrackers(db: Db, refIds: string[], toJobId: number): Promise<void> {
  await sql`
    update user_trackers t set job_id = ${toJobId}, is_new = true, fit_score = null, predictive_score = null, scored_at = null,
      completed_activity_count = (
        select count(*) from user_step_activities u join job_step_activities a on a.job_step_activity_id = u.job_step_activity_id
          join job_steps s on s.job_step_id = a.job_step_id
         where u.ref_id = t.ref_id and u.is_completed and s.job_id = ${toJobId}),
      current_job_step_id = (
        select s.job_step_id from job_steps s join job_step_activities a on a.job_step_id = s.job_step_id
         where s.job_id = ${toJobId}
           and not exists (select 1 from user_step_activities u where u.ref_id = t.ref_id and u.job_step_activity_id = a.job_step_activity_id and u.is_completed)
         order by s.sort_order, s.job_step_id, a.sort_order, a.job_step_activity_id limit 1)
     where t.ref_id in (${sql.join(refIds)})`.execute(db);
}

export async function queueMail(db: Db, mails: { to_address: string; subject: string; text_body: string }[]): Promise<void> {
  if (mails.length) await db.insertInto('mail_outbox').values(mails).execute();
}

export async function findJob(db: Db, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'uuid', 'account_id', 'job_type_id', 'title'])
    .where('job_id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Applications by user_smartreq_id, for the comparison. */
export async function compareTrackers(db: Db, ids: number[]) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select([
      't.user_step_tracker_id as user_smartreq_id',
      't.ref_id',
      't.job_id',
      'u.first_name',
      'u.last_name',
      't.status',
      't.created_at',
      't.fit_score',
      't.predictive_score',
    ])
    .where('t.user_step_tracker_id', 'in', ids)
    .where('t.removed_at', 'is', null)
    .execute();
}

export async function completedByStep(db: Db, refIds: string[]) {
  if (refIds.length === 0) return [];
  return db
    .selectFrom('user_step_activities as u')
    .innerJoin('job_step_activities as a', 'a.job_step_activity_id', 'u.job_step_activity_id')
    .select(['u.ref_id', 'a.job_step_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('u.ref_id', 'in', refIds)
    .where('u.is_completed', '=', true)
    .groupBy(['u.ref_id', 'a.job_step_id'])
    .execute();
}

export async function attributeScores(db: Db, refIds: string[]) {
  if (refIds.length === 0) return [];
  return db.selectFrom('application_attribute_scores').select(['ref_id', 'attribute_type_id', 'score']).where('ref_id', 'in', refIds).execute();
}

export async function weightedAttributes(db: Db, jobId: number, language: string) {
  const { rows } = await sql<{ attribute_type_id: number; name: string | null; weight: number; group_name: string }>`
    select ga.attribute_type_id, coalesce(tx.name, en.name) as name, ga.weight, g.name as group_name
      from job_attribute_groups g
      join job_attribute_group_attributes ga on ga.job_attribute_group_id = g.job_attribute_group_id
      left join attribute_type_texts tx on tx.attribute_type_id = ga.attribute_type_id and tx.language = ${language}
      left join attribute_type_texts en on en.attribute_type_id = ga.attribute_type_id and en.language = 'en'
     where g.job_id = ${jobId}
     order by g.sort_order, g.job_attribute_group_id, ga.sort_order, ga.attribute_type_id`.execute(db);
  return rows;
}

export async function attributeNames(db: Db, ids: number[], language: string) {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ attribute_type_id: number; name: string | null }>`
    select a.attribute_type_id, coalesce(tx.name, en.name, a.code) as name
      from attribute_types a
      left join attribute_type_texts tx on tx.attribute_type_id = a.attribute_type_id and tx.language = ${language}
      left join attribute_type_texts en on en.attribute_type_id = a.attribute_type_id and en.language = 'en'
     where a.attribute_type_id in (${sql.join(ids)})
     order by a.category, a.sort_order, a.attribute_type_id`.execute(db);
  return rows;
}
