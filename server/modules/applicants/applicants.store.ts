/**
 * The only SQL of the applicant lists and bulk actions. The lists' queries are in
 * applicant-list.store.ts and job-list-page.store.ts, re-exported here; this file holds what the lists and the bulk actions
 * look up around them (the plan, the staff, the visible jobs, the comparison) and the bulk updates.
 */
import { sql, type RawBuilder } from 'kysely';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { shownForHiring } from '../../db/shown-for-hiring.ts';

export * from './applicant-list.store.ts';
export * from './job-list-page.store.ts';

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
    activities: activities
      .filter((a) => a.job_step_id === s.job_step_id)
      .map(({ job_step_activity_id, title, activity_type }) => ({ job_step_activity_id, title, activity_type })),
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
  preferred_language: string | null;
  job_title: string;
  job_uuid: string;
  account_name: string;
}

/** The live applications named, locked for the transaction's update. */
export async function lockTargets(db: Db, refIds: string[]): Promise<Target[]> {
  if (refIds.length === 0) return [];
  const { rows } = await sql<Target>`
    select t.ref_id, t.user_id, t.job_id, j.account_id, j.job_type_id, u.email, u.first_name, u.last_name,
           u.preferred_language, j.title as job_title, j.uuid as job_uuid, a.name as account_name
      from user_trackers t
      join jobs j on j.job_id = t.job_id
      join accounts a on a.account_id = j.account_id
      join users u on u.user_id = t.user_id
     where t.ref_id in (${sql.join(refIds)}) and t.removed_at is null and j.deleted_at is null
     order by t.ref_id
       for update of t`.execute(db);
  return rows;
}

/** Each application's next interview still to come (scheduled, not cancelled), for the interview_time merge field. */
export async function nextInterviews(
  db: Db,
  refIds: string[],
  now: Date,
): Promise<Map<string, { starts_at: Date; time_zone: string | null }>> {
  if (refIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('interviews')
    .select(['ref_id', 'starts_at', 'time_zone'])
    .where('ref_id', 'in', refIds)
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', now)
    .orderBy('starts_at', 'desc')
    .execute();
  const found = new Map<string, { starts_at: Date; time_zone: string | null }>();
  // Latest first, so the earliest one is written last and stays.
  for (const r of rows)
    if (r.ref_id && r.starts_at) found.set(r.ref_id, { starts_at: new Date(r.starts_at), time_zone: r.time_zone });
  return found;
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
    .set({
      status: 'rejected',
      rejection_reason_id: reasonId,
      rejection_note: note,
      rejected_at: new Date(),
      hired_at: null,
    })
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
 * Moves applications to another job of the same account; fit waits for a rescore against the new
 * job's weights, and its place past the old plan (a company stage, D384) is left behind. The caller
 * recounts progress against the new plan (activity-lifecycle.ts).
 */
export async function moveTrackers(db: Db, refIds: string[], toJobId: number): Promise<void> {
  await db
    .updateTable('user_trackers')
    .set({
      job_id: toJobId,
      is_new: true,
      fit_score: null,
      predictive_score: null,
      scored_at: null,
      company_stage: null,
    })
    .where('ref_id', 'in', refIds)
    .execute();
}

export async function findJob(db: Db, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'uuid', 'account_id', 'job_type_id', 'title'])
    .where('job_id', '=', jobId)
    .where('job_type_id', '<>', JOB_TYPE.profile)
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
      't.user_id',
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

/** `forHiring`: without the scales kept out of hiring (D198, D263), for a requisition's or profile's deciders. */
export async function attributeScores(db: Db, refIds: string[], forHiring: boolean) {
  if (refIds.length === 0) return [];
  return db
    .selectFrom('application_attribute_scores as s')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
    .select(['s.ref_id', 's.attribute_type_id', 's.score'])
    .where('s.ref_id', 'in', refIds)
    .$if(forHiring, (q) => q.where(shownForHiring('at')))
    .execute();
}

export async function weightedAttributes(db: Db, jobId: number, language: string, forHiring: boolean) {
  const { rows } = await sql<{ attribute_type_id: number; name: string | null; weight: number; group_name: string }>`
    select ga.attribute_type_id, coalesce(tx.name, en.name) as name, ga.weight, g.name as group_name
      from job_attribute_groups g
      join job_attribute_group_attributes ga on ga.job_attribute_group_id = g.job_attribute_group_id
      join attribute_types at on at.attribute_type_id = ga.attribute_type_id
      left join attribute_type_texts tx on tx.attribute_type_id = ga.attribute_type_id and tx.language = ${language}
      left join attribute_type_texts en on en.attribute_type_id = ga.attribute_type_id and en.language = 'en'
     where g.job_id = ${jobId} and ${forHiring ? shownForHiring('at') : sql`true`}
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
