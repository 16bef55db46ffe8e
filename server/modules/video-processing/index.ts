/** The video-processing module's face (D352): what code outside its folder may use. */
export { checkVideoServices } from './video-processing.check.ts';
export { videoProcessingHandlers } from './video-processing.jobs.ts';
export { fileOf, playbacksOf, requestProcessing } from './video-processing.service.ts';
export {
  installedFfmpeg,
  missingFfmpegReason,
  setVideoProcessingSettings,
  videoProcessingSettings,
} from './video-processing.settings.ts';
export { lastCheck, readyAnswersOf, recentFailures } from './video-processing.store.ts';
