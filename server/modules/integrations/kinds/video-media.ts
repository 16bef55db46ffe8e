/**
 * Video and media (D238): recorded answers' playable copies and posters by this server's ffmpeg,
 * captions by an OpenAI-compatible transcription endpoint when one is configured. Connected while
 * ffmpeg is there (and the last test of the transcription endpoint passed); failing, with the
 * reason, when ffmpeg is missing, the last test failed, or a company answer's processing failed in
 * the last 30 days. Testing runs ffmpeg on a second of generated sound and, when configured, sends
 * it to the transcription endpoint.
 */
import {
  checkVideoServices,
  installedFfmpeg,
  lastCheck,
  missingFfmpegReason,
  recentFailures,
  videoProcessingSettings,
} from '../../video-processing/index.ts';
import type { IntegrationKindEntry } from '../integration-kind.ts';

export const videoMediaKind: IntegrationKindEntry = {
  kind: 'video_media',
  async state(db, accountId) {
    const settings = videoProcessingSettings();
    const [ffmpeg, failures, check] = await Promise.all([
      installedFfmpeg(),
      recentFailures(db, accountId),
      lastCheck(db, accountId),
    ]);
    const newest = failures[0];
    const reasons = [
      ffmpeg ? '' : missingFfmpegReason(settings),
      check?.status === 'failing' ? check.reason : '',
      newest ? newest.transcode_reason || newest.captions_reason : '',
    ].filter(Boolean);
    const services = ffmpeg ? 1 + (settings.transcription ? 1 : 0) : 0;
    const failing = (ffmpeg ? 0 : 1) + (check?.status === 'failing' ? 1 : 0) + failures.length;
    return {
      state: failing > 0 ? 'failing' : 'connected',
      connected: services,
      failing,
      reason: reasons[0] ?? '',
    };
  },
  async test(db, accountId) {
    await checkVideoServices(db, accountId);
  },
};
