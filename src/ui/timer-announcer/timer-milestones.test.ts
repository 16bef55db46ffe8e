import { describe, expect, it } from 'vitest';
import { milestoneCrossed, type TimerMilestone } from './timer-milestones.ts';

/** Every milestone spoken when a countdown of `total` seconds ticks down second by second from `from`. */
function spokenDuring(total: number, from = total): TimerMilestone[] {
  const spoken: TimerMilestone[] = [];
  let before: number | undefined;
  for (let left = from; left >= 0; left--) {
    const milestone = milestoneCrossed(before, left, total);
    if (milestone) spoken.push(milestone);
    before = left;
  }
  return spoken;
}

describe('milestoneCrossed', () => {
  it('given a 5-minute countdown, then it speaks at the start, each whole minute, 10 seconds left and the end only', () => {
    expect(spokenDuring(300)).toEqual([
      { kind: 'start', secondsLeft: 300 },
      { kind: 'left', secondsLeft: 240 },
      { kind: 'left', secondsLeft: 180 },
      { kind: 'left', secondsLeft: 120 },
      { kind: 'left', secondsLeft: 60 },
      { kind: 'left', secondsLeft: 10 },
      { kind: 'time-up' },
    ]);
  });

  it('given a 20-minute section, then 22 announcements in 1,200 ticks: never every second', () => {
    expect(spokenDuring(1200)).toHaveLength(1 + 19 + 1 + 1);
  });

  it('given a 45-second run, then the start, 10 seconds and the end', () => {
    expect(spokenDuring(45)).toEqual([
      { kind: 'start', secondsLeft: 45 },
      { kind: 'left', secondsLeft: 10 },
      { kind: 'time-up' },
    ]);
  });

  it('given a reload part-way (first tick at 150 s of 300), then the time left is spoken, then the minutes to come', () => {
    expect(spokenDuring(300, 150).slice(0, 3)).toEqual([
      { kind: 'start', secondsLeft: 150 },
      { kind: 'left', secondsLeft: 120 },
      { kind: 'left', secondsLeft: 60 },
    ]);
  });

  it('given a jump over several marks (a page hidden a while), then the latest mark alone is spoken', () => {
    expect(milestoneCrossed(700, 50, 1200)).toEqual({ kind: 'left', secondsLeft: 60 });
    expect(milestoneCrossed(700, 5, 1200)).toEqual({ kind: 'left', secondsLeft: 10 });
  });

  it('given the first tick after the end, then the time is up', () => {
    expect(milestoneCrossed(undefined, 0, 600)).toEqual({ kind: 'time-up' });
  });

  it('given a clock that does not move or moves up, then nothing is spoken', () => {
    expect(milestoneCrossed(61, 61, 600)).toBeNull();
    expect(milestoneCrossed(59, 61, 600)).toBeNull();
    expect(milestoneCrossed(0, 0, 600)).toBeNull();
  });
});
