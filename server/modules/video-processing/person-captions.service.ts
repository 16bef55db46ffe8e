/**
 * Captions a person writes or corrects (D241): staff who may work on the application read an
 * answer's captions as cues and save theirs, which replace the machine's (and any earlier person's)
 * and which no machine job replaces. Access is decided before these are called.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { CaptionCue, VideoCaptions, VideoPlayback } from '../../../contracts/video-processing.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { readAll, type FileStorage } from '../../storage/file-storage.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { cueProblems, cuesOf, transcriptOf, vttOf } from './captions-text.ts';
import { derivedKey } from './video-processing.jobs.ts';
import { downloadOf, readyAnswer } from './video-processing.service.ts';
import * as store from './video-processing.store.ts';

async function captionsFile(db: Db, videoAnswerId: number) {
  return (await store.filesOf(db, [videoAnswerId])).find((f) => f.role === 'captions');
}

export async function captionsOf(
  db: Db,
  files: FileStorage,
  application: StaffApplication,
  videoAnswerId: number,
): Promise<VideoCaptions> {
  await readyAnswer(db, application, videoAnswerId);
  const processing = await store.processingOf(db, videoAnswerId);
  const file = await captionsFile(db, videoAnswerId);
  if (processing?.captions_status !== 'ready' || !file) return { cues: [], made_by: 'none' };
  const vtt = (await readAll(files, file.storage_path)).toString('utf8');
  return { cues: cuesOf(vtt), made_by: processing.captions_checked_at ? 'person' : 'machine' };
}

export async function saveCaptions(
  db: Db,
  files: FileStorage,
  viewer: LoadedUser,
  application: StaffApplication,
  videoAnswerId: number,
  cues: readonly CaptionCue[],
): Promise<VideoPlayback> {
  await readyAnswer(db, application, videoAnswerId);
  assertNoProblems(cueProblems(cues));
  const bytes = Buffer.from(vttOf(cues), 'utf8');
  // A new name each time: the row moves to it in the transaction, then the old file goes.
  const key = derivedKey(videoAnswerId, `captions-${randomUUID()}.vtt`);
  await files.put(key, Readable.from([bytes]), bytes.length);
  const replaced = await db
    .transaction()
    .execute(async (trx) => {
      await store.ensureProcessingRow(trx, {
        video_answer_id: videoAnswerId,
        ref_id: application.ref_id,
        account_id: application.job.account_id,
      });
      const before = await store.processingOf(trx, videoAnswerId);
      const old = await store.putFile(trx, {
        video_answer_id: videoAnswerId,
        ref_id: application.ref_id,
        role: 'captions',
        storage_path: key,
        content_type: 'text/vtt',
        size_bytes: bytes.length,
      });
      await store.setPersonCaptions(trx, videoAnswerId, viewer.user_id, transcriptOf(cues));
      await audit(trx, {
        event: 'video_captions_saved',
        actorUserId: viewer.user_id,
        subjectUserId: application.user_id,
        accountId: application.job.account_id,
        details: {
          video_answer_id: videoAnswerId,
          cues: cues.length,
          replaced: before?.captions_checked_at ? 'person' : before?.captions_status === 'ready' ? 'machine' : 'none',
        },
      });
      return old;
    })
    .catch(async (error: unknown) => {
      await files.delete(key).catch(() => undefined);
      throw error;
    });
  if (replaced) await files.delete(replaced).catch(() => undefined);
  return downloadOf(db, application, videoAnswerId);
}
