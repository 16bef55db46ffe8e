/** The SQL of job-posting distribution (D239): push boards' connections and what was sent to them. */
import { sql, type SqlBool } from 'kysely';
import type { PushStatus } from '../../../contracts/job-distribution.ts';
import type { Db } from '../../db/database.ts';
import { isLiveSql } from '../../db/live-posting.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { SealedSecret } from '../../secrets/sealed-secret.ts';

/** What a push needs of its board. */
const BOARD_COLUMNS = [
  'job_board_id',
  'account_id',
  'name',
  'is_enabled',
  'includes',
  'delivery',
  'push_shape',
  'endpoint_url',
  'api_key',
  'push_status',
  'push_error',
  'push_checked_at',
] as const;

const selectBoards = (db: Db) => db.selectFrom('job_boards').select(BOARD_COLUMNS);
type StoredBoard = Awaited<ReturnType<ReturnType<typeof selectBoards>['executeTakeFirstOrThrow']>>;
export type BoardRow = Omit<StoredBoard, 'api_key'> & { api_key: SealedSecret };

const keyContext = (boardId: number) => sealContext('job_boards', 'api_key', boardId);
const sealed = (row: StoredBoard): BoardRow => ({
  ...row,
  api_key: SealedSecret.fromStored(row.api_key, keyContext(row.job_board_id)),
});

export async function boardConnection(db: Db, boardId: number): Promise<BoardRow | undefined> {
  const row = await selectBoards(db).where('job_board_id', '=', boardId).executeTakeFirst();
  return row && sealed(row);
}

export async function pushBoardsOfAccount(db: Db, accountId: number): Promise<BoardRow[]> {
  const rows = await db
    .selectFrom('job_boards')
    .select(BOARD_COLUMNS)
    .where('account_id', '=', accountId)
    .where('delivery', '=', 'push')
    .orderBy('job_board_id')
    .execute();
  return rows.map(sealed);
}

export async function saveConnection(
  db: Db,
  boardId: number,
  value: { delivery: 'pull' | 'push'; endpoint_url: string; api_key: string | SealedSecret },
): Promise<void> {
  const apiKey = SealedSecret.toStored(value.api_key, keyContext(boardId));
  await db
    .updateTable('job_boards')
    .set({
      ...value,
      api_key: apiKey,
      push_status: 'unchecked',
      push_error: '',
      push_checked_at: null,
      updated_at: sql`now()`,
    })
    .where('job_board_id', '=', boardId)
    .execute();
}

export async function recordCheck(db: Db, boardId: number, result: { ok: boolean; reason: string }): Promise<void> {
  await db
    .updateTable('job_boards')
    .set({
      push_status: result.ok ? 'connected' : 'failing',
      push_error: result.ok ? '' : result.reason.slice(0, 1000),
      push_checked_at: sql`now()`,
    })
    .where('job_board_id', '=', boardId)
    .execute();
}

/**
 * Whether the board should show the posting now: a switched-on push board, the posting live (the
 * career page's rule) and, for a board of marked postings, marked. Null when the posting is gone.
 */
