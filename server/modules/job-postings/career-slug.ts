/**
 * The company's part of its public addresses (/careers/{career_slug}). Companies that existed
 * before postings got one from their name (migration 0052); a newer company gets one the first
 * time it needs it, its name in lower-case words, with its id added when another company has it.
 */
import { sql } from 'kysely';
import { addressWords } from '../../../contracts/job-posting-rules.ts';
import type { Db } from '../../db/database.ts';

export async function careerSlugFor(db: Db, accountId: number): Promise<string> {
  const account = await db
    .selectFrom('accounts')
    .select(['name', 'career_slug'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (account.career_slug) return account.career_slug;
  const base = addressWords(account.name);
  const taken =
    base && (await db.selectFrom('accounts').select('account_id').where('career_slug', '=', base).executeTakeFirst());
  const slug = !base || taken ? `${base || 'company'}-${accountId}` : base;
  // Two first requests at once agree: the second keeps what the first wrote.
  await sql`update accounts set career_slug = ${slug} where account_id = ${accountId} and career_slug is null`.execute(
    db,
  );
  const stored = await db
    .selectFrom('accounts')
    .select('career_slug')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return stored.career_slug!;
}
