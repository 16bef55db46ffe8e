import { describe, expect, it } from 'vitest';
import { isAnswerIn } from './answer-readiness.ts';

describe('a recorded answer counts as in', () => {
  it('given the server says ready and nothing is on its way, then it is in', () => {
    expect(isAnswerIn('ready', undefined)).toBe(true);
    expect(isAnswerIn('ready', 'done')).toBe(true);
  });

  it('given a take still leaving this device, then it is not in, whatever the server holds', () => {
    for (const take of ['queued', 'uploading', 'parked'] as const) expect(isAnswerIn('ready', take)).toBe(false);
  });

  it('given the device finished its take but the server view still lags, then it is in (Submit stayed shut for 30 s)', () => {
    expect(isAnswerIn('checking', 'done')).toBe(true);
    expect(isAnswerIn('uploading', 'done')).toBe(true);
    expect(isAnswerIn(undefined, 'done')).toBe(true);
  });

  it('given a retake being recorded and not yet used, then the answer already in still counts', () => {
    expect(isAnswerIn('ready', 'recording')).toBe(true);
    expect(isAnswerIn(undefined, 'recording')).toBe(false);
  });

  it('given no answer anywhere, or a refused one, then it is not in', () => {
    expect(isAnswerIn(undefined, undefined)).toBe(false);
    expect(isAnswerIn('refused', 'refused')).toBe(false);
    expect(isAnswerIn('uploading', undefined)).toBe(false);
  });
});
