import { describe, expect, it } from 'vitest';
import { bandOf, scorePart } from './language-test.ts';

describe('language test bands', () => {
  it('given each threshold and the percent just below it, then the band changes exactly at the threshold', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 74, 75, 89, 90, 100].map(bandOf)).toEqual([
      'Pre-A1',
      'Pre-A1',
      'A1',
      'A1',
      'A2',
      'A2',
      'B1',
      'B1',
      'B2',
      'B2',
      'C1',
      'C1',
    ]);
  });

  it('given a percent outside 0..100, then it is clamped rather than failing', () => {
    expect(bandOf(-5)).toBe('Pre-A1');
    expect(bandOf(140)).toBe('C1');
  });
});

describe('language test part score', () => {
  const key = new Map([
    ['r1', 'a'],
    ['r2', 'b'],
    ['r3', 'c'],
    ['r4', 'a'],
    ['r5', 'b'],
    ['r6', 'c'],
  ]);

  it('given four of six right, one wrong and one cleared, then 4 of 6 is 67 percent, band B1', () => {
    const answers = new Map<string, string | null>([
      ['r1', 'a'],
      ['r2', 'b'],
      ['r3', 'c'],
      ['r4', 'a'],
      ['r5', 'c'],
      ['r6', null],
    ]);
    expect(scorePart(key, answers)).toEqual({ correct: 4, total: 6, percent: 67, band: 'B1' });
  });

  it('given no answers at all, then every item counts as wrong', () => {
    expect(scorePart(key, new Map())).toEqual({ correct: 0, total: 6, percent: 0, band: 'Pre-A1' });
  });

  it('given answers to items that are not in the key, then they are ignored', () => {
    expect(
      scorePart(
        key,
        new Map([
          ['x9', 'a'],
          ['r1', 'a'],
        ]),
      ),
    ).toMatchObject({ correct: 1, total: 6, percent: 17 });
  });

  it('given every item right, then 100 percent and the top band C1', () => {
    expect(scorePart(key, new Map(key))).toEqual({ correct: 6, total: 6, percent: 100, band: 'C1' });
  });
});
