/**
 * Where an application came from, as the Apply link of a posting page says it: `career` (the
 * company's career page) or `board-{id}` (one of its job-board feeds). Each becomes the company's
 * source of that name, made the first time it is needed, so the source-effectiveness figures
 * count it. A board of another company, or an unknown word, records no source.
 */
import { sql } from 'kysely';
import { APPLY_SOURCE_PATTERN } from '../../../contracts/job-posting-rules.ts';
import type { SourceType } from '../../../contracts/company-settings.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';

export const CAREER_PAGE_SOURCE_NAME = 'Career page';

async function sourceNamed(db: Db, accountId: number, name: string, type: SourceType): Promise<number> {
  // Two first applications at once must not make the source twice.
  await lockCompany(db, accountId);
  const found = await db
    .selectFrom('sources')
    .select('source_id')
    .where('account_id', '=', accountId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .orderBy('source_id')
    .executeTakeFirst();
  if (found) return found.source_id;
  const made = await db
    .insertInto('sources')
    .values({ account_id: accountId, name, source_type: type })
    .returning('source_id')
    .executeTakeFirstOrThrow();
  return made.source_id;
}

/** Call inside the application's transaction (it may add a source). */
export async function applySourceId(
  db: Db,
  accountId: number,
  source: string | null | undefined,
): Promise<number | null> {
  if (!source || !APPLY_SOURCE_PATTERN.test(source)) return null;
  if (source === 'career') return sourceNamed(db, accountId, CAREER_PAGE_SOURCE_NAME, 'career_page');
  const board = await db
    .selectFrom('job_boards')
    .select('name')
    .where('job_board_id', '=', Number(source.slice('board-'.length)))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return board ? sourceNamed(db, accountId, board.name, 'job_board') : null;
}
