import { describe, expect, it } from 'vitest';
import { milestoneCrossed, type TimerMilestone } from './timer-milestones.ts';

/** Every milestone spoken when a countdown of `total` seconds ticks down second by second. */
function spokenDuring(total: number): TimerMilestone[] {
  const spoken: TimerMilestone[] = [];
  let before: number | undefined;
  for (let left = total; left >= 0; left--) {
    const milestone = milestoneCrossed(before, left, total);
    if (milestone) spoken.push(milestone);
    before = left;
  }
  return spoken;
}

describe('milestoneCrossed', () => {
  it('given a 20-minute countdown, then it speaks at half time, 5 minutes, 1 minute, 30 seconds and the end only', () => {
    expect(spokenDuring(1200)).toEqual([
      { kind: 'half', secondsLeft: 600 },
      { kind: 'left', secondsLeft: 300 },
      { kind: 'left', secondsLeft: 60 },
      { kind: 'left', secondsLeft: 30 },
      { kind: 'time-up' },
    ]);
  });

  it('given a 2-minute recording, then half time and the marks under the total are spoken, not 5 minutes', () => {
    expect(spokenDuring(120)).toEqual([
      { kind: 'left', secondsLeft: 60 },
      { kind: 'left', secondsLeft: 30 },
      { kind: 'time-up' },
    ]);
  });

  it('given a 3-minute typing test, then half time (90 s) is spoken beside 1 minute and 30 seconds', () => {
    expect(spokenDuring(180).map((m) => m.kind)).toEqual(['half', 'left', 'left', 'time-up']);
  });

  it('given a 45-second run, then only 30 seconds and the end are spoken', () => {
    expect(spokenDuring(45)).toEqual([{ kind: 'left', secondsLeft: 30 }, { kind: 'time-up' }]);
  });

  it('given a jump over several marks (a page hidden a while), then the latest mark alone is spoken', () => {
    expect(milestoneCrossed(700, 50, 1200)).toEqual({ kind: 'left', secondsLeft: 60 });
    expect(milestoneCrossed(700, 20, 1200)).toEqual({ kind: 'left', secondsLeft: 30 });
  });

  it('given the first tick, then it speaks only when the time is already up', () => {
    expect(milestoneCrossed(undefined, 0, 600)).toEqual({ kind: 'time-up' });
    expect(milestoneCrossed(undefined, 200, 600)).toBeNull();
  });

  it('given a clock that does not move or moves up, then nothing is spoken', () => {
    expect(milestoneCrossed(61, 61, 600)).toBeNull();
    expect(milestoneCrossed(59, 61, 600)).toBeNull();
    expect(milestoneCrossed(0, 0, 600)).toBeNull();
  });
});
