import { describe, expect, it } from 'vitest';
import type { TimerRecord } from './db.ts';
import { formatCountdown, monotonicClock, offsetFrom, remainingMs, remainingSeconds } from './skills-timer.ts';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
// A 5-minute section with accommodation 1.5: 450 s.
const base: TimerRecord = {
  sectionId: 'a:2',
  attemptId: 'a',
  skillsTestSectionId: 2,
  durationSeconds: 450,
  deviceStartedAt: iso(T0),
};

describe('countdown model (promise 4: clock-proof timers)', () => {
  it('before the server answers, the section counts from the device start; remaining = duration - elapsed, floored at 0', () => {
    expect(remainingSeconds(base, T0)).toBe(450);
    expect(remainingSeconds(base, T0 + 100_000)).toBe(350);
    expect(remainingSeconds(base, T0 + 449_001)).toBe(1);
    expect(remainingSeconds(base, T0 + 450_000)).toBe(0);
    expect(remainingSeconds(base, T0 + 9_999_999)).toBe(0);
  });

  it("once the server's start is known, it counts from it, through the measured offset (a device clock 2 hours slow changes nothing)", () => {
    const slow = -2 * 3_600_000;
    // The server started at T0 + 1 s (latency); the device's clock reads T0 - 2 h then.
    const timer: TimerRecord = {
      ...base,
      deviceStartedAt: iso(T0 + slow),
      serverStartedAt: iso(T0 + 1000),
      serverOffsetMs: -slow,
    };
    expect(remainingSeconds(timer, T0 + slow + 61_000)).toBe(390);
  });

  it('given a reload mid-section, the countdown resumes with the right remaining time (not reset)', () => {
    // Started at T0 with the server's start T0 and offset 0; the page reloads 2 min 30 s later.
    const stored: TimerRecord = {
      ...base,
      serverStartedAt: iso(T0),
      serverOffsetMs: 0,
      checkpoint: { remainingMs: 300_000, atDeviceMs: T0 + 150_000 },
    };
    const afterReload = monotonicClock(
      () => T0 + 150_000,
      () => 0,
    );
    expect(remainingSeconds(stored, afterReload.now())).toBe(300);
  });

  it('given the device clock moved back 10 minutes before a reload, the checkpoint keeps the time from growing', () => {
    const stored: TimerRecord = { ...base, checkpoint: { remainingMs: 200_000, atDeviceMs: T0 + 250_000 } };
    // Wall clock now reads T0 - 5 min: from the start alone the section would show 450 s again.
    expect(remainingSeconds(stored, T0 - 300_000)).toBe(200);
  });

  it('given the device clock moved while the page is open, the monotonic clock ignores it', () => {
    let wall = T0;
    let mono = 1000;
    const clock = monotonicClock(
      () => wall,
      () => mono,
    );
    mono += 60_000;
    wall += 3_600_000; // someone moves the clock forward an hour
    expect(clock.now()).toBe(T0 + 60_000);
    expect(remainingSeconds(base, clock.now())).toBe(390);
  });

  it('a closed section has no time left', () => {
    expect(remainingMs({ ...base, closedAt: iso(T0 + 10_000) }, T0 + 20_000)).toBe(0);
  });

  it('formats the countdown and measures the offset from the request midpoint', () => {
    expect(formatCountdown(450)).toBe('7:30');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(offsetFrom(iso(T0 + 5000), T0, T0 + 200)).toBe(4900);
  });
});
