/**
 * The camera-check photo's decode runs on a worker thread (D479): the event loop keeps answering
 * while a 1,024-pixel photo is decoded, at most `queue` photos wait, and a stuck decoder is ended.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DecoderBusy, photoDecoder, stillDecoder } from './jpeg-decode-pool.ts';
import { readStill, STILL_MAX_SIDE } from './jpeg-still.ts';
import { corruptHuffman, JPEG, photoOf } from './camera-check.test-kit.ts';

const big = photoOf(STILL_MAX_SIDE, STILL_MAX_SIDE);
const frame = { width: STILL_MAX_SIDE, height: STILL_MAX_SIDE };

afterAll(() => photoDecoder.close());

describe('decoding a camera-check photo off the event loop', () => {
  it('given a 1,024-pixel photo, then timers keep running while it is decoded, and it is kept', async () => {
    let last = performance.now();
    let longestPause = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
      ticks += 1;
    }, 5);
    const started = performance.now();
    let reading;
    try {
      reading = await readStill(big);
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    expect(reading).toMatchObject({ ok: true, width: STILL_MAX_SIDE, height: STILL_MAX_SIDE });
    // Decoded in this thread (before D479), no timer runs until the photo is read: no tick at all.
    // Measured against the decode itself, not a fixed bound, as a loaded machine stretches both.
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(longestPause).toBeLessThan(took / 2);
  });

  it('given photos that do not decode, then the worker says so and keeps decoding the next', async () => {
    expect(await readStill(corruptHuffman())).toEqual({ ok: false, why: 'undecodable' });
    expect(await readStill(JPEG)).toMatchObject({ ok: true, width: 16, height: 12 });
  });

  it('given more photos at once than the queue holds, then the one past it is refused as busy and the others are decoded', async () => {
    const decoder = stillDecoder({ queue: 2 });
    try {
      const answers = await Promise.allSettled([1, 2, 3].map(() => decoder.decodes(big, frame)));
      expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect(answers.slice(0, 2).map((a) => (a as PromiseFulfilledResult<boolean>).value)).toEqual([true, true]);
      expect((answers[2] as PromiseRejectedResult).reason).toBeInstanceOf(DecoderBusy);
      // The queue drained: the next photo is taken.
      expect(await decoder.decodes(big, frame)).toBe(true);
    } finally {
      await decoder.close();
    }
  });

  it('given a decoder that answers nothing in time, then its photos are refused as busy rather than waited on', async () => {
    const decoder = stillDecoder({ timeoutMs: 1 });
    try {
      await expect(decoder.decodes(big, frame)).rejects.toBeInstanceOf(DecoderBusy);
    } finally {
      await decoder.close();
    }
  });
});
