/**
 * The job-profile dashboards' summaries (decision D164): what a board's queries compute for a
 * profile (dashboard-boards.store.ts), kept per profile and board so that opening a board reads one
 * row. The 'dashboard-summaries' job (D143, D157) recomputes only the profiles that the triggers
 * of migrations 0084 and 0090 marked (D172: every write a board reads, from the employees to their
 * hired-from applications' scores and interviews and their users' experience), one profile per
 * transaction, with the same queries as the live board, so the figures are the live ones as of
 * `refreshed_at`: the transaction's start, before the marks are taken, so every write committed
 * before then is counted and a later one marks the profile again. An unmarked profile is never
 * recomputed, however old its summary; the one figure that moves without a write (a current job's
 * years, counted up to today) dates its summary (`counted_to`), which is marked again the next day.
 */
import { sql } from 'kysely';
import { BOARD_POINTS_MAX, PROFILE_BOARDS, type ProfileBoard } from '../../../contracts/job-profile-dashboards.ts';
import type { Db } from '../../db/database.ts';
import type { EmployeeScope } from '../people/index.ts';
import * as store from './dashboard-boards.store.ts';

/** A board's figures, as computed live or as kept by the last refresh (`refreshedAt`). */
export interface BoardFigures {
  counts: { participants: number; left: number; rated: number };
  stats: store.MeasureStats[];
  points: store.MeasurePoint[];
  refreshedAt: Date | null;
}

/** A run stops taking profiles after this long (checked between profiles), inside the queue's lease with the company dashboards' refresh. */
const RUN_BUDGET_MS = 60_000;

/** The board computed from the live tables. */
export async function liveBoard(
  db: Db,
  accountId: number,
  jobId: number,
  board: ProfileBoard,
  scope: EmployeeScope = {},
): Promise<BoardFigures> {
  const [stats, points, counts] = await Promise.all([
    store.boardStats(db, accountId, jobId, board, scope),
    store.boardPoints(db, accountId, jobId, board, BOARD_POINTS_MAX, scope),
    store.boardCounts(db, accountId, jobId, scope),
  ]);
  return { counts, stats, points, refreshedAt: null };
}

/** The board as the last refresh kept it; undefined before the profile's first refresh. */
export async function storedBoard(db: Db, jobId: number, board: ProfileBoard): Promise<BoardFigures | undefined> {
  const r = await sql<{
    refreshed_at: Date;
    participant_count: number;
    left_count: number;
    rated_count: number;
    measures: store.MeasureStats[];
    points: store.MeasurePoint[];
  }>`
    select refreshed_at, participant_count, left_count, rated_count, measures, points from job_profile_board_summaries where job_id = ${jobId} and board = ${board}`.execute(
    db,
  );
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    counts: { participants: row.participant_count, left: row.left_count, rated: row.rated_count },
    stats: row.measures,
    points: row.points,
    refreshedAt: new Date(row.refreshed_at),
  };
}

/** Recomputes one marked profile in its own transaction; false when no mark is left. */
async function refreshOne(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    const now = await sql<{ at: Date }>`select now() as at`.execute(trx);
    const next = await sql<{
      job_id: number;
    }>`select job_id from job_profile_summary_changes order by change_id limit 1`.execute(trx);
    const jobId = next.rows[0]?.job_id;
    if (jobId === undefined) return false;
    await sql`delete from job_profile_summary_changes where job_id = ${jobId}`.execute(trx);
    const job = await sql<{ account_id: number }>`select account_id from jobs where job_id = ${jobId}`.execute(trx);
    const accountId = job.rows[0]?.account_id;
    if (accountId === undefined) return true;
    for (const board of PROFILE_BOARDS) {
      const { counts, stats, points } = await liveBoard(trx, accountId, jobId, board);
      const countedTo = (await store.countsToToday(trx, accountId, jobId, board)) ? sql`current_date` : sql`null::date`;
      await sql`insert into job_profile_board_summaries (job_id, board, refreshed_at, participant_count, left_count, rated_count, measures, points, counted_to)
        values (${jobId}, ${board}, ${now.rows[0]!.at}, ${counts.participants}, ${counts.left}, ${counts.rated}, ${JSON.stringify(stats)}::jsonb, ${JSON.stringify(points)}::jsonb, ${countedTo})
        on conflict (job_id, board) do update set refreshed_at = excluded.refreshed_at, participant_count = excluded.participant_count,
          left_count = excluded.left_count, rated_count = excluded.rated_count, measures = excluded.measures, points = excluded.points, counted_to = excluded.counted_to`.execute(
        trx,
      );
    }
    return true;
  });
}

/** One run: marks the summaries that counted a current job up to an earlier day, then recomputes marked profiles until none is left or the budget is spent; returns how many. */
export async function refreshProfileSummaries(db: Db, budgetMs = RUN_BUDGET_MS): Promise<number> {
  const start = Date.now();
  await sql`insert into job_profile_summary_changes (job_id)
    select distinct job_id from job_profile_board_summaries s where s.counted_to < current_date
      and not exists (select 1 from job_profile_summary_changes c where c.job_id = s.job_id)`.execute(db);
  let profiles = 0;
  while (Date.now() - start <= budgetMs && (await refreshOne(db))) profiles++;
  return profiles;
}
