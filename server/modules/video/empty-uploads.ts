/**
 * The sweep of video uploads that never received a byte (D467), a recurring job
 * (server/jobs/recurring.ts): an upload created a day ago or more, still 'uploading', of which tus
 * holds no byte (or no upload at all), is removed, its row and tus's copy, so the empty uploads of
 * an activity never submitted do not stay until the person's data is erased. An upload holding
 * bytes is never touched (its device may still send the rest), nor any upload of an activity whose
 * lease is live (its screen is open on a device now). A device that still holds a removed upload's
 * address loses nothing: the server answers that it has no such upload and the device creates it
 * again from the recording it keeps (D453).
 */
import type { Db } from '../../db/database.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { heldOf, holdsNothing, tusStorageFor } from './tus-storage.ts';
import * as store from './video.store.ts';

export const EMPTY_UPLOADS_SWEEP_JOB = 'video-empty-uploads-sweep';
/** How old an empty upload must be before the sweep removes it. */
export const EMPTY_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const PAGE = 200;

/** Removes the empty uploads older than EMPTY_UPLOAD_MAX_AGE_MS; names those removed. */
export async function sweepEmptyUploads(db: Db, files: FileStorage, now = new Date()): Promise<string[]> {
  const { datastore, discard } = tusStorageFor(files);
  const before = new Date(now.getTime() - EMPTY_UPLOAD_MAX_AGE_MS);
  const removed: string[] = [];
  for (let afterId = 0; ;) {
    const page = await store.staleUploading(db, { before, now, afterId, limit: PAGE });
    for (const { upload_id } of page) {
      // A storage error is not "no bytes": the upload waits for the next run.
      if (!holdsNothing(await heldOf(datastore, upload_id))) continue;
      if (!(await store.deleteUploading(db, upload_id))) continue;
      await discard(upload_id);
      removed.push(upload_id);
    }
    if (page.length < PAGE) break;
    afterId = page.at(-1)!.video_answer_id;
  }
  return removed;
}

export const emptyUploadsSweepJob = (files: FileStorage): RecurringJob => ({
  kind: EMPTY_UPLOADS_SWEEP_JOB,
  everyMs: HOUR_MS,
  run: async (db) => {
    await sweepEmptyUploads(db, files);
  },
});
