/**
 * What the bulk reject's Undo reads and locks (D490, D504), each one statement over every
 * application named, however many: the Undo costs the same round trips for one as for 500.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface UndoTarget {
  ref_id: string;
  job_id: number;
  account_id: number;
  job_type_id: number;
  /** Removed from its requisition, its requisition deleted, or the person erased: never put back. */
  removed: boolean;
}

/**
 * Locks every named application there is, removed or not (the job sending a waiting mail takes the
 * same row lock): an id this does not answer never belonged to anyone.
 */
export async function lockUndoTargets(db: Db, refIds: string[]): Promise<UndoTarget[]> {
  if (refIds.length === 0) return [];
  const { rows } = await sql<UndoTarget>`
    select t.ref_id, t.job_id, j.account_id, j.job_type_id,
           (t.removed_at is not null or j.deleted_at is not null or u.erased_at is not null) as removed
      from user_trackers t
      join jobs j on j.job_id = t.job_id
      join users u on u.user_id = t.user_id
     where t.ref_id in (${sql.join(refIds)})
     order by t.ref_id
       for update of t`.execute(db);
  return rows;
}

/**
 * Of these applications, those whose latest rejection has sent its mail: an `emailed` event of a
 * rejection mail after their latest `rejected` event. Read after the row locks, in a statement of
 * its own, so it sees a mail the job sent while the Undo waited for a lock.
 */
export async function rejectionMailsWent(db: Db, refIds: readonly string[]): Promise<Set<string>> {
  if (refIds.length === 0) return new Set();
  const { rows } = await sql<{ ref_id: string }>`
    select distinct e.ref_id
      from job_events e
     where e.ref_id in (${sql.join([...refIds])})
       and e.kind = 'emailed'
       and e.details->>'rejection' = 'true'
       and e.event_id > (select max(r.event_id) from job_events r where r.ref_id = e.ref_id and r.kind = 'rejected')`.execute(
    db,
  );
  return new Set(rows.map((r) => r.ref_id));
}
