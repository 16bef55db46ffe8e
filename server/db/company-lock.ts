import type { Db } from './database.ts';

/**
 * The company's row lock, held to the end of the transaction: changes to a company's own lists
 * that must see each other (a name taken once, one copy of a template at a time, the last admin
 * kept) queue on it, on PostgreSQL and PGlite alike.
 */
export async function lockCompany(trx: Db, accountId: number): Promise<void> {
  await trx.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).forUpdate().execute();
}
