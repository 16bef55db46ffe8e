/** The video module's face (D352): what code outside its folder may use. */
export { VIDEO_DIR } from './video.service.ts';
export { emptyUploadsSweepJob } from './empty-uploads.ts';
