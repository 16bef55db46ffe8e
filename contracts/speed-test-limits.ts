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

/** A speed-test activity's minimums (job_step_activities.settings); null fields ask nothing. */
export interface SpeedRequirements {
  min_download_mbps: number | null;
  min_upload_mbps: number | null;
  max_latency_ms: number | null;
}

/** Whether a measurement meets the activity's minimums; null when the activity sets none. */
export function meetsSpeedRequirements(
  r: SpeedRequirements | null,
  m: { download_mbps: number; upload_mbps: number; latency_ms: number },
): boolean | null {
  if (!r || (r.min_download_mbps === null && r.min_upload_mbps === null && r.max_latency_ms === null)) return null;
  return (
    (r.min_download_mbps === null || m.download_mbps >= r.min_download_mbps) &&
    (r.min_upload_mbps === null || m.upload_mbps >= r.min_upload_mbps) &&
    (r.max_latency_ms === null || m.latency_ms <= r.max_latency_ms)
  );
}

/** The minimums as kept in job_step_activities.settings (`speed_min_download_mbps`, `speed_min_upload_mbps`, `speed_max_latency_ms`). */
export function speedRequirementsOf(settings: unknown): SpeedRequirements | null {
  const s = (settings ?? {}) as Record<string, unknown>;
  const read = (key: string) =>
    typeof s[key] === 'number' && Number.isFinite(s[key]) && (s[key] as number) > 0 ? (s[key] as number) : null;
  const r = {
    min_download_mbps: read('speed_min_download_mbps'),
    min_upload_mbps: read('speed_min_upload_mbps'),
    max_latency_ms: read('speed_max_latency_ms'),
  };
  return r.min_download_mbps === null && r.min_upload_mbps === null && r.max_latency_ms === null ? null : r;
}
