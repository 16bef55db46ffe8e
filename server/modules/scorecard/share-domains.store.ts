/** The domains a company's scorecard shares may go to: account preference SCORECARD_SHARE_DOMAINS, comma-separated. */
import type { Db } from '../../db/database.ts';

export const SHARE_DOMAINS_PREFERENCE = 'SCORECARD_SHARE_DOMAINS';

export async function shareDomainsOf(db: Db, accountId: number): Promise<string[]> {
  const preference = await db
    .selectFrom('account_preferences')
    .select('value')
    .where('account_id', '=', accountId)
    .where('keyname', '=', SHARE_DOMAINS_PREFERENCE)
    .executeTakeFirst();
  return (preference?.value ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
}

/** Replaces the list; an empty one removes the preference (company staff only). */
export async function saveShareDomains(db: Db, accountId: number, domains: readonly string[]): Promise<void> {
  if (domains.length === 0) {
    await db
      .deleteFrom('account_preferences')
      .where('account_id', '=', accountId)
      .where('keyname', '=', SHARE_DOMAINS_PREFERENCE)
      .execute();
    return;
  }
  const value = domains.join(',');
  await db
    .insertInto('account_preferences')
    .values({ account_id: accountId, keyname: SHARE_DOMAINS_PREFERENCE, value })
    .onConflict((oc) => oc.columns(['account_id', 'keyname']).doUpdateSet({ value }))
    .execute();
}
