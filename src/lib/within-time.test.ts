import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTime } from './within-time.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('an answer within a time limit', () => {
  it('given a promise that answers in time, then its answer', async () => {
    await expect(withinTime(Promise.resolve('granted'), 1_000, 'none')).resolves.toBe('granted');
  });

  it('given a promise that fails, then the fallback', async () => {
    await expect(withinTime(Promise.reject(new Error('denied')), 1_000, 'none')).resolves.toBe('none');
  });

  it('given a promise that never answers, then the fallback once the time is up, and not before', async () => {
    vi.useFakeTimers();
    let settled: string | undefined;
    void withinTime(new Promise<string>(() => {}), 5_000, 'none').then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('none');
  });
});
