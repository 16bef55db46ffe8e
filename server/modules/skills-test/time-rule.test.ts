import { describe, expect, it } from 'vitest';
import {
  deadlineOf,
  durationSeconds,
  judgeAnswer,
  remainingSeconds,
  startToRecord,
  type SectionWindow,
} from './time-rule.ts';

const at = (s: string) => new Date(`2026-03-01T${s}Z`);
// A 5-minute section started 10:00:00 by the server; the device's clock is 2 hours behind.
const window: SectionWindow = {
  startedAt: at('10:00:00'),
  clientStartedAt: at('08:00:00'),
  durationSeconds: 300,
  submittedAt: null,
};

describe('skills test time rule', () => {
  it('remaining seconds = duration - elapsed, floored at 0', () => {
    expect(remainingSeconds(window, at('10:00:00'))).toBe(300);
    expect(remainingSeconds(window, at('10:01:30.400'))).toBe(209);
    expect(remainingSeconds(window, at('10:05:00'))).toBe(0);
    expect(remainingSeconds(window, at('11:00:00'))).toBe(0);
    expect(remainingSeconds({ ...window, submittedAt: at('10:02:00') }, at('10:01:00'))).toBe(0);
  });

  it('accommodation 1.5 makes 5 minutes 450 seconds', () => {
    expect(durationSeconds(5, 1.5)).toBe(450);
    expect(durationSeconds(6, 1.25)).toBe(450);
    expect(durationSeconds(5, 1)).toBe(300);
    expect(deadlineOf({ ...window, durationSeconds: 450 }).toISOString()).toBe('2026-03-01T10:07:30.000Z');
  });

  it('an answer received in the window or its grace is on time, whatever the device clock says', () => {
    expect(judgeAnswer(window, at('23:59:00'), at('10:04:59'))).toEqual({ isLate: false, syncedLate: false });
    expect(judgeAnswer(window, at('08:04:59'), at('10:05:10'))).toEqual({ isLate: false, syncedLate: false });
  });

  it('an answer given offline in time and delivered hours later is on time, flagged synced late', () => {
    // Given 4:59 after the device's start (08:04:59 device time), received at 13:00.
    expect(judgeAnswer(window, at('08:04:59'), at('13:00:00'))).toEqual({ isLate: false, syncedLate: true });
  });

  it('an answer given after the deadline (plus grace) is late', () => {
    expect(judgeAnswer(window, at('08:05:11'), at('10:05:11'))).toEqual({ isLate: true, syncedLate: false });
    expect(judgeAnswer(window, at('08:30:00'), at('13:00:00'))).toEqual({ isLate: true, syncedLate: false });
  });

  it('an answer delivered late that claims a time before the start is late', () => {
    expect(judgeAnswer(window, at('07:59:00'), at('13:00:00')).isLate).toBe(true);
    expect(judgeAnswer(window, at('07:59:55'), at('13:00:00')).isLate).toBe(false); // within the grace
  });

  it('a submitted section closes the window at the submission', () => {
    const submitted = { ...window, submittedAt: at('10:02:00') };
    expect(judgeAnswer(submitted, at('08:01:59'), at('12:00:00'))).toEqual({ isLate: false, syncedLate: true });
    expect(judgeAnswer(submitted, at('08:03:00'), at('12:00:00')).isLate).toBe(true);
  });

  it('a start queued offline is dated back by the elapsed time the device counted', () => {
    expect(startToRecord(at('10:10:00'), 600_000).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(startToRecord(at('10:10:00'), undefined).toISOString()).toBe('2026-03-01T10:10:00.000Z');
  });
});
