/** Rejection reasons as company settings read and write them, with how many applications have each. */
import { sql } from 'kysely';
import type {
  ListReasons,
  ReasonOrdering,
  RejectionReasonAdmin,
  RejectionType,
} from '../../../contracts/rejection-reasons.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import type { ReasonListStore, StoredReason } from '../company-reasons/index.ts';

function reasonQuery(db: Db) {
  return db
    .selectFrom('rejection_reasons as r')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('user_trackers')
          .select(['rejection_reason_id', (e) => e.fn.countAll<string>().as('n')])
          .where('rejection_reason_id', 'is not', null)
          .groupBy('rejection_reason_id')
          .as('used'),
      (join) => join.onRef('used.rejection_reason_id', '=', 'r.rejection_reason_id'),
    )
    .select([
      'r.rejection_reason_id',
      'r.account_id',
      'r.rejection_type',
      'r.name',
      'r.is_active',
      'r.sort_order',
      sql<number>`coalesce(used.n, 0)::int`.as('applications'),
    ]);
}

const ORDER: Record<string, 'r.sort_order' | 'r.name' | 'applications'> = {
  sort_order: 'r.sort_order',
  name: 'r.name',
  applications: 'applications',
};

export async function listReasons(
  db: Db,
  query: ListReasons,
): Promise<{ results: RejectionReasonAdmin[]; count: number }> {
  const ordering: ReasonOrdering = query.ordering ?? 'sort_order';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let rows = reasonQuery(db).where('r.account_id', '=', query.account_id);
  let counted = db
    .selectFrom('rejection_reasons')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', query.account_id);
  if (query.rejection_type) {
    rows = rows.where('r.rejection_type', '=', query.rejection_type);
    counted = counted.where('rejection_type', '=', query.rejection_type);
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    rows = rows.where('r.name', 'ilike', pattern);
    counted = counted.where('name', 'ilike', pattern);
  }
  const found = await rows
    .orderBy(ORDER[ordering.replace(/^-/, '')]!, ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('r.rejection_reason_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await counted.executeTakeFirstOrThrow();
  return { results: found.map((r) => ({ ...r, applications: Number(r.applications) })), count: Number(n) };
}

export async function reasonById(db: Db, id: number, lock = false): Promise<RejectionReasonAdmin | undefined> {
  if (lock)
    await db
      .selectFrom('rejection_reasons')
      .select('rejection_reason_id')
      .where('rejection_reason_id', '=', id)
      .forUpdate()
      .execute();
  const row = await reasonQuery(db).where('r.rejection_reason_id', '=', id).executeTakeFirst();
  return row && { ...row, applications: Number(row.applications) };
}

export async function nameTaken(
  db: Db,
  accountId: number,
  type: RejectionType,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('rejection_reasons')
    .select('rejection_reason_id')
    .where('account_id', '=', accountId)
    .where('rejection_type', '=', type)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('rejection_reason_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertReason(db: Db, accountId: number, type: RejectionType, name: string): Promise<number> {
  const last = await db
    .selectFrom('rejection_reasons')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('account_id', '=', accountId)
    .where('rejection_type', '=', type)
    .executeTakeFirst();
  const row = await db
    .insertInto('rejection_reasons')
    .values({ account_id: accountId, rejection_type: type, name, sort_order: Number(last?.m ?? 0) + 1 })
    .returning('rejection_reason_id')
    .executeTakeFirstOrThrow();
  return row.rejection_reason_id;
}

export async function updateReason(
  db: Db,
  id: number,
  value: { name?: string; rejection_type?: RejectionType; is_active?: boolean },
): Promise<void> {
  await db.updateTable('rejection_reasons').set(value).where('rejection_reason_id', '=', id).execute();
}

/** Moves the reason's applications to `replacement`; answers how many moved. */
export async function replaceOnApplications(db: Db, id: number, replacement: number): Promise<number> {
  const result = await db
    .updateTable('user_trackers')
    .set({ rejection_reason_id: replacement })
    .where('rejection_reason_id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteReason(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rejection_reasons').where('rejection_reason_id', '=', id).execute();
}

const stored = (reason: RejectionReasonAdmin): StoredReason<RejectionType> => ({
  id: reason.rejection_reason_id,
  account_id: reason.account_id,
  type: reason.rejection_type,
  name: reason.name,
  is_active: reason.is_active,
  uses: reason.applications,
});

/** Rejection reasons for the company reason-list rules: in use on applications (user_trackers). */
export const rejectionReasonStore: ReasonListStore<RejectionType> = {
  async byId(db, id, lock) {
    const reason = await reasonById(db, id, lock);
    return reason && stored(reason);
  },
  nameTaken,
  insert: insertReason,
  update: (db, id, value) =>
    updateReason(db, id, { name: value.name, rejection_type: value.type, is_active: value.is_active }),
  replaceUses: (db, reason, replacement) => replaceOnApplications(db, reason.id, replacement.id),
  remove: deleteReason,
};
