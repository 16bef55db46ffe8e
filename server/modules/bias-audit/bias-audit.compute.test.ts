import { describe, expect, it } from 'vitest';
import { impactRatioInterval, median, scoringMeasure, selectionMeasure } from './bias-audit.compute.ts';
import { EXPECTED_SCORING, EXPECTED_SELECTION, SCORES, selectionPeople } from './bias-audit.fixture.ts';

describe('the bias audit arithmetic, against the hand-computed fixture', () => {
  it('given a screening step, when audited, then rates, ratios, intervals and p-values match the hand computation', () => {
    const measure = selectionMeasure('Screen', selectionPeople());
    expect(measure.total).toBe(54);
    expect(measure.median).toBeNull();
    expect(measure.breakdowns).toEqual(EXPECTED_SELECTION);
  });

  it('given scores, when audited, then above the median of everyone scored counts as selected', () => {
    const measure = scoringMeasure('Numeracy', SCORES);
    expect(measure.median).toBe(57.5);
    expect(measure.total).toBe(10);
    expect(measure.breakdowns).toEqual(EXPECTED_SCORING);
  });

  it('given a category under 2% of the data, then it is counted but has no ratio and cannot be the reference', () => {
    const sex = selectionMeasure('Screen', selectionPeople()).breakdowns[0]!;
    const nonBinary = sex.categories.find((c) => c.category === 'non_binary')!;
    expect(nonBinary).toMatchObject({ count: 1, rate: 1, excluded: true, is_reference: false, impact_ratio: null });
    expect(sex.categories.find((c) => c.is_reference)!.category).toBe('female');
  });

  it('given nobody selected anywhere, then no category has a ratio', () => {
    const measure = selectionMeasure('Nobody', [
      { sex: 'female', race: 'white', selected: false },
      { sex: 'male', race: 'white', selected: false },
    ]);
    for (const b of measure.breakdowns) for (const c of b.categories) expect(c.impact_ratio).toBeNull();
  });

  it('given no scores, then the median is null and no one is selected', () => {
    expect(median([])).toBeNull();
    expect(scoringMeasure('Empty', []).breakdowns.every((b) => b.categories.length === 0)).toBe(true);
  });

  it('the Katz interval contains the ratio and narrows as the counts grow', () => {
    const [lo, hi] = impactRatioInterval(13, 29, 13, 20);
    expect(lo).toBeLessThan(20 / 29);
    expect(hi).toBeGreaterThan(20 / 29);
    const [lo10, hi10] = impactRatioInterval(130, 290, 130, 200);
    expect(hi10 - lo10).toBeLessThan(hi - lo);
  });
});
