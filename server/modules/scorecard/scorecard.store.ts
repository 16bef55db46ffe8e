/**
 * The only SQL of the scorecard family: one application's data, its review state, comments and
 * history. This file holds the rejection reasons, the review state and the history, and
 * re-exports the scorecard reads (scorecard-reads.store.ts) and the comments (comments.store.ts).
 */
import { sql } from 'kysely';
import type { ApplicationState, RejectionReason } from '../../../contracts/scorecard.ts';
import type { Db } from '../../db/database.ts';
import { iso } from './row-values.ts';

export * from './scorecard-reads.store.ts';
export * from './comments.store.ts';
export { num, iso } from './row-values.ts';

// ---------------------------------------------------------------------------------------------
// Rejection reasons

export async function listActiveRejectionReasons(db: Db, accountId: number): Promise<RejectionReason[]> {
  return db
    .selectFrom('rejection_reasons')
    .select(['rejection_reason_id', 'rejection_type', 'name'])
    .where('account_id', '=', accountId)
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('rejection_reason_id')
    .execute();
}

export async function findRejectionReason(db: Db, reasonId: number) {
  return db
    .selectFrom('rejection_reasons')
    .select(['rejection_reason_id', 'rejection_type', 'name', 'account_id', 'is_active'])
    .where('rejection_reason_id', '=', reasonId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// The review state of one application

export interface ReviewRow {
  ref_id: string;
  user_smartreq_id: number;
  user_id: number;
  job_id: number;
  status: 'active' | 'rejected' | 'hired';
  is_new: boolean;
  rejection_reason_id: number | null;
  rejection_note: string | null;
  hired_at: string | null;
  hire_start_date: string | null;
}

/** The review state, locked for the rest of the transaction when `forUpdate`. */
export async function reviewState(db: Db, userSmartreqId: number, forUpdate = false): Promise<ReviewRow> {
  let query = db
    .selectFrom('user_trackers')
    .select([
      'ref_id',
      'user_step_tracker_id',
      'user_id',
      'job_id',
      'status',
      'is_new',
      'rejection_reason_id',
      'rejection_note',
      'hired_at',
      sql<string | null>`to_char(hire_start_date, 'YYYY-MM-DD')`.as('hire_start_date'),
    ])
    .where('user_step_tracker_id', '=', userSmartreqId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return { ...row, user_smartreq_id: row.user_step_tracker_id, hired_at: iso(row.hired_at) };
}

export function toState(row: ReviewRow): ApplicationState {
  return {
    user_smartreq_id: row.user_smartreq_id,
    status: row.status,
    is_new: row.is_new,
    rejection_reason_id: row.rejection_reason_id,
    rejection_note: row.rejection_note,
    hired_at: row.hired_at,
    hire_start_date: row.hire_start_date,
  };
}

export type ReviewChange = Partial<{
  status: 'active' | 'rejected' | 'hired';
  is_new: boolean;
  rejection_reason_id: number | null;
  rejection_note: string | null;
  rejected_at: Date | null;
  hired_at: Date | null;
  hire_start_date: string | null;
}>;

export async function timeAccommodation(db: Db, userSmartreqId: number): Promise<number> {
  const row = await db
    .selectFrom('user_trackers')
    .select('time_accommodation')
    .where('user_step_tracker_id', '=', userSmartreqId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.time_accommodation);
}

export async function updateTimeAccommodation(db: Db, userSmartreqId: number, multiplier: number): Promise<void> {
  await db
    .updateTable('user_trackers')
    .set({ time_accommodation: multiplier })
    .where('user_step_tracker_id', '=', userSmartreqId)
    .execute();
}

export async function updateReview(db: Db, userSmartreqId: number, change: ReviewChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.updateTable('user_trackers').set(change).where('user_step_tracker_id', '=', userSmartreqId).execute();
}

export async function updatePersonalData(
  db: Db,
  userId: number,
  values: { first_name: string; last_name: string; phone_number?: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// History

export async function historyOf(db: Db, refId: string) {
  const rows = await db
    .selectFrom('job_events as e')
    .leftJoin('users as u', 'u.user_id', 'e.actor_user_id')
    .select(['e.event_id', 'e.kind', 'e.details', 'e.created_at', 'e.actor_user_id', 'u.first_name', 'u.last_name'])
    .where('e.ref_id', '=', refId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.event_id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    event_id: String(r.event_id),
    kind: r.kind,
    actor:
      r.actor_user_id !== null && r.first_name !== null
        ? { user_id: r.actor_user_id, first_name: r.first_name, last_name: r.last_name ?? '' }
        : null,
    details: (r.details && typeof r.details === 'object' ? r.details : {}) as Record<string, unknown>,
    created_at: iso(r.created_at)!,
  }));
}
