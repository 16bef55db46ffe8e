/**
 * A board's distribution settings and record (contracts/job-distribution.ts, D239): whether the
 * board reads its feed or is sent each posting, its API address and key (never sent back; an empty
 * key on save keeps the kept one, for the same address only), the check of that key, and what was
 * sent per posting, with staff's Retry. The endpoints' permission checked the board's company
 * (server/http/endpoint-access.ts); every change is audited.
 */
import type { BoardDistribution, SaveBoardConnection } from '../../../contracts/job-distribution.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import { BoardError } from '../../integrations/job-distribution/board-adapter.ts';
import { ADAPTERS, jobBoardNetworkPolicy } from '../../integrations/job-distribution/postings-json.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { requestBoardDistribution, requestRetry } from './job-distribution.jobs.ts';
import * as store from './job-distribution.store.ts';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

function summaryOf(value: unknown): { title: string; location: string; apply_url: string } {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown> | null;
  const text = (key: string) => (typeof parsed?.[key] === 'string' ? (parsed[key] as string) : '');
  return { title: text('title'), location: text('location'), apply_url: text('apply_url') };
}

async function loaded(db: Db, boardId: number): Promise<store.BoardRow> {
  const board = await store.boardConnection(db, boardId);
  if (!board) throw resourceNotFound('job-board');
  return board;
}

export async function distributionOf(db: Db, boardId: number): Promise<BoardDistribution> {
  const board = await loaded(db, boardId);
  const byRequisition = await store.applicationsByRequisition(db, board);
  const countOf = new Map(byRequisition.map((r) => [r.job_id, r.applications]));
  const pushes = await store.pushesOfBoard(db, boardId);
  return {
    job_board_id: board.job_board_id,
    delivery: board.delivery,
    endpoint_url: board.endpoint_url,
    has_api_key: !board.api_key.isEmpty,
    connection_status: board.push_status,
    connection_error: board.push_error,
    checked_at: iso(board.push_checked_at),
    postings: pushes.map((p) => ({
      job_posting_id: p.job_posting_id,
      job_id: p.job_id,
      title: p.title,
      status: p.status,
      remote_id: p.remote_id,
      remote_url: p.remote_url,
      last_error: p.last_error,
      sent_at: iso(p.sent_at),
      queued_at: iso(p.queued_at)!,
      sent: { ...summaryOf(p.payload_summary), digest: p.payload_digest },
      applications: p.job_id === null ? 0 : (countOf.get(p.job_id) ?? 0),
    })),
    applications_by_requisition: byRequisition,
    source_name: board.name,
  };
}

function refuse(prop: string, message: string): never {
  throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [{ prop, message }]);
}

function judgedAddress(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse('endpoint_url', 'Enter the board’s API address, starting with https://.');
  }
  const plainAllowed = jobBoardNetworkPolicy().allowPrivate;
  if (!(url.protocol === 'https:' || (plainAllowed && url.protocol === 'http:')))
    refuse('endpoint_url', 'Enter the board’s API address, starting with https://.');
  if (url.username || url.password || url.hash) refuse('endpoint_url', 'Enter the address without a user name or #.');
  return value.replace(/\/+$/, '');
}

/** Checks the board's address and key now and records how it went. */
export async function checkBoard(db: Db, board: store.BoardRow): Promise<{ ok: boolean; reason: string }> {
  let result: { ok: boolean; reason: string };
  try {
    await ADAPTERS[board.push_shape].test({ endpointUrl: board.endpoint_url, apiKey: board.api_key.reveal() });
    result = { ok: true, reason: '' };
  } catch (error) {
    if (!(error instanceof BoardError)) throw error;
    result = { ok: false, reason: error.message };
  }
  await store.recordCheck(db, board.job_board_id, result);
  return result;
}

export async function saveConnection(
  db: Db,
  viewer: LoadedUser,
  boardId: number,
  body: SaveBoardConnection,
): Promise<BoardDistribution> {
  const before = await loaded(db, boardId);
  const isPush = body.delivery === 'push';
  const endpoint = body.endpoint_url === '' && !isPush ? '' : judgedAddress(body.endpoint_url);
  // The kept key goes only to the address it was typed for.
  const keepsKey = body.api_key === '' && !before.api_key.isEmpty && before.endpoint_url === endpoint;
  if (isPush && body.api_key === '' && !keepsKey) refuse('api_key', 'Enter the board’s API key.');
  const apiKey = body.api_key !== '' ? body.api_key : keepsKey ? before.api_key : '';
  await db.transaction().execute(async (trx) => {
    await store.saveConnection(trx, boardId, { delivery: body.delivery, endpoint_url: endpoint, api_key: apiKey });
    await audit(trx, {
      event: 'job_board_connection_changed',
      actorUserId: viewer.user_id,
      accountId: before.account_id,
      details: {
        job_board_id: boardId,
        delivery: { from: before.delivery, to: body.delivery },
        endpoint_url: { from: before.endpoint_url, to: endpoint },
        api_key_changed: body.api_key !== '' || (!keepsKey && !before.api_key.isEmpty),
      },
    });
    // Pushing starts (or, switched to the feed, what was pushed is closed) through the queue.
    if (isPush || before.delivery === 'push') await requestBoardDistribution(trx, boardId);
  });
  if (isPush) await checkBoard(db, await loaded(db, boardId));
  return distributionOf(db, boardId);
}

export async function testConnection(db: Db, viewer: LoadedUser, boardId: number): Promise<BoardDistribution> {
  const board = await loaded(db, boardId);
  if (board.delivery !== 'push' || !board.endpoint_url)
    refuse('delivery', 'This board reads its feed: there is no API to test.');
  await checkBoard(db, board);
  await audit(db, {
    event: 'job_board_connection_tested',
    actorUserId: viewer.user_id,
    accountId: board.account_id,
    details: { job_board_id: boardId },
  });
  return distributionOf(db, boardId);
}

export async function retryPosting(
  db: Db,
  viewer: LoadedUser,
  boardId: number,
  postingId: number,
): Promise<BoardDistribution> {
  const board = await loaded(db, boardId);
  const push = await store.findPush(db, boardId, postingId);
  if (!push) throw notFound('Nothing was sent of this posting to this board');
  await db.transaction().execute(async (trx) => {
    await requestRetry(trx, board, push);
    await audit(trx, {
      event: 'job_board_push_retried',
      actorUserId: viewer.user_id,
      accountId: board.account_id,
      details: { job_board_id: boardId, job_posting_id: postingId, status_was: push.status },
    });
  });
  return distributionOf(db, boardId);
}
