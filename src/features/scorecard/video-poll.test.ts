import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS_MESSAGE, pollForVideo } from './video-poll.ts';

describe('the video download polling rule', () => {
  it('given a link ready at the third try, then two waits of 5000 ms and the link', async () => {
    const waits: number[] = [];
    let n = 0;
    const link = await pollForVideo(async () => (++n === 3 ? 'blob:ok' : undefined), {
      sleep: async (ms) => void waits.push(ms),
    });
    expect(link).toBe('blob:ok');
    expect(waits).toEqual([5000, 5000]);
  });

  it('given 10 failures (errors count too), then Max attempts reached after 9 waits', async () => {
    const waits: number[] = [];
    let n = 0;
    await expect(
      pollForVideo(
        async () => {
          n++;
          if (n % 2) throw new Error('network');
          return undefined;
        },
        { sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow(MAX_ATTEMPTS_MESSAGE);
    expect(n).toBe(10);
    expect(waits).toHaveLength(9);
  });
});
