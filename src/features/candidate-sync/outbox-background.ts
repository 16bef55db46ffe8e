/**
 * The outbox's drain loop for one signed-in user (src/offline/sync-loop.ts), with the owner stamp
 * on every queued entry (src/offline/outbox-owner.ts). Its own chunk: candidate-background.ts
 * starts it after the page has loaded, so Dexie is not on the first screen's way (bench/budget.json).
 */
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { belongsTo, stampOutboxOwner } from '../../offline/outbox-owner.ts';
import { sendAnswerBatch, sendEntry } from '../../offline/send.ts';
import { requestSync, SyncLoop } from '../../offline/sync-loop.ts';
import { call } from '../../lib/api-client.ts';
import { reportRefusal } from '../../lib/api/user-response.ts';
import { AnswerFileUploader, fileBelongsTo, holdForFiles, stampAnswerFileOwner } from '../../offline/answer-files.ts';

/** Starts draining the user's entries (and those queued before entries had an owner) and uploading their attached files; returns the stop. */
export function startOutboxLoop(userId: number, unstampedOwner: number | undefined): () => void {
  stampOutboxOwner(getOfflineDb(), () => {
    const session = store.get(sessionAtom);
    return session.status === 'signed-in' ? session.user?.user_id : undefined;
  });
  stampAnswerFileOwner(getOfflineDb(), () => {
    const session = store.get(sessionAtom);
    return session.status === 'signed-in' ? session.user?.user_id : undefined;
  });
  const loop = new SyncLoop({
    send: sendEntry,
    sendBatch: sendAnswerBatch,
    mayTake: (entry) => belongsTo(entry, userId, unstampedOwner),
    // A submission goes only after its attempt's files (a screening file answer, the application's resume): the server needs them first.
    holdEntry: holdForFiles(),
    // A write refused for good stays on the device, shown with its reason; the company is told too
    // (D270). The server keeps one report per key and ignores what the device settles itself.
    onRefused: (entry, refusal) => {
      const target = entry.payload as { ref_id?: string; job_step_activity_id?: number };
      if (target.ref_id && target.job_step_activity_id)
        void call(reportRefusal, {
          body: {
            ref_id: target.ref_id,
            job_step_activity_id: target.job_step_activity_id,
            kind: entry.kind,
            status: refusal.status,
            code: refusal.code,
            key: entry.idempotencyKey,
          },
        }).catch(() => undefined);
    },
  });
  // Files attached to screening answers and resumes queued by the application form go up from here too, whichever candidate screen is open.
  const uploader = new AnswerFileUploader({
    mayTake: (file) => fileBelongsTo(file, userId, unstampedOwner),
    onSettled: () => requestSync(),
  });
  const stopLoop = loop.start();
  const stopUploads = uploader.start();
  return () => {
    stopUploads();
    stopLoop();
  };
}
