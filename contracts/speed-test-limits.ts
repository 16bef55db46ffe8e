/**
 * The speed test's limits and method version (contracts/speed-test.ts re-exports them), without
 * zod: the candidate's speed test screen needs the version, not the endpoints' schemas.
 */
/** Largest download one request may ask for, and largest upload body the server reads. */
export const SPEED_DOWNLOAD_MAX_BYTES = 64 * 1024 * 1024;
export const SPEED_UPLOAD_MAX_BYTES = 16 * 1024 * 1024;
/** Download and upload requests per user per minute (a whole test needs about 70). */
export const SPEED_REQUESTS_PER_MINUTE = 240;
export const SPEED_METHOD_VERSION = 'assay-speed-1';
