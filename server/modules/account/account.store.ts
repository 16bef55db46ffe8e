import type { Db } from '../../db/database.ts';

export async function loadAccount(db: Db, accountId: number) {
  const account = await db
    .selectFrom('accounts')
    .select(['account_id', 'uuid', 'name', 'logo_url'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!account) return undefined;
  const preferences = await db
    .selectFrom('account_preferences')
    .select(['keyname', 'value'])
    .where('account_id', '=', accountId)
    .orderBy('keyname')
    .execute();
  return { ...account, preferences };
}
