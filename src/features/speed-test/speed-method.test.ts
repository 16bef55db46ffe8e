import { describe, expect, it } from 'vitest';
import { SPEED_METHOD, latencyAndJitter, nextRequestBytes, roundMbps, throughputMbps } from './speed-method.ts';

describe('latency and jitter', () => {
  it('given round trips 20, 24, 21, 30 ms, then latency is the minimum 20 and jitter the mean of |4|, |3|, |9| = 5.33', () => {
    const { latencyMs, jitterMs } = latencyAndJitter([20, 24, 21, 30]);
    expect(latencyMs).toBe(20);
    expect(jitterMs).toBeCloseTo(16 / 3, 5);
  });

  it('given one round trip or none, then no jitter', () => {
    expect(latencyAndJitter([12])).toEqual({ latencyMs: 12, jitterMs: 0 });
    expect(latencyAndJitter([])).toEqual({ latencyMs: 0, jitterMs: 0 });
  });
});

describe('throughput after the warm-up', () => {
  it('given 1 MB per 100 ms with a slow start, then only the bytes after 2 s count: 10 MB/s = 80 Mbps', () => {
    // 0-2 s: a slow start of 0.1 MB per 100 ms; 2-8 s: 1 MB per 100 ms.
    const samples = [];
    let bytes = 0;
    for (let t = 0; t <= 8000; t += 100) {
      samples.push({ t, bytes });
      bytes += t < 2000 ? 100_000 : 1_000_000;
    }
    expect(throughputMbps(samples, 2000)).toBeCloseTo(80, 5);
  });

  it('given the warm-up end between two samples, then the bytes there are interpolated', () => {
    // Linear 1,000 bytes per ms; samples at 0, 1500, 2500, 4500 ms; warm-up 2000: (4,500,000 - 2,000,000) bytes over 2.5 s = 8 Mbps.
    const samples = [0, 1500, 2500, 4500].map((t) => ({ t, bytes: t * 1000 }));
    expect(throughputMbps(samples, 2000)).toBeCloseTo(8, 5);
  });

  it('given a phase that ended before the warm-up (a capped stream), then all of it counts', () => {
    expect(
      throughputMbps(
        [
          { t: 0, bytes: 0 },
          { t: 500, bytes: 1_000_000 },
        ],
        2000,
      ),
    ).toBeCloseTo(16, 5);
  });

  it('given fewer than two samples, then 0', () => {
    expect(throughputMbps([{ t: 0, bytes: 0 }], 2000)).toBe(0);
  });
});

describe('request sizes', () => {
  it('given 1 MB in 250 ms, then the next asks for about a second: 4 MB', () => {
    expect(nextRequestBytes(1024 * 1024, 250, SPEED_METHOD.maxDownloadRequestBytes)).toBe(4 * 1024 * 1024);
  });

  it('given a very slow or very fast link, then the size stays within its bounds', () => {
    expect(nextRequestBytes(1024 * 1024, 60_000, SPEED_METHOD.maxDownloadRequestBytes)).toBe(
      SPEED_METHOD.minRequestBytes,
    );
    expect(nextRequestBytes(64 * 1024 * 1024, 5, SPEED_METHOD.maxUploadRequestBytes)).toBe(
      SPEED_METHOD.maxUploadRequestBytes,
    );
  });

  it('rounds Mbps to 2 decimals, 1 above 100', () => {
    expect(roundMbps(12.3456)).toBe(12.35);
    expect(roundMbps(943.27)).toBe(943.3);
  });
});
