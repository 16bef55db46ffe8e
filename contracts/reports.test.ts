import { describe, expect, it } from 'vitest';
import { HIGH_ABOVE, LOW_BELOW, scoreBand } from './reports.ts';

describe('scoreBand (docs/scoring.md, "Report bands")', () => {
  it('given the thresholds, then they are a mean keyed answer of 2.5 and 3.5 on 1-5', () => {
    expect(LOW_BELOW).toBe(((2.5 - 1) / 4) * 100);
    expect(HIGH_ABOVE).toBe(((3.5 - 1) / 4) * 100);
  });

  it('given scores around the thresholds, then low is below 37.5, high above 62.5, and both edges are average', () => {
    expect(scoreBand(0)).toBe('low');
    expect(scoreBand(37.4)).toBe('low');
    expect(scoreBand(37.5)).toBe('average');
    expect(scoreBand(50)).toBe('average');
    expect(scoreBand(62.5)).toBe('average');
    expect(scoreBand(62.6)).toBe('high');
    expect(scoreBand(100)).toBe('high');
  });

  it('given an attribute that could not be scored, then it has no band', () => {
    expect(scoreBand(null)).toBeNull();
  });
});
