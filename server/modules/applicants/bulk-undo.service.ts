/**
 * The Undo of a bulk reject in one request (D266, D490). The same access rule as the bulk reject
 * (withTargets: every named application locked and checked in one transaction; an unknown, removed
 * or out-of-reach ref_id answers 404 and nothing changes), then, for each application whose kept
 * change is that rejection and which still stands rejected, what the pipeline's single undo does:
 * the state before put back, a mail still waiting cancelled. An application undone and moved since
 * keeps its move: only a rejection is taken back here, never an advance.
 */
import type { BulkUndoRejectionsAnswer } from '../../../contracts/bulk-rejection-undo.ts';
import { UNDO_WINDOW_SECONDS } from '../../../contracts/pipeline.ts';
import type { Db } from '../../db/database.ts';
import { keptChanges, restoreKept } from '../../db/application-undo.store.ts';
import type { LoadedUser } from '../user/index.ts';
import type { Target } from './applicants.store.ts';
import { withTargets, type RequestKey } from './bulk-actions.service.ts';
import { cancelRejectionEmails } from './rejection-email.ts';
import { rejectionMailWent } from './rejection-email.store.ts';

export async function bulkUndoRejections(
  db: Db,
  viewer: LoadedUser,
  refIds: string[],
  key?: RequestKey,
): Promise<BulkUndoRejectionsAnswer> {
  return withTargets(
    db,
    viewer,
    refIds,
    async (trx, targets) => {
      const kept = await keptChanges(
        trx,
        targets.map((t) => t.ref_id),
        UNDO_WINDOW_SECONDS,
      );
      const notUndone: BulkUndoRejectionsAnswer['not_undone'] = [];
      const undoable: Target[] = [];
      for (const t of targets) {
        const change = kept.get(t.ref_id);
        if (!change) notUndone.push({ ref_id: t.ref_id, reason: 'nothing_to_undo' });
        else if (change.action !== 'reject' || change.status !== 'rejected')
          notUndone.push({ ref_id: t.ref_id, reason: 'moved_on' });
        else undoable.push(t);
      }
      // Under the row locks withTargets took, which the job sending a waiting mail takes too: each
      // mail has gone, or it will not (D266).
      const went = new Set<string>();
      for (const t of undoable) {
        if (await rejectionMailWent(trx, t.ref_id)) went.add(t.ref_id);
        await restoreKept(trx, t.ref_id, UNDO_WINDOW_SECONDS);
      }
      const cancelled = await cancelRejectionEmails(trx, viewer.user_id, undoable);
      return {
        undone: undoable.length,
        emails_cancelled: undoable.filter((t) => !went.has(t.ref_id) && cancelled.has(t.ref_id)).length,
        emails_sent: went.size,
        not_undone: notUndone,
      };
    },
    key,
  );
}
