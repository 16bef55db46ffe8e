/**
 * The pipeline's SQL (D202). A stage is a plan step; steps are numbered 1..n by the plan's order
 * (sort_order, then id) and an application's stage is the later of its progress's step and the
 * step staff moved it to. The triggers of migration 0108 keep that stage on the row
 * (`pipeline_job_step_id`) and the counts per stage (D230): the board, the staff home and an
 * advance or undo read them; no query here places an application again.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MovableCompanyStage } from '../../../contracts/pipeline.ts';

/** The job's steps numbered by plan order (`pos`), as a CTE body over `jobIds`. */
const numberedSteps = (jobIds: ReturnType<typeof sql>) => sql`
  select job_step_id, job_id, name, row_number() over (partition by job_id order by sort_order, job_step_id) as pos
    from job_steps where job_id in ${jobIds}`;

export interface StepRow {
  job_step_id: number;
  job_id: number;
  name: string;
  pos: number;
}

export async function stepsOf(db: Db, jobIds: number[]): Promise<StepRow[]> {
  if (!jobIds.length) return [];
  const { rows } = await sql<StepRow>`${numberedSteps(sql`(${sql.join(jobIds)})`)} order by job_id, pos`.execute(db);
  return rows.map((r) => ({ ...r, pos: Number(r.pos) }));
}

export interface CardRow {
  job_step_id: number;
  user_smartreq_id: number;
  ref_id: string;
  first_name: string;
  last_name: string;
  fit_score: number | null;
  since: Date;
  is_new: boolean;
  has_open_offer: boolean;
}

/**
 * The best-fitting `perStage` active applications of each stage: per step, a walk of
 * user_trackers_board_idx that stops after `perStage` rows (migration 0108 keeps the stage on
 * the row), so the cost follows the columns shown, not the requisition's size.
 */
export const boardCardsQuery = (jobId: number, perStage: number) => sql<CardRow & { fit_score: string | null }>`
    select s.job_step_id, r.user_step_tracker_id as user_smartreq_id, r.ref_id::text as ref_id,
           u.first_name, u.last_name, r.fit_score, r.is_new,
           greatest(r.created_at, r.stage_changed_at,
             (select max(x.completed_at) from user_step_activities x where x.ref_id = r.ref_id and x.is_completed)) as since,
           exists (select 1 from offers o where o.ref_id = r.ref_id and o.status in ('draft', 'sent', 'viewed')) as has_open_offer
      from job_steps s
      cross join lateral (
        select t.ref_id, t.user_step_tracker_id, t.user_id, t.fit_score, t.is_new, t.created_at, t.stage_changed_at
          from user_trackers t
         where t.job_id = ${jobId} and t.pipeline_job_step_id = s.job_step_id
           and t.status = 'active' and t.removed_at is null and t.company_stage is null
         order by t.fit_score desc nulls last, t.ref_id
         limit ${perStage}
      ) r
      join users u on u.user_id = r.user_id
     where s.job_id = ${jobId}
     order by s.sort_order, s.job_step_id, r.fit_score desc nulls last, r.ref_id`;

export async function boardCards(db: Db, jobId: number, perStage: number): Promise<CardRow[]> {
  const { rows } = await boardCardsQuery(jobId, perStage).execute(db);
  return rows.map((r) => ({ ...r, fit_score: r.fit_score === null ? null : Number(r.fit_score) }));
}

export interface StageCountRow {
  status: 'active' | 'rejected' | 'hired';
  /** The stage of active applications; 0 for rejected and hired ones. */
  job_step_id: number;
  n: number;
}

/** The requisition's counts as the triggers of migrations 0108 and 0151 keep them (D230, D384): a few rows. */
export async function stageCounts(db: Db, jobId: number): Promise<StageCountRow[]> {
  return db
    .selectFrom('pipeline_stage_counts')
    .select(['status', 'job_step_id', 'n'])
    .where('job_id', '=', jobId)
    .execute();
}

export interface PositionRow {
  ref_id: string;
  user_smartreq_id: number;
  job_id: number;
  status: 'active' | 'rejected' | 'hired';
  pos: number | null;
  /** Past the plan, in the company's Interview or Offer (D384). */
  company_stage: MovableCompanyStage | null;
}

/** Where each named application stands (its stage's number in the plan), its row locked for the change that follows. */
export async function lockPositions(db: Db, refIds: string[]): Promise<PositionRow[]> {
  if (!refIds.length) return [];
  await sql`select 1 from user_trackers where ref_id in (${sql.join(refIds)}) order by ref_id for update`.execute(db);
  const { rows } = await sql<PositionRow & { pos: string | null }>`
    with s as (${numberedSteps(sql`(select job_id from user_trackers where ref_id in (${sql.join(refIds)}))`)})
    select t.ref_id::text as ref_id, t.user_step_tracker_id as user_smartreq_id, t.job_id, t.status, s.pos, t.company_stage
      from user_trackers t
      left join s on s.job_step_id = t.pipeline_job_step_id
     where t.ref_id in (${sql.join(refIds)})`.execute(db);
  return rows.map((r) => ({ ...r, pos: r.pos === null ? null : Number(r.pos) }));
}

export async function moveTo(db: Db, moves: { ref_id: string; job_step_id: number }[]) {
  if (!moves.length) return;
  const values = sql.join(moves.map((m) => sql`(${m.ref_id}::uuid, ${m.job_step_id}::int)`));
  await sql`
    update user_trackers t set stage_job_step_id = v.step, stage_changed_at = now()
      from (values ${values}) as v(ref, step)
     where t.ref_id = v.ref`.execute(db);
}

export async function stageState(db: Db, refId: string) {
  const [row] = await lockPositions(db, [refId]);
  const { rows } = await sql<{ rejection_reason_id: number | null }>`
    select rejection_reason_id from user_trackers where ref_id = ${refId}`.execute(db);
  return { position: row!, rejection_reason_id: rows[0]?.rejection_reason_id ?? null };
}
