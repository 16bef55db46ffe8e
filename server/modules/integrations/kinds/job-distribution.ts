/**
 * Job-posting distribution (D239): boards a company sends its postings to through their API. The
 * default is the job-board XML feeds and the career page. Connected when any board pushes, failing
 * when a push board's key check failed or a posting could not be sent (the newest reason shown).
 * Testing checks each push board's address and key.
 */
import { checkBoard, failedPushes, pushBoardsOfAccount } from '../../job-distribution/index.ts';
import type { IntegrationKindEntry } from '../integration-kind.ts';

export const jobDistributionKind: IntegrationKindEntry = {
  kind: 'job_distribution',
  async state(db, accountId) {
    const boards = await pushBoardsOfAccount(db, accountId);
    const failed = await failedPushes(db, accountId);
    const reasons = [
      ...boards
        .filter((b) => b.push_status === 'failing')
        .map((b) => ({ board: b.job_board_id, at: b.push_checked_at?.valueOf() ?? 0, reason: b.push_error })),
      ...failed.map((f) => ({ board: f.job_board_id, at: new Date(f.updated_at).valueOf(), reason: f.last_error })),
    ].sort((a, b) => b.at - a.at);
    const failing = new Set(reasons.map((r) => r.board)).size;
    return {
      state: boards.length === 0 ? 'default' : failing ? 'failing' : 'connected',
      connected: boards.length - failing,
      failing,
      reason: reasons[0]?.reason ?? '',
    };
  },
  async test(db, accountId) {
    for (const board of await pushBoardsOfAccount(db, accountId)) if (board.endpoint_url) await checkBoard(db, board);
  },
};
