/** The one query the access layer makes of its own: does a company exist (for provider admins, who may name any). */
import type { Db } from '../db/database.ts';

export async function companyExists(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}
