/** The SQL of accommodation requests (migration 0093, D200). */
import type {
  AccommodationKind,
  AccommodationRequest,
  AccommodationStatus,
} from '../../../contracts/accommodation-kinds.ts';
import type { Db } from '../../db/database.ts';

export interface OwnApplication {
  ref_id: string;
  user_id: number;
  job_id: number;
  account_id: number;
}

/** The candidate's own live application, or undefined (someone else's, removed, or none). */
export async function ownApplication(db: Db, refId: string, userId: number): Promise<OwnApplication | undefined> {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select(['t.ref_id', 't.user_id', 't.job_id', 't.account_id'])
    .where('t.ref_id', '=', refId)
    .where('t.user_id', '=', userId)
    .where('t.removed_at', 'is', null)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export async function requestsOf(db: Db, refId: string): Promise<AccommodationRequest[]> {
  const rows = await db
    .selectFrom('accommodation_requests')
    .select([
      'accommodation_request_id',
      'kinds',
      'note',
      'status',
      'time_multiplier',
      'decision_note',
      'created_at',
      'decided_at',
    ])
    .where('ref_id', '=', refId)
    .orderBy('created_at', 'desc')
    .orderBy('accommodation_request_id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    time_multiplier: r.time_multiplier === null ? null : Number(r.time_multiplier),
    created_at: iso(r.created_at)!,
    decided_at: iso(r.decided_at),
  }));
}

/** Every kind an approved request of the application granted (D200), for the timed screens (D214). */
export async function approvedKindsOf(db: Db, refId: string): Promise<AccommodationKind[]> {
  const rows = await db
    .selectFrom('accommodation_requests')
    .select('kinds')
    .where('ref_id', '=', refId)
    .where('status', '=', 'approved')
    .execute();
  return [...new Set(rows.flatMap((r) => r.kinds))];
}

export async function timeAccommodationOf(db: Db, refId: string): Promise<number> {
  const row = await db
    .selectFrom('user_trackers')
    .select('time_accommodation')
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  return Number(row.time_accommodation);
}

export async function setTimeAccommodation(db: Db, refId: string, multiplier: number): Promise<void> {
  await db.updateTable('user_trackers').set({ time_accommodation: multiplier }).where('ref_id', '=', refId).execute();
}

export async function hasPending(db: Db, refId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accommodation_requests')
    .select('accommodation_request_id')
    .where('ref_id', '=', refId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRequest(
  db: Db,
  row: { ref_id: string; kinds: AccommodationKind[]; note: string; requested_by: number },
): Promise<number> {
  const inserted = await db
    .insertInto('accommodation_requests')
    .values(row)
    .returning('accommodation_request_id')
    .executeTakeFirstOrThrow();
  return inserted.accommodation_request_id;
}

/** The request, locked for its decision; undefined when it is not this application's. */
export async function requestForDecision(db: Db, refId: string, requestId: number) {
  return db
    .selectFrom('accommodation_requests')
    .select(['accommodation_request_id', 'kinds', 'status'])
    .where('ref_id', '=', refId)
    .where('accommodation_request_id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

export async function decide(
  db: Db,
  requestId: number,
  decision: {
    status: Exclude<AccommodationStatus, 'pending'>;
    time_multiplier: number | null;
    decision_note: string;
    decided_by: number;
  },
): Promise<void> {
  await db
    .updateTable('accommodation_requests')
    .set({ ...decision, decided_at: new Date() })
    .where('accommodation_request_id', '=', requestId)
    .execute();
}
