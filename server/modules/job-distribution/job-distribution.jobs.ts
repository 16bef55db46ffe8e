/**
 * Sending postings to push boards, in the job queue (retries with backoff, server/jobs/queue.ts;
 * D239). Every change that may change what a board should show (a posting published, changed,
 * unpublished or deleted; a board's settings saved; staff's Retry) queues one run per board and
 * posting; the run reads both as they stand then and makes the board agree: a posting that should
 * be open is created (our reference makes a repeated create the same posting) or replaced whole (so
 * a repeat is harmless), one that should not is closed. A board that is down, slow or overloaded
 * fails the run, which the queue runs again later; a refusal (the key, the posting) is kept with the
 * board's reason until something changes. Either way the reason is on the pair's row, which the
 * board's page shows. A recurring sweep asks boards about postings they have not shown yet and
 * queues pairs whose posting changed state without being saved (a requisition closed, an expiry).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { enqueue, type JobHandler } from '../../jobs/queue.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import {
  BoardError,
  type BoardPosting,
  type RemotePosting,
} from '../../integrations/job-distribution/board-adapter.ts';
import { ADAPTERS } from '../../integrations/job-distribution/postings-json.ts';
import { applyPath, postingPath, livePosting, CAREER_COMPANY_COLUMNS } from '../careers/index.ts';
import * as store from './job-distribution.store.ts';

export const JOB_DISTRIBUTION_JOB = 'job-distribution';
export const JOB_DISTRIBUTION_SWEEP_JOB = 'job-distribution-sweep';
/** How often boards are asked about postings waiting for their review, and drifted pairs queued. */
export const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_BATCH = 200;

const connectionOf = (board: store.BoardRow) => ({ endpointUrl: board.endpoint_url, apiKey: board.api_key.reveal() });
const adapterOf = (board: store.BoardRow) => ADAPTERS[board.push_shape];

async function queuePair(
  db: Db,
  board: { job_board_id: number; account_id: number },
  posting: { job_posting_id: number; job_id: number | null; title: string },
): Promise<void> {
  await store.markQueued(db, board, posting);
  await enqueue(db, JOB_DISTRIBUTION_JOB, { job_board_id: board.job_board_id, job_posting_id: posting.job_posting_id });
}

/**
 * In the posting's transaction: queues it at each push board that shows it or should. A deleted
 * posting is passed as it was (its row is gone), so the boards that had it still close it.
 */
export async function requestPostingDistribution(
  db: Db,
  posting: { job_posting_id: number; job_id: number | null; title: string; account_id: number },
): Promise<void> {
  const pushed = new Set((await store.pushesOfPosting(db, posting.job_posting_id)).map((p) => p.job_board_id));
  for (const board of await store.pushBoardsOfAccount(db, posting.account_id)) {
    if (pushed.has(board.job_board_id) || (await store.shouldBeOpen(db, board, posting.job_posting_id)))
      await queuePair(db, board, posting);
  }
}

/** In the board's transaction: queues every posting it shows or should (after its settings changed). */
export async function requestBoardDistribution(db: Db, boardId: number): Promise<void> {
  const board = await store.boardConnection(db, boardId);
  if (!board) return;
  const pushed = new Set((await store.pushesOfBoard(db, boardId)).map((p) => p.job_posting_id));
  if (board.delivery !== 'push' && pushed.size === 0) return;
  for (const posting of await store.postingsOfAccount(db, board.account_id)) {
    if (pushed.has(posting.job_posting_id) || (await store.shouldBeOpen(db, board, posting.job_posting_id)))
      await queuePair(db, board, posting);
  }
}

/** Staff's Retry: the pair queued again now, whatever its state. */
export async function requestRetry(db: Db, board: store.BoardRow, push: store.PushRow): Promise<void> {
  await queuePair(db, board, { job_posting_id: push.job_posting_id, job_id: push.job_id, title: push.title });
}

async function boardPosting(db: Db, board: store.BoardRow, postingId: number, origin: string) {
  const company = await db
    .selectFrom('accounts')
    .select(CAREER_COMPANY_COLUMNS)
    .where('account_id', '=', board.account_id)
    .executeTakeFirstOrThrow();
  const posting = await livePosting(db, board.account_id, postingId);
  if (!posting || !company.career_slug) return undefined;
  const source = `board-${board.job_board_id}`;
  const payload: BoardPosting = {
    reference: `assay-${board.job_board_id}-${posting.job_posting_id}`,
    title: posting.title,
    description_html: posting.description_html,
    company: company.name,
    location: posting.location,
    is_remote: posting.is_remote,
    remote_country: posting.remote_country,
    employment_type: posting.employment_type,
    language: posting.language,
    salary:
      posting.pay_currency && (posting.pay_min !== null || posting.pay_max !== null)
        ? { currency: posting.pay_currency, min: posting.pay_min, max: posting.pay_max, period: posting.pay_period }
        : null,
    valid_through: posting.valid_through,
    date_posted: posting.published_at.toISOString(),
    url: `${origin}${postingPath({ ...company, career_slug: company.career_slug }, posting)}?source=${source}`,
    apply_url: `${origin}${applyPath(posting, source)}`,
  };
  return { payload, jobId: (await store.postingById(db, postingId))?.job_id ?? null };
}

