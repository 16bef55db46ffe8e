/**
 * "Test connection" of the video and media kind (D238): ffmpeg makes a second of sound here, and,
 * when a transcription endpoint is configured, that second is sent to it, so a wrong key or a
 * server that is down shows in settings before any candidate's answer meets it. The result is
 * kept per company (video_service_checks) for the settings page to show.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/database.ts';
import { FfmpegMissing, runFfmpeg } from '../../integrations/video-processing/ffmpeg.ts';
import { transcribe } from '../../integrations/video-processing/transcription.ts';
import { recordCheck } from './video-processing.store.ts';
import { installedFfmpeg, missingFfmpegReason, videoProcessingSettings } from './video-processing.settings.ts';

export async function checkVideoServices(db: Db, accountId: number): Promise<void> {
  const settings = videoProcessingSettings();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'assay-video-check-'));
  try {
    await installedFfmpeg(true);
    const sample = path.join(dir, 'check.mp3');
    await runFfmpeg(
      settings.ffmpegPath,
      ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-ac', '1', '-c:a', 'libmp3lame', '-y', sample],
      30_000,
    );
    if (settings.transcription)
      await transcribe(settings.transcription, await fs.promises.readFile(sample), 'check.mp3', 'audio/mpeg');
    await recordCheck(db, accountId, 'connected', '');
  } catch (error) {
    const reason = error instanceof FfmpegMissing ? missingFfmpegReason(settings) : (error as Error).message;
    await recordCheck(db, accountId, 'failing', reason.slice(0, 1000));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
