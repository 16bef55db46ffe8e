/**
 * Separation reasons as company settings read and write them. A reason is in use on the company's
 * employees whose separation type matches and whose reason is its name (trimmed, case ignored).
 */
import { sql } from 'kysely';
import type {
  ListSeparationReasons,
  SeparationReason,
  SeparationReasonOrdering,
  SeparationType,
} from '../../../contracts/separation-reasons.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import type { ReasonListStore } from '../company-reasons/index.ts';

const employeesOf = sql<number>`(select count(*)::int from employees e
  where e.account_id = r.account_id and e.separation_type = r.separation_type and lower(trim(e.separation_reason)) = lower(r.name))`;

function reasonQuery(db: Db) {
  return db
    .selectFrom('separation_reasons as r')
    .select([
      'r.separation_reason_id',
      'r.account_id',
      'r.separation_type',
      'r.name',
      'r.is_active',
      'r.sort_order',
      employeesOf.as('employees'),
    ]);
}

const ORDER: Record<string, 'r.sort_order' | 'r.name' | 'employees'> = {
  sort_order: 'r.sort_order',
  name: 'r.name',
  employees: 'employees',
};

export async function listReasons(
  db: Db,
  query: ListSeparationReasons,
): Promise<{ results: SeparationReason[]; count: number }> {
  const ordering: SeparationReasonOrdering = query.ordering ?? 'sort_order';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let rows = reasonQuery(db).where('r.account_id', '=', query.account_id);
  let counted = db
    .selectFrom('separation_reasons as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.account_id', '=', query.account_id);
  if (query.separation_type) {
    rows = rows.where('r.separation_type', '=', query.separation_type);
    counted = counted.where('r.separation_type', '=', query.separation_type);
  }
  if (query.is_active) {
    rows = rows.where('r.is_active', '=', query.is_active === 'true');
    counted = counted.where('r.is_active', '=', query.is_active === 'true');
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    rows = rows.where('r.name', 'ilike', pattern);
    counted = counted.where('r.name', 'ilike', pattern);
  }
  const found = await rows
    .orderBy(ORDER[ordering.replace(/^-/, '')]!, ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('r.separation_reason_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await counted.executeTakeFirstOrThrow();
  return { results: found, count: Number(n) };
}

export async function reasonById(db: Db, id: number, lock = false): Promise<SeparationReason | undefined> {
  if (lock)
    await db
      .selectFrom('separation_reasons')
      .select('separation_reason_id')
      .where('separation_reason_id', '=', id)
      .forUpdate()
      .execute();
  return reasonQuery(db).where('r.separation_reason_id', '=', id).executeTakeFirst();
}

/** Renames the reason on the employees that have it, so they keep it. */
async function renameOnEmployees(
  db: Db,
  reason: { account_id: number; separation_type: SeparationType; name: string },
  name: string,
): Promise<number> {
  const result = await db
    .updateTable('employees')
    .set({ separation_reason: name })
    .where('account_id', '=', reason.account_id)
    .where('separation_type', '=', reason.separation_type)
    .where(sql<boolean>`lower(trim(separation_reason)) = lower(${reason.name})`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Separation reasons for the company reason-list rules: in use on employees. */
export const separationReasonStore: ReasonListStore<SeparationType> = {
  async byId(db, id, lock) {
    const reason = await reasonById(db, id, lock);
    return (
      reason && {
        id: reason.separation_reason_id,
        account_id: reason.account_id,
        type: reason.separation_type,
        name: reason.name,
        is_active: reason.is_active,
        uses: reason.employees,
      }
    );
  },
  async nameTaken(db, accountId, type, name, exceptId) {
    let query = db
      .selectFrom('separation_reasons')
      .select('separation_reason_id')
      .where('account_id', '=', accountId)
      .where('separation_type', '=', type)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId !== undefined) query = query.where('separation_reason_id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },
  async insert(db, accountId, type, name) {
    const last = await db
      .selectFrom('separation_reasons')
      .select((eb) => eb.fn.max('sort_order').as('m'))
      .where('account_id', '=', accountId)
      .where('separation_type', '=', type)
      .executeTakeFirst();
    const row = await db
      .insertInto('separation_reasons')
      .values({ account_id: accountId, separation_type: type, name, sort_order: Number(last?.m ?? 0) + 1 })
      .returning('separation_reason_id')
      .executeTakeFirstOrThrow();
    return row.separation_reason_id;
  },
  async update(db, id, value) {
    if (value.name !== undefined) {
      const before = (await reasonById(db, id))!;
      if (value.name !== before.name) await renameOnEmployees(db, before, value.name);
    }
    await db
      .updateTable('separation_reasons')
      .set({ name: value.name, separation_type: value.type, is_active: value.is_active })
      .where('separation_reason_id', '=', id)
      .execute();
  },
  async replaceUses(db, reason, replacement) {
    return renameOnEmployees(
      db,
      { account_id: reason.account_id, separation_type: reason.type, name: reason.name },
      replacement.name,
    );
  },
  async remove(db, id) {
    await db.deleteFrom('separation_reasons').where('separation_reason_id', '=', id).execute();
  },
};
