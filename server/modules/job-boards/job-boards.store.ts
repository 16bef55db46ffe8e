/** The SQL of job-board feeds. */
import { sql } from 'kysely';
import type { BoardIncludes, JobBoard, SaveBoard } from '../../../contracts/job-boards.ts';
import type { Db } from '../../db/database.ts';

/** Postings a board's feed lists now: live ones (isLiveSql, server/db/live-posting.ts), marked ones only when it says so. */
const postingCount = sql<number>`(select count(*)::int from job_postings p
  join jobs j on j.job_id = p.job_id join accounts a on a.account_id = p.account_id
  where p.account_id = b.account_id and p.status = 'published' and j.is_accepting_applications and j.deleted_at is null
    and a.suspended_at is null and (p.valid_through is null or p.valid_through >= current_date)
    and (b.includes = 'all' or p.is_on_job_boards))`;

export async function listBoards(db: Db, accountId: number, slug: string): Promise<JobBoard[]> {
  const rows = await db
    .selectFrom('job_boards as b')
    .select([
      'b.job_board_id',
      'b.account_id',
      'b.name',
      'b.is_enabled',
      'b.includes',
      'b.delivery',
      postingCount.as('posting_count'),
    ])
    .where('b.account_id', '=', accountId)
    .orderBy('b.job_board_id')
    .execute();
  return rows.map((row) => ({ ...row, feed_path: feedPath(slug, row.job_board_id) }));
}

export function feedPath(slug: string, boardId: number): string {
  return `/careers/${slug}/feeds/${boardId}.xml`;
}

export async function findBoard(db: Db, boardId: number) {
  return db
    .selectFrom('job_boards as b')
    .select([
      'b.job_board_id',
      'b.account_id',
      'b.name',
      'b.is_enabled',
      'b.includes',
      'b.delivery',
      postingCount.as('posting_count'),
    ])
    .where('b.job_board_id', '=', boardId)
    .executeTakeFirst();
}

export async function insertBoard(db: Db, accountId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('job_boards')
    .values({ account_id: accountId, name })
    .returning('job_board_id')
    .executeTakeFirstOrThrow();
  return row.job_board_id;
}

export async function updateBoard(db: Db, boardId: number, value: SaveBoard): Promise<void> {
  await db
    .updateTable('job_boards')
    .set({
      name: value.name,
      is_enabled: value.is_enabled,
      includes: value.includes as BoardIncludes,
      updated_at: sql`now()`,
    })
    .where('job_board_id', '=', boardId)
    .execute();
}
