/**
 * The public career pages are plain HTML rendered by the server, not screens of the app: the
 * service worker must let navigations to them reach the network instead of answering with the
 * app's shell (sw/sw.ts), and the server answers them before its single-page fallback.
 */
export const CAREERS_PATH_PATTERN = /^\/careers(\/|$)/;