export async function shouldBeOpen(db: Db, board: BoardRow, postingId: number): Promise<boolean | null> {
  const row = await db
    .selectFrom('job_postings as p')
    .innerJoin('jobs as j', 'j.job_id', 'p.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'p.account_id')
    .select([isLiveSql.as('is_live'), 'p.is_on_job_boards'])
    .where('p.job_posting_id', '=', postingId)
    .where('p.account_id', '=', board.account_id)
    .executeTakeFirst();
  if (!row) return null;
  return (
    board.delivery === 'push' &&
    board.is_enabled &&
    Boolean(row.is_live) &&
    (board.includes === 'all' || row.is_on_job_boards)
  );
}

export async function findPush(db: Db, boardId: number, postingId: number) {
  return db
    .selectFrom('job_board_pushes')
    .selectAll()
    .where('job_board_id', '=', boardId)
    .where('job_posting_id', '=', postingId)
    .executeTakeFirst();
}
export type PushRow = NonNullable<Awaited<ReturnType<typeof findPush>>>;

/** Marks the pair queued (made when missing), keeping what was sent before. */
export async function markQueued(
  db: Db,
  board: { job_board_id: number; account_id: number },
  posting: { job_posting_id: number; job_id: number | null; title: string },
): Promise<void> {
  await db
    .insertInto('job_board_pushes')
    .values({
      account_id: board.account_id,
      job_board_id: board.job_board_id,
      job_posting_id: posting.job_posting_id,
      job_id: posting.job_id,
      title: posting.title,
      status: 'queued',
    })
    .onConflict((oc) =>
      oc.columns(['job_board_id', 'job_posting_id']).doUpdateSet({
        status: 'queued',
        title: sql`excluded.title`,
        queued_at: sql`now()`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function savePush(
  db: Db,
  boardId: number,
  postingId: number,
  value: Partial<{
    wanted: 'open' | 'closed';
    status: PushStatus;
    remote_id: string;
    remote_url: string;
    last_error: string;
    payload_digest: string;
    payload_summary: string;
    title: string;
    job_id: number;
    sent: boolean;
    checked: boolean;
  }>,
): Promise<void> {
  const { sent, checked, ...columns } = value;
  await db
    .updateTable('job_board_pushes')
    .set({
      ...columns,
      ...(columns.last_error !== undefined ? { last_error: columns.last_error.slice(0, 1000) } : {}),
      ...(sent ? { sent_at: sql`now()` } : {}),
      ...(checked ? { checked_at: sql`now()` } : {}),
      updated_at: sql`now()`,
    })
    .where('job_board_id', '=', boardId)
    .where('job_posting_id', '=', postingId)
    .execute();
}

/** The company's postings with their requisitions (for queueing them at a board). */
export async function postingsOfAccount(db: Db, accountId: number) {
  return db
    .selectFrom('job_postings')
    .select(['job_posting_id', 'job_id', 'title'])
    .where('account_id', '=', accountId)
    .orderBy('job_posting_id')
    .execute();
}

export async function postingById(db: Db, postingId: number) {
  return db
    .selectFrom('job_postings')
    .select(['job_posting_id', 'job_id', 'title', 'account_id'])
    .where('job_posting_id', '=', postingId)
    .executeTakeFirst();
}

export async function pushesOfPosting(db: Db, postingId: number) {
  return db.selectFrom('job_board_pushes').selectAll().where('job_posting_id', '=', postingId).execute();
}

/** The applications whose source is the board's (named after it, as apply-source.ts makes it). */
const boardSourceIds = (db: Db, board: { account_id: number; name: string }) =>
  db
    .selectFrom('sources')
    .select('source_id')
    .where('account_id', '=', board.account_id)
    .where('source_type', '=', 'job_board')
    .where(sql<SqlBool>`lower(name) = lower(${board.name})`);

export async function applicationsByRequisition(db: Db, board: { account_id: number; name: string }) {
  const rows = await db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select(['t.job_id', 'j.title as job_title', sql<number>`count(*)::int`.as('applications')])
    .where('t.account_id', '=', board.account_id)
    .where('t.source_id', 'in', boardSourceIds(db, board))
    .groupBy(['t.job_id', 'j.title'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('t.job_id')
    .execute();
  return rows.map((r) => ({ job_id: r.job_id, job_title: r.job_title ?? '', applications: Number(r.applications) }));
}

export async function pushesOfBoard(db: Db, boardId: number) {
  return db
    .selectFrom('job_board_pushes')
    .selectAll()
    .where('job_board_id', '=', boardId)
    .orderBy('queued_at', 'desc')
    .orderBy('push_id', 'desc')
    .limit(500)
    .execute();
}

/** Pushes the board has but has not shown yet: their state is asked for again. */
export async function awaitingBoard(db: Db, limit: number) {
  return db
    .selectFrom('job_board_pushes')
    .select(['job_board_id', 'job_posting_id'])
    .where('status', '=', 'sent')
    .where('remote_id', '!=', '')
    .orderBy(sql`coalesce(checked_at, sent_at)`)
    .limit(limit)
    .execute();
}

/**
 * Pairs whose board should now show otherwise than what was last asked of it: a requisition closed,
 * a posting expired, a company suspended, a board switched off, all without a posting being saved.
 */
export async function drifted(db: Db, limit: number) {
  const rows = await sql<{ job_board_id: number; job_posting_id: number }>`
    select x.job_board_id, x.job_posting_id from job_board_pushes x
    join job_boards b on b.job_board_id = x.job_board_id
    left join job_postings p on p.job_posting_id = x.job_posting_id
    left join jobs j on j.job_id = p.job_id
    left join accounts a on a.account_id = p.account_id
    where x.status <> 'queued'
      and (x.wanted = 'open') <> coalesce(b.delivery = 'push' and b.is_enabled and ${isLiveSql}
        and (b.includes = 'all' or p.is_on_job_boards), false)
    order by x.push_id limit ${limit}`.execute(db);
  return rows.rows;
}

export async function connectionsOfAccount(db: Db, accountId: number) {
  return pushBoardsOfAccount(db, accountId);
}

export async function failedPushes(db: Db, accountId: number) {
  return db
    .selectFrom('job_board_pushes as x')
    .innerJoin('job_boards as b', 'b.job_board_id', 'x.job_board_id')
    .select(['x.job_board_id', 'x.last_error', 'x.updated_at'])
    .where('x.account_id', '=', accountId)
    .where('x.status', '=', 'failed')
    .where('b.delivery', '=', 'push')
    .orderBy('x.updated_at', 'desc')
    .execute();
}
