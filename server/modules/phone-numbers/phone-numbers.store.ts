/** A company's phone numbers as company settings read and write them. */
import type {
  ListPhoneNumbers,
  PhoneNumber,
  PhoneOrdering,
  SavePhoneNumber,
} from '../../../contracts/phone-numbers.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../../db/escape-like.ts';

const COLUMNS = ['phone_number_id', 'account_id', 'label', 'phone_number', 'is_active', 'created_at'] as const;
const publicNumber = (row: Omit<PhoneNumber, 'created_at'> & { created_at: Date }): PhoneNumber => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

export async function listNumbers(db: Db, query: ListPhoneNumbers): Promise<{ results: PhoneNumber[]; count: number }> {
  const ordering: PhoneOrdering = query.ordering ?? 'label';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let rows = db.selectFrom('account_phone_numbers').select(COLUMNS).where('account_id', '=', query.account_id);
  let counted = db
    .selectFrom('account_phone_numbers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', query.account_id);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const digits = query.search.replace(/[\s().-]/g, '');
    const matches = (eb: ExpressionBuilder<Database, 'account_phone_numbers'>) =>
      eb.or([
        eb('label', 'ilike', pattern),
        ...(digits ? [eb('phone_number', 'like', `%${escapeLike(digits)}%`)] : []),
      ]);
    rows = rows.where(matches);
    counted = counted.where(matches);
  }
  const column = ordering.replace(/^-/, '') as 'label' | 'created_at';
  const found = await rows
    .orderBy(column, ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('phone_number_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await counted.executeTakeFirstOrThrow();
  return { results: found.map(publicNumber), count: Number(n) };
}

export async function numberById(db: Db, id: number, lock = false): Promise<PhoneNumber | undefined> {
  let query = db.selectFrom('account_phone_numbers').select(COLUMNS).where('phone_number_id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && publicNumber(row);
}

export async function numberTaken(db: Db, accountId: number, phoneNumber: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('account_phone_numbers')
    .select('phone_number_id')
    .where('account_id', '=', accountId)
    .where('phone_number', '=', phoneNumber);
  if (exceptId !== undefined) query = query.where('phone_number_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertNumber(db: Db, accountId: number, value: SavePhoneNumber): Promise<number> {
  return (
    await db
      .insertInto('account_phone_numbers')
      .values({ account_id: accountId, ...value })
      .returning('phone_number_id')
      .executeTakeFirstOrThrow()
  ).phone_number_id;
}

export async function updateNumber(
  db: Db,
  id: number,
  value: Partial<SavePhoneNumber> & { is_active?: boolean },
): Promise<void> {
  await db.updateTable('account_phone_numbers').set(value).where('phone_number_id', '=', id).execute();
}
