// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runHeartbeatLoop } from './heartbeat-loop.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the heartbeat loop', () => {
  it('beats at once, again after the delay the beat returns, and not after it is stopped', async () => {
    vi.useFakeTimers();
    const beat = vi.fn(() => Promise.resolve(1_000));
    const stop = runHeartbeatLoop(beat);
    await vi.advanceTimersByTimeAsync(0);
    expect(beat).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(beat).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(beat).toHaveBeenCalledTimes(2);
  });

  it('given the browser offline, then it does not beat until the network returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const beat = vi.fn(() => Promise.resolve(60_000));
    const stop = runHeartbeatLoop(beat);
    await Promise.resolve();
    expect(beat).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(beat).toHaveBeenCalledTimes(1);
    stop();
  });
});
