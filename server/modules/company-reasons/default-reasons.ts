/** The reasons every new company starts with (the demo companies too); company settings edit them. */
import { DEFAULT_REJECTION_REASONS, DEFAULT_SEPARATION_REASONS } from '../../../contracts/default-reasons.ts';
import type { Db } from '../../db/database.ts';

export async function seedDefaultReasons(db: Db, accountId: number): Promise<void> {
  await db
    .insertInto('rejection_reasons')
    .values(DEFAULT_REJECTION_REASONS.map((r, i) => ({ account_id: accountId, ...r, sort_order: i + 1 })))
    .execute();
  await db
    .insertInto('separation_reasons')
    .values(DEFAULT_SEPARATION_REASONS.map((r, i) => ({ account_id: accountId, ...r, sort_order: i + 1 })))
    .execute();
}
