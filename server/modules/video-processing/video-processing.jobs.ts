/**
 * The two jobs of video processing (D238), each keyed by one answer and safe to run again: the
 * playable copy and poster (`video-transcode`), then, with a transcription service configured, the
 * captions (`video-captions`). A job reads the answer's status as it then stands and does nothing
 * unless it is still preparing. A failure that repeats identically (ffmpeg refusing the recording,
 * the service refusing the credentials) fails the answer at once; one that may pass (storage or the
 * service down or slow) leaves it preparing with the reason and goes back to the queue's backoff,
 * failing only on the queue's last attempt. The original is never changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { enqueue, MAX_ATTEMPTS, type JobHandler, type JobHandlers, type QueuedJob } from '../../jobs/queue.ts';
import { extractSpeech, FfmpegFailed, FfmpegMissing, transcode } from '../../integrations/video-processing/ffmpeg.ts';
import { transcribe, TranscriptionError } from '../../integrations/video-processing/transcription.ts';
import type { VideoFileRole } from '../../db/schema/video-processing.ts';
import * as store from './video-processing.store.ts';
import { missingFfmpegReason, type VideoProcessingSettings } from './video-processing.settings.ts';

export const TRANSCODE_JOB = 'video-transcode';
export const CAPTIONS_JOB = 'video-captions';

/** Where an answer's made files live: inside the video folder, so the staff file route's check holds. */
export const derivedKey = (videoAnswerId: number, name: string) => `uploads/videos/derived/${videoAnswerId}/${name}`;

const answerIdOf = (job: QueuedJob) => Number((job.payload as { video_answer_id?: unknown }).video_answer_id);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isLastAttempt = (job: QueuedJob) => job.attempts >= MAX_ATTEMPTS;

async function withTempDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'assay-video-'));
  try {
    return await run(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function download(files: FileStorage, key: string, target: string): Promise<void> {
  await pipeline(await files.get(key), fs.createWriteStream(target));
}

async function saveMade(
  db: Db,
  files: FileStorage,
  answer: { video_answer_id: number; ref_id: string },
  role: VideoFileRole,
  file: string,
  contentType: string,
): Promise<void> {
  const key = derivedKey(answer.video_answer_id, path.basename(file));
  const { size } = await fs.promises.stat(file);
  await files.put(key, fs.createReadStream(file), size);
  const replaced = await store.putFile(db, {
    video_answer_id: answer.video_answer_id,
    ref_id: answer.ref_id,
    role,
    storage_path: key,
    content_type: contentType,
    size_bytes: size,
  });
  if (replaced) await files.delete(replaced);
}

export function transcodeHandler(files: FileStorage, settings: VideoProcessingSettings): JobHandler {
  return async (db, job) => {
    const id = answerIdOf(job);
    const processing = await store.processingOf(db, id);
    if (processing?.transcode_status !== 'preparing') return;
    const answer = await store.original(db, id);
    if (!answer) return;
    try {
      await withTempDir(async (dir) => {
        const input = path.join(dir, 'original');
        await download(files, answer.storage_path, input);
        const made = await transcode(settings.ffmpegPath, input, dir);
        await saveMade(db, files, answer, 'playable', made.playable.file, made.playable.contentType);
        if (made.poster) await saveMade(db, files, answer, 'poster', made.poster.file, made.poster.contentType);
      });
    } catch (error) {
      if (error instanceof FfmpegMissing)
        return store.setTranscode(db, id, 'unavailable', missingFfmpegReason(settings));
      if (error instanceof FfmpegFailed || isLastAttempt(job))
        return store.setTranscode(db, id, 'failed', reasonOf(error));
      await store.setTranscode(db, id, 'preparing', `Trying again: ${reasonOf(error)}`);
      throw error;
    }
    await db.transaction().execute(async (trx) => {
      await store.setTranscode(trx, id, 'ready');
      if (settings.transcription) await requestCaptions(trx, id);
    });
  };
}

/** Never over captions a person wrote or checked (D241). */
export async function requestCaptions(db: Db, videoAnswerId: number): Promise<void> {
  if ((await store.processingOf(db, videoAnswerId))?.captions_checked_at) return;
  await store.setCaptions(db, videoAnswerId, 'preparing');
  await enqueue(db, CAPTIONS_JOB, { video_answer_id: videoAnswerId });
}

export async function requestTranscode(db: Db, videoAnswerId: number): Promise<void> {
  await enqueue(db, TRANSCODE_JOB, { video_answer_id: videoAnswerId });
}

export function captionsHandler(files: FileStorage, settings: VideoProcessingSettings): JobHandler {
  return async (db, job) => {
    const id = answerIdOf(job);
    const processing = await store.processingOf(db, id);
    if (processing?.captions_status !== 'preparing') return;
    const transcription = settings.transcription;
    // Configured when the job was queued, not any more: captions are hidden again.
    if (!transcription) return store.setCaptions(db, id, null);
    const answer = await store.original(db, id);
    if (!answer) return;
    // The playable copy when there is one: smaller, and already known to decode.
    const playable = (await store.filesOf(db, [id])).find((f) => f.role === 'playable');
    try {
      const vtt = await withTempDir(async (dir) => {
        const input = path.join(dir, 'source');
        await download(files, playable?.storage_path ?? answer.storage_path, input);
        const speech = path.join(dir, 'speech.mp3');
        await extractSpeech(settings.ffmpegPath, input, speech);
        const transcript = await transcribe(
          transcription,
          await fs.promises.readFile(speech),
          'speech.mp3',
          'audio/mpeg',
        );
        const file = path.join(dir, 'captions.vtt');
        await fs.promises.writeFile(file, transcript.vtt);
        await saveMade(db, files, answer, 'captions', file, 'text/vtt');
        return transcript;
      });
      await store.setCaptions(db, id, 'ready', '', vtt.text);
    } catch (error) {
      if (error instanceof FfmpegMissing) return store.setCaptions(db, id, 'failed', missingFfmpegReason(settings));
      const repeats = error instanceof FfmpegFailed || (error instanceof TranscriptionError && !error.retryable);
      if (repeats || isLastAttempt(job)) return store.setCaptions(db, id, 'failed', reasonOf(error));
      await store.setCaptions(db, id, 'preparing', `Trying again: ${reasonOf(error)}`);
      throw error;
    }
  };
}

export function videoProcessingHandlers(files: FileStorage, settings: VideoProcessingSettings): JobHandlers {
  return { [TRANSCODE_JOB]: transcodeHandler(files, settings), [CAPTIONS_JOB]: captionsHandler(files, settings) };
}
