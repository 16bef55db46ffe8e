/**
 * The internet speed test (seed 002 section 7.7): our own server streams and swallows bytes, no
 * outside service. The method (src/features/speed-test/speed-method.ts, D60):
 * several parallel streams, a warm-up discarded, latency the minimum of repeated round trips,
 * jitter the mean absolute difference of consecutive round trips.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SPEED_DOWNLOAD_MAX_BYTES, SPEED_UPLOAD_MAX_BYTES } from './speed-test-limits.ts';

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export {
  SPEED_DOWNLOAD_MAX_BYTES,
  SPEED_METHOD_VERSION,
  SPEED_REQUESTS_PER_MINUTE,
  SPEED_UPLOAD_MAX_BYTES,
} from './speed-test-limits.ts';

export const speedTestPing = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/speed-test/ping/',
  access: 'signed-in',
  summary: 'A tiny answer for round-trip timing (no-store)',
  response: z.object({ ok: z.boolean() }),
});

export const speedTestDownload = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/speed-test/download/',
  access: 'signed-in',
  summary: `Streams ?bytes= incompressible bytes (at most ${SPEED_DOWNLOAD_MAX_BYTES}; no-store); rate limited per user`,
  query: z.object({ bytes: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(SPEED_DOWNLOAD_MAX_BYTES))) }),
  // The body is the bytes themselves, not JSON.
  response: z.unknown(),
});

export const speedTestUpload = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/speed-test/upload/',
  access: 'signed-in',
  summary: `Reads and discards an application/octet-stream body (at most ${SPEED_UPLOAD_MAX_BYTES} bytes); answers the count; rate limited per user`,
  response: z.object({ bytes: z.number() }),
});

const measure = (max: number) => z.number().check(z.gte(0), z.lte(max));

export const SpeedTestResultBody = z.object({
  ref_id: uuid,
  job_step_activity_id: id,
  download_mbps: measure(1_000_000),
  upload_mbps: measure(1_000_000),
  latency_ms: measure(600_000),
  jitter_ms: measure(600_000),
  method_version: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type SpeedTestResultBodyType = z.infer<typeof SpeedTestResultBody>;

export const SpeedTestResultSchema = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  download_mbps: z.number(),
  upload_mbps: z.number(),
  latency_ms: z.number(),
  jitter_ms: z.number(),
  method_version: z.string(),
  completed_at: z.string(),
  /** The plan's minimums for this activity (null: none). */
  requirements: z.nullable(
    z.object({
      min_download_mbps: z.nullable(z.number()),
      min_upload_mbps: z.nullable(z.number()),
      max_latency_ms: z.nullable(z.number()),
    }),
  ),
  /** Whether the connection meets them; null when the plan sets none. */
  meets_requirements: z.nullable(z.boolean()),
});
export type SpeedTestResult = z.infer<typeof SpeedTestResultSchema>;

export const saveSpeedTestResult = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/speed-test/result/',
  access: 'signed-in',
  summary:
    "Store your speed test's result on the activity of one of your applications and complete it; 409 attempt_submitted once complete",
  body: SpeedTestResultBody,
  response: SpeedTestResultSchema,
});

export const speedTestEndpoints = [speedTestPing, speedTestDownload, speedTestUpload, saveSpeedTestResult];
