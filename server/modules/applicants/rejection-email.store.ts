/** The rejection mails waiting in the job queue (rejection-email.ts) and the company's delay: the only SQL about them. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { REJECTION_DELAY_PREFERENCE, rejectionDelayOf } from '../../../contracts/rejection-email.ts';

export const REJECTION_EMAIL_JOB = 'rejection-email';

/** Finishes the waiting rejection mails of these applications; answers the ref_ids that had one. */
export async function cancelWaiting(db: Db, refIds: readonly string[]): Promise<string[]> {
  if (refIds.length === 0) return [];
  const rows = await db
    .updateTable('background_jobs')
    .set({ finished_at: sql<Date>`now()`, locked_until: null, last_error: 'cancelled: the rejection was undone' })
    .where('kind', '=', REJECTION_EMAIL_JOB)
    .where('finished_at', 'is', null)
    .where(sql<string>`payload->>'ref_id'`, 'in', [...refIds])
    .returning(sql<string>`payload->>'ref_id'`.as('ref_id'))
    .execute();
  return [...new Set(rows.map((r) => r.ref_id))];
}

/** When the application was rejected (null: it is not rejected now), read under its row lock. */
export async function rejectedAt(db: Db, refId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('user_trackers')
    .select(['status', 'rejected_at'])
    .where('ref_id', '=', refId)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row?.status === 'rejected' ? row.rejected_at : null;
}

export async function rejectedAtOf(db: Db, refIds: readonly string[]): Promise<Map<string, Date>> {
  if (refIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_trackers')
    .select(['ref_id', 'rejected_at'])
    .where('ref_id', 'in', [...refIds])
    .execute();
  return new Map(rows.flatMap((r) => (r.rejected_at ? [[r.ref_id, r.rejected_at] as const] : [])));
}

export async function sender(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'email'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Each company's delay in minutes (D266): the preference, or the default when never set. */
export async function delaysOf(db: Db, accountIds: readonly number[]): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('account_preferences')
    .select(['account_id', 'value'])
    .where('account_id', 'in', [...accountIds])
    .where('keyname', '=', REJECTION_DELAY_PREFERENCE)
    .execute();
  const stored = new Map(rows.map((r) => [r.account_id, r.value]));
  return new Map(accountIds.map((id) => [id, rejectionDelayOf(stored.get(id))]));
}

export async function saveDelay(db: Db, accountId: number, minutes: number): Promise<void> {
  const value = String(minutes);
  await db
    .insertInto('account_preferences')
    .values({ account_id: accountId, keyname: REJECTION_DELAY_PREFERENCE, value })
    .onConflict((oc) => oc.columns(['account_id', 'keyname']).doUpdateSet({ value }))
    .execute();
}

/**
 * Whether the rejection an undo takes back already sent its mail: an `emailed` event of a rejection
 * mail after the application's latest `rejected` event. Read under the application's row lock, which
 * the job that sends a waiting mail takes too.
 */
export async function rejectionMailWent(db: Db, refId: string): Promise<boolean> {
  const row = await db
    .selectFrom('job_events as e')
    .select('e.event_id')
    .where('e.ref_id', '=', refId)
    .where('e.kind', '=', 'emailed')
    .where(sql<string>`e.details->>'rejection'`, '=', 'true')
    .where(
      'e.event_id',
      '>',
      db
        .selectFrom('job_events as r')
        .select(sql<string>`max(r.event_id)`.as('last'))
        .where('r.ref_id', '=', refId)
        .where('r.kind', '=', 'rejected'),
    )
    .executeTakeFirst();
  return row !== undefined;
}
