/** The video module's face (D352): what code outside its folder may use. */
export { tusStorageFor } from './tus-storage.ts';
export { TUS_DIR, VIDEO_DIR } from './video.service.ts';
