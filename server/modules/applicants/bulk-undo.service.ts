/**
 * The Undo of a bulk reject in one request (D266, D490, D504). The bulk reject's access rule
 * (withLockedTargets: every named application locked and checked in one transaction; an id nobody
 * has, or one out of the viewer's reach, answers 404 alike and nothing changes), except that an
 * application removed since (deleted from its requisition, the requisition deleted, the person
 * erased) is named `removed` rather than refusing the others. For each application whose kept
 * change is that rejection and which still stands rejected, what the pipeline's single undo does:
 * the state before put back, a mail still waiting cancelled, each step one statement over them all.
 * An application undone and moved since keeps its move: only a rejection is taken back here.
 */
import type { BulkUndoRejectionsAnswer } from '../../../contracts/bulk-rejection-undo.ts';
import { UNDO_WINDOW_SECONDS } from '../../../contracts/pipeline.ts';
import type { Db } from '../../db/database.ts';
import { keptChanges, restoreKeptMany } from '../../db/application-undo.store.ts';
import type { LoadedUser } from '../user/index.ts';
import { withLockedTargets, type RequestKey } from './bulk-actions.service.ts';
import { lockUndoTargets, rejectionMailsWent, type UndoTarget } from './bulk-undo.store.ts';
import { cancelRejectionEmails } from './rejection-email.ts';

export async function bulkUndoRejections(
  db: Db,
  viewer: LoadedUser,
  refIds: string[],
  key?: RequestKey,
): Promise<BulkUndoRejectionsAnswer> {
  return withLockedTargets(
    db,
    viewer,
    refIds,
    lockUndoTargets,
    async (trx, targets) => {
      const kept = await keptChanges(
        trx,
        targets.filter((t) => !t.removed).map((t) => t.ref_id),
        UNDO_WINDOW_SECONDS,
      );
      const notUndone: BulkUndoRejectionsAnswer['not_undone'] = [];
      const undoable: UndoTarget[] = [];
      for (const t of targets) {
        const change = kept.get(t.ref_id);
        if (t.removed) notUndone.push({ ref_id: t.ref_id, reason: 'removed' });
        else if (!change) notUndone.push({ ref_id: t.ref_id, reason: 'nothing_to_undo' });
        else if (change.action !== 'reject' || change.status !== 'rejected')
          notUndone.push({ ref_id: t.ref_id, reason: 'moved_on' });
        else undoable.push(t);
      }
      const refs = undoable.map((t) => t.ref_id);
      // Under the row locks taken above, which the job sending a waiting mail takes too: each mail
      // has gone, or it will not (D266).
      const went = await rejectionMailsWent(trx, refs);
      await restoreKeptMany(trx, refs, UNDO_WINDOW_SECONDS);
      const cancelled = await cancelRejectionEmails(trx, viewer.user_id, undoable);
      return {
        undone: undoable.length,
        emails_cancelled: refs.filter((ref) => !went.has(ref) && cancelled.has(ref)).length,
        emails_sent: went.size,
        not_undone: notUndone,
      };
    },
    key,
  );
}
