/**
 * What an advance or a reject keeps so staff can undo it (application_undo, D202): written by the
 * pipeline's advances, applicants' bulk rejects and the scorecard's reject, put back by the
 * pipeline's undo. Below the modules (D338): it needs none of them, and applicants importing the
 * pipeline for it while the pipeline reads applicants' rejection mails was a cycle.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Keeps each application's state before an advance or reject, replacing what an earlier one kept. */
export async function keepForUndo(db: Db, refIds: string[], action: 'advance' | 'reject', userId: number) {
  if (!refIds.length) return;
  await sql`
    insert into application_undo (ref_id, action, previous, done_by, done_at)
    select ref_id, ${action}, jsonb_build_object(
             'status', status, 'rejection_reason_id', rejection_reason_id, 'rejection_note', rejection_note,
             'rejected_at', rejected_at, 'hired_at', hired_at,
             'stage_job_step_id', stage_job_step_id, 'stage_changed_at', stage_changed_at,
             'company_stage', company_stage),
           ${userId}, now()
      from user_trackers where ref_id in (${sql.join(refIds)})
    on conflict (ref_id) do update
      set action = excluded.action, previous = excluded.previous, done_by = excluded.done_by, done_at = excluded.done_at`.execute(
    db,
  );
}

/**
 * Puts back what keepForUndo kept for each application, in one statement (the bulk reject's Undo,
 * D504): each kept state younger than `windowSeconds` is taken and put back; answers the ref_ids
 * put back. The single undo is its case of one (restoreKept).
 */
export async function restoreKeptMany(db: Db, refIds: readonly string[], windowSeconds: number): Promise<Set<string>> {
  if (!refIds.length) return new Set();
  const { rows } = await sql<{ ref_id: string }>`
    with kept as (
      delete from application_undo
       where ref_id in (${sql.join([...refIds])}) and done_at > now() - make_interval(secs => ${windowSeconds})
      returning ref_id, previous)
    update user_trackers t set
      status = k.previous->>'status',
      rejection_reason_id = (k.previous->>'rejection_reason_id')::int,
      rejection_note = k.previous->>'rejection_note',
      rejected_at = (k.previous->>'rejected_at')::timestamptz,
      hired_at = (k.previous->>'hired_at')::timestamptz,
      -- A step deleted since is gone from the plan: the applicant stands where their progress is.
      stage_job_step_id = (select s.job_step_id from job_steps s where s.job_step_id = (k.previous->>'stage_job_step_id')::int),
      stage_changed_at = (k.previous->>'stage_changed_at')::timestamptz,
      company_stage = k.previous->>'company_stage'
      from kept k
     where t.ref_id = k.ref_id
    returning t.ref_id`.execute(db);
  return new Set(rows.map((r) => r.ref_id));
}

/** Puts back what keepForUndo kept for one application, if it is younger than `windowSeconds`; false when there was nothing. */
export async function restoreKept(db: Db, refId: string, windowSeconds: number): Promise<boolean> {
  return (await restoreKeptMany(db, [refId], windowSeconds)).has(refId);
}

/**
 * Each application's kept change younger than `windowSeconds` (what restoreKept would put back)
 * and where the application stands now, for the bulk reject's Undo (D490).
 */
export async function keptChanges(
  db: Db,
  refIds: readonly string[],
  windowSeconds: number,
): Promise<Map<string, { action: 'advance' | 'reject'; status: string }>> {
  if (!refIds.length) return new Map();
  const { rows } = await sql<{ ref_id: string; action: 'advance' | 'reject'; status: string }>`
    select u.ref_id, u.action, t.status
      from application_undo u
      join user_trackers t on t.ref_id = u.ref_id
     where u.ref_id in (${sql.join([...refIds])})
       and u.done_at > now() - make_interval(secs => ${windowSeconds})`.execute(db);
  return new Map(rows.map(({ ref_id, ...kept }) => [ref_id, kept]));
}
