import { describe, expect, it } from 'vitest';
import { whyNoCorrelation } from './correlation-reading.tsx';

const stayed = (scores: number[], outcome: boolean[]) => scores.map((score, i) => ({ score, stayed: outcome[i]! }));
const rated = (scores: number[], values: number[]) => scores.map((score, i) => ({ score, value: values[i]! }));

describe('why a correlation could not be computed', () => {
  it('given fewer than 5 people or no points, then too few', () => {
    expect(whyNoCorrelation(4, stayed([1, 2, 3, 4], [true, false, true, true]), 'staying')).toBe('too_few');
    expect(whyNoCorrelation(9, undefined, 'staying')).toBe('too_few');
  });

  it('given 9 people who all stayed or all left, then it says so', () => {
    const scores = [10, 20, 30, 40, 50, 60, 70, 80, 90];
    expect(
      whyNoCorrelation(
        9,
        stayed(
          scores,
          scores.map(() => true),
        ),
        'staying',
      ),
    ).toBe('all_stayed');
    expect(
      whyNoCorrelation(
        9,
        stayed(
          scores,
          scores.map(() => false),
        ),
        'staying',
      ),
    ).toBe('all_left');
    expect(
      whyNoCorrelation(
        9,
        rated(
          scores,
          scores.map(() => 1),
        ),
        'staying',
      ),
    ).toBe('all_stayed');
    expect(
      whyNoCorrelation(
        9,
        rated(
          scores,
          scores.map(() => 0),
        ),
        'staying',
      ),
    ).toBe('all_left');
  });

  it('given everyone has the same rating, or the same score, then it says which', () => {
    const scores = [10, 20, 30, 40, 50, 60];
    expect(
      whyNoCorrelation(
        6,
        rated(
          scores,
          scores.map(() => 4),
        ),
        'performance',
      ),
    ).toBe('same_rating');
    expect(whyNoCorrelation(6, rated([50, 50, 50, 50, 50, 50], [1, 2, 3, 4, 5, 3]), 'performance')).toBe('same_score');
    expect(
      whyNoCorrelation(6, stayed([50, 50, 50, 50, 50, 50], [true, false, true, true, false, true]), 'staying'),
    ).toBe('same_score');
  });

  it('given both vary, then nothing more can be said than too few', () => {
    expect(whyNoCorrelation(6, rated([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 3]), 'performance')).toBe('too_few');
  });
});
