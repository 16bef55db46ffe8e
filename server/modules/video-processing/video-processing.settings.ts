/**
 * How this server processes recorded answers (D238), from its configuration: where ffmpeg is and
 * the transcription endpoint, if any. Set once by buildApp for the settings page's kind entry
 * (server/modules/integrations/kinds/video-media.ts), as the calendar and BI network policies are;
 * the jobs are given theirs directly.
 */
import type { Config } from '../../config.ts';
import { ffmpegVersion } from '../../integrations/video-processing/ffmpeg.ts';

export type VideoProcessingSettings = Pick<Config, 'ffmpegPath' | 'transcription'>;

let current: VideoProcessingSettings = { ffmpegPath: '/usr/bin/ffmpeg', transcription: undefined };
let probed: { path: string; at: number; version: string | undefined } | undefined;

export function setVideoProcessingSettings(settings: VideoProcessingSettings): void {
  current = { ffmpegPath: settings.ffmpegPath, transcription: settings.transcription };
  probed = undefined;
}

export const videoProcessingSettings = (): VideoProcessingSettings => current;

export const missingFfmpegReason = (settings: VideoProcessingSettings) =>
  `ffmpeg is not installed on this server (FFMPEG_PATH ${settings.ffmpegPath}): recorded answers are played as recorded, without a poster or captions.`;

/** ffmpeg's version line, looked for at most once a minute (the settings page asks on every visit). */
export async function installedFfmpeg(fresh = false): Promise<string | undefined> {
  const now = Date.now();
  if (fresh || !probed || probed.path !== current.ffmpegPath || now - probed.at > 60_000)
    probed = { path: current.ffmpegPath, at: now, version: await ffmpegVersion(current.ffmpegPath) };
  return probed.version;
}
