/**
 * The speed test's method, pure so it can be tested by hand (D60, "Internet speed
 * test"). It follows the well-known open speed tests:
 * - download and upload each run STREAMS parallel requests for a fixed time; the first WARMUP_MS
 *   (TCP slow start, connection set-up) are discarded and the rate is the bytes moved after the
 *   warm-up over the time after it;
 * - each request is sized from the previous one so it lasts about a second (fewer, larger requests
 *   on fast links, small ones on slow links), within a cap per request and a cap of requests per
 *   stream (the server limits requests per minute);
 * - latency is the minimum of repeated small round trips (the first, which may open a
 *   connection, is discarded); jitter the mean absolute difference of consecutive round trips.
 */
import { SPEED_METHOD_VERSION } from '../../../contracts/speed-test-limits.ts';

export const SPEED_METHOD = {
  version: SPEED_METHOD_VERSION,
  streams: 4,
  phaseMs: 8_000,
  warmupMs: 2_000,
  pings: 11,
  firstRequestBytes: 1024 * 1024,
  minRequestBytes: 256 * 1024,
  maxDownloadRequestBytes: 64 * 1024 * 1024,
  maxUploadRequestBytes: 16 * 1024 * 1024,
  targetRequestMs: 1_000,
  maxRequestsPerStream: 12,
} as const;

/** Minimum round trip, and mean absolute difference of consecutive round trips (ms). */
export function latencyAndJitter(roundTripsMs: readonly number[]): { latencyMs: number; jitterMs: number } {
  if (roundTripsMs.length === 0) return { latencyMs: 0, jitterMs: 0 };
  const latencyMs = Math.min(...roundTripsMs);
  let sum = 0;
  for (let i = 1; i < roundTripsMs.length; i += 1) sum += Math.abs(roundTripsMs[i]! - roundTripsMs[i - 1]!);
  const jitterMs = roundTripsMs.length > 1 ? sum / (roundTripsMs.length - 1) : 0;
  return { latencyMs, jitterMs };
}

/** Cumulative bytes moved by all streams together, `t` ms after the phase began. */
export interface Sample {
  t: number;
  bytes: number;
}

/** Megabits per second over the samples after the warm-up (the bytes at the warm-up's end are interpolated). */
export function throughputMbps(samples: readonly Sample[], warmupMs: number): number {
  if (samples.length < 2) return 0;
  const last = samples[samples.length - 1]!;
  let start: Sample = samples[0]!;
  if (last.t > warmupMs) {
    const after = samples.findIndex((s) => s.t >= warmupMs);
    const b = samples[after]!;
    const a = samples[Math.max(0, after - 1)]!;
    const share = b.t === a.t ? 1 : (warmupMs - a.t) / (b.t - a.t);
    start = after === 0 ? b : { t: warmupMs, bytes: a.bytes + (b.bytes - a.bytes) * Math.min(1, Math.max(0, share)) };
  }
  const seconds = (last.t - start.t) / 1000;
  if (seconds <= 0) return 0;
  return ((last.bytes - start.bytes) * 8) / seconds / 1_000_000;
}

/** The next request's size: what would have taken about `targetMs` at the last request's rate, a power of two within bounds. */
export function nextRequestBytes(lastBytes: number, lastMs: number, maxBytes: number): number {
  const rate = lastBytes / Math.max(1, lastMs);
  const wanted = rate * SPEED_METHOD.targetRequestMs;
  const power = 2 ** Math.round(Math.log2(Math.max(1, wanted)));
  return Math.min(maxBytes, Math.max(SPEED_METHOD.minRequestBytes, power));
}

/** Rounded for display and storage: Mbps to 2 decimals (1 above 100), ms to 1 decimal. */
export function roundMbps(mbps: number): number {
  return mbps >= 100 ? Math.round(mbps * 10) / 10 : Math.round(mbps * 100) / 100;
}
