/** The unit tests' waits share one bound (src/testing/patience.ts), vitest's `vi.waitFor` too. */
import { describe, expect, it, vi } from 'vitest';

describe('the unit tests’ waits', () => {
  it('given a vi.waitFor that names no timeout, when its condition holds only after vitest’s own one second, then it still passes', async () => {
    const start = Date.now();
    await vi.waitFor(() => expect(Date.now() - start).toBeGreaterThan(1_100));
  });

  it('given a vi.waitFor that names its own timeout, then that bound is kept', async () => {
    await expect(vi.waitFor(() => expect(false).toBe(true), { timeout: 50, interval: 10 })).rejects.toThrow();
  });
});
