/**
 * After a candidate erased their account, the device forgets them: every answer, attempt, timer,
 * recording, attached file, form draft and outbox entry of their applications (`refIds`) or
 * stamped with their user id. Another candidate's data on a shared device stays untouched, so
 * their queued answers still reach the server. One transaction: all of it goes, or none.
 */
import { getOfflineDb, type OfflineDb } from './db.ts';
import {
  accommodationDraftKey,
  experienceDraftKey,
  OFFER_SIGNATURE_DRAFT_PREFIX,
  profileDraftKey,
} from './form-drafts.ts';
import { forgetHeldNote } from './held-note.ts';

export async function forgetCandidate(
  userId: number,
  refIds: readonly string[],
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  const refs = new Set(refIds);
  // What this tab noted on a full disk is the signed-in candidate's (D364).
  forgetHeldNote(db.name);
  await db.transaction(
    'rw',
    [db.attempts, db.answers, db.outbox, db.timers, db.uploads, db.mediaChunks, db.answerFiles, db.formDrafts],
    async () => {
      const attemptIds = (await db.attempts.filter((attempt) => refs.has(attempt.refId)).primaryKeys()) as string[];
      const uploads = await db.uploads
        .filter(
          (upload) => attemptIds.includes(upload.attemptId) || (upload.refId !== undefined && refs.has(upload.refId)),
        )
        .toArray();
      // Media attempts (`video:<refId>:<activity>`) may have uploads without an attempts row.
      const attempts = new Set([...attemptIds, ...uploads.map((upload) => upload.attemptId)]);

      await db.answers
        .where('attemptId')
        .anyOf([...attempts])
        .delete();
      await db.timers
        .where('attemptId')
        .anyOf([...attempts])
        .delete();
      await db.outbox.filter((entry) => entry.ownerId === userId || attempts.has(entry.attemptId)).delete();
      await db.answerFiles
        .filter((file) => file.ownerId === userId || refs.has(file.refId) || attempts.has(file.attemptId))
        .delete();
      await db.mediaChunks
        .where('recordingId')
        .anyOf(uploads.flatMap((upload) => (upload.id === undefined ? [] : [upload.id])))
        .delete();
      await db.uploads.bulkDelete(uploads.flatMap((upload) => (upload.id === undefined ? [] : [upload.id])));
      await db.attempts.bulkDelete(attemptIds);
      await db.formDrafts
        .filter(
          (draft) =>
            draft.key === profileDraftKey(userId) ||
            draft.key === experienceDraftKey(userId) ||
            // An offer's signing form names no applicant: every one on the device goes (a name typed again, D365).
            draft.key.startsWith(OFFER_SIGNATURE_DRAFT_PREFIX) ||
            [...refs].some(
              (refId) =>
                draft.key.startsWith(`application-form:${refId}:`) || draft.key === accommodationDraftKey(refId),
            ),
        )
        .delete();
    },
  );
}