const statusOf = (remote: RemotePosting) =>
  remote.state === 'live'
    ? 'live'
    : remote.state === 'pending'
      ? 'sent'
      : remote.state === 'rejected'
        ? 'failed'
        : 'closed';

/** A refused key marks the board's connection failing; any answer at all that is not a refusal of it, connected. */
async function noteConnection(db: Db, board: store.BoardRow, error?: BoardError): Promise<void> {
  if (!error) {
    if (board.push_status !== 'connected') await store.recordCheck(db, board.job_board_id, { ok: true, reason: '' });
  } else if (error.httpStatus === 401 || error.httpStatus === 403 || !error.httpStatus)
    await store.recordCheck(db, board.job_board_id, { ok: false, reason: error.message });
}

/**
 * Makes the board agree with the posting as it stands. Returns the failure worth retrying, if any
 * (the caller throws it for the queue); a refusal is kept on the row and not retried.
 */
export async function distribute(
  db: Db,
  boardId: number,
  postingId: number,
  origin: string,
): Promise<BoardError | undefined> {
  const board = await store.boardConnection(db, boardId);
  const push = await store.findPush(db, boardId, postingId);
  if (!board) return undefined;
  const open = board.delivery === 'push' && (await store.shouldBeOpen(db, board, postingId));
  const built = open ? await boardPosting(db, board, postingId, origin) : undefined;
  const adapter = adapterOf(board);
  try {
    if (built) {
      const body = JSON.stringify(built.payload);
      const digest = createHash('sha256').update(body).digest('hex');
      if (!push)
        await store.markQueued(db, board, {
          job_posting_id: postingId,
          job_id: built.jobId,
          title: built.payload.title,
        });
      await store.savePush(db, boardId, postingId, { wanted: 'open' });
      const remote = await adapter.publish(connectionOf(board), built.payload, push?.remote_id ?? '');
      await store.savePush(db, boardId, postingId, {
        status: statusOf(remote),
        remote_id: remote.remoteId,
        remote_url: remote.url,
        last_error: remote.state === 'rejected' ? remote.reason || 'The board refused the posting.' : '',
        payload_digest: digest,
        payload_summary: JSON.stringify({
          title: built.payload.title,
          location: built.payload.is_remote
            ? `Remote ${built.payload.remote_country ?? ''}`.trim()
            : (built.payload.location ?? ''),
          apply_url: built.payload.apply_url,
        }),
        title: built.payload.title,
        ...(built.jobId !== null ? { job_id: built.jobId } : {}),
        sent: true,
        checked: true,
      });
    } else {
      if (!push) return undefined;
      await store.savePush(db, boardId, postingId, { wanted: 'closed' });
      if (push.remote_id && !(push.status === 'closed' && push.wanted === 'closed'))
        await adapter.close(connectionOf(board), push.remote_id);
      await store.savePush(db, boardId, postingId, { status: 'closed', last_error: '', checked: true });
    }
    await noteConnection(db, board);
    return undefined;
  } catch (error) {
    if (!(error instanceof BoardError)) throw error;
    await store.savePush(db, boardId, postingId, { status: 'failed', last_error: error.message });
    await noteConnection(db, board, error);
    return error.retryable ? error : undefined;
  }
}

/** Asks the board how a posting it has not shown yet stands (its review). */
export async function checkRemote(db: Db, boardId: number, postingId: number): Promise<void> {
  const board = await store.boardConnection(db, boardId);
  const push = await store.findPush(db, boardId, postingId);
  if (!board || !push?.remote_id || push.status !== 'sent') return;
  try {
    const remote = await adapterOf(board).status(connectionOf(board), push.remote_id);
    const status = statusOf(remote);
    await store.savePush(db, boardId, postingId, {
      status: status === 'closed' && push.wanted === 'open' ? 'failed' : status,
      remote_url: remote.url || push.remote_url,
      last_error:
        remote.state === 'rejected'
          ? remote.reason || 'The board refused the posting.'
          : status === 'closed' && push.wanted === 'open'
            ? 'The board closed the posting on its side.'
            : '',
      checked: true,
    });
  } catch (error) {
    if (!(error instanceof BoardError)) throw error;
    // Still sent: the board has it. Its answer now is kept as the reason until one comes.
    await store.savePush(db, boardId, postingId, { last_error: error.message, checked: true });
  }
}

export function jobDistributionHandler(publicUrl: string): JobHandler {
  const origin = publicUrl.replace(/\/+$/, '');
  return async (db, job) => {
    const { job_board_id, job_posting_id } = job.payload as { job_board_id: number; job_posting_id: number };
    const retry = await distribute(db, job_board_id, job_posting_id, origin);
    // Thrown, the queue runs it again later (backoff) and keeps the reason on the job.
    if (retry) throw new Error(`job distribution to board ${job_board_id} failed: ${retry.message}`);
  };
}

export const jobDistributionSweep: RecurringJob = {
  kind: JOB_DISTRIBUTION_SWEEP_JOB,
  everyMs: SWEEP_EVERY_MS,
  async run(db) {
    for (const pair of await store.awaitingBoard(db, SWEEP_BATCH))
      await checkRemote(db, pair.job_board_id, pair.job_posting_id);
    for (const pair of await store.drifted(db, SWEEP_BATCH)) {
      const push = (await store.findPush(db, pair.job_board_id, pair.job_posting_id))!;
      await queuePair(db, { job_board_id: pair.job_board_id, account_id: push.account_id }, push);
    }
  },
};
