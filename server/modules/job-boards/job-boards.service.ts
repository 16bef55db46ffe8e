/** Job-board feeds (contracts/job-boards.ts): company settings access, judged before written, audited. */
import { BOARD_NAME_MAX, type JobBoard, type SaveBoard } from '../../../contracts/job-boards.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { HttpError } from '../../http/http-error.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import { audit } from '../../audit/audit-trail.ts';
import { careerSlugFor } from '../job-postings/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './job-boards.store.ts';
import { requestBoardDistribution } from '../job-distribution/index.ts';

/** The name a company's first feed gets. */
export const FIRST_BOARD_NAME = 'Job board feed';

function judgedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed)
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
      { prop: 'name', message: 'Enter a name.' },
    ]);
  if (trimmed.length > BOARD_NAME_MAX)
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
      { prop: 'name', message: `Use at most ${BOARD_NAME_MAX} characters.` },
    ]);
  return trimmed;
}

// The endpoints naming the company are checked by their 'company-settings' permission (server/http/endpoint-access.ts).
export async function listBoards(db: Db, accountId: number) {
  const slug = await careerSlugFor(db, accountId);
  let boards = await store.listBoards(db, accountId, slug);
  if (boards.length === 0) {
    await db.transaction().execute(async (trx) => {
      await lockCompany(trx, accountId);
      if ((await store.listBoards(trx, accountId, slug)).length === 0)
        await store.insertBoard(trx, accountId, FIRST_BOARD_NAME);
    });
    boards = await store.listBoards(db, accountId, slug);
  }
  return { results: boards, career_page_path: `/careers/${slug}` };
}

/** The board with its feed's path (the endpoints' permission checked its company: the one named, or the board's, their `resource`). */
async function boardWithFeed(db: Db, boardId: number): Promise<JobBoard> {
  const board = await store.findBoard(db, boardId);
  if (!board) throw resourceNotFound('job-board');
  return { ...board, feed_path: store.feedPath(await careerSlugFor(db, board.account_id), board.job_board_id) };
}

export async function getBoard(db: Db, boardId: number): Promise<JobBoard> {
  return boardWithFeed(db, boardId);
}

export async function createBoard(db: Db, viewer: LoadedUser, accountId: number, name: string): Promise<JobBoard> {
  const value = judgedName(name);
  const id = await db.transaction().execute(async (trx) => {
    const boardId = await store.insertBoard(trx, accountId, value);
    await audit(trx, {
      event: 'job_board_created',
      actorUserId: viewer.user_id,
      accountId,
      details: { job_board_id: boardId, name: value },
    });
    return boardId;
  });
  return boardWithFeed(db, id);
}

export async function updateBoard(db: Db, viewer: LoadedUser, boardId: number, body: SaveBoard): Promise<JobBoard> {
  const before = await boardWithFeed(db, boardId);
  const value = { ...body, name: judgedName(body.name) };
  await db.transaction().execute(async (trx) => {
    await store.updateBoard(trx, boardId, value);
    await audit(trx, {
      event: 'job_board_changed',
      actorUserId: viewer.user_id,
      accountId: before.account_id,
      details: { job_board_id: boardId, is_enabled: value.is_enabled, includes: value.includes },
    });
    // A push board follows at once too: what it should now show is sent, what it should not, closed.
    await requestBoardDistribution(trx, boardId);
  });
  return boardWithFeed(db, boardId);
}
