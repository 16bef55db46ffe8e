import { describe, expect, it } from 'vitest';
import { fitScore, type WeightedGroup } from './fit.ts';
import { predictiveScore, PREDICTIVE_LIMIT } from './predictive-model.ts';

const scores = (entries: [number, number][]) => new Map(entries);

describe('fitScore (docs/scoring.md, Fit score)', () => {
  // Group "Service" weight 2: attribute 1 (w 3) scored 80, attribute 2 (w 1) scored 40.
  // Group "Drive" weight 1: attribute 3 (w 2) scored 50.
  // Weights: 2x3 = 6, 2x1 = 2, 1x2 = 2; sum 10. Fit = (6x80 + 2x40 + 2x50) / 10 = (480 + 80 + 100) / 10 = 66.
  const groups: WeightedGroup[] = [
    {
      weight: 2,
      attributes: [
        { attribute_type_id: 1, weight: 3 },
        { attribute_type_id: 2, weight: 1 },
      ],
    },
    { weight: 1, attributes: [{ attribute_type_id: 3, weight: 2 }] },
  ];

  it('is the weighted mean with group weight x attribute weight', () => {
    expect(
      fitScore(
        groups,
        scores([
          [1, 80],
          [2, 40],
          [3, 50],
        ]),
      ),
    ).toBe(66);
  });

  it('leaves out attributes without a score and renormalises the rest', () => {
    // Attribute 2 missing: (6x80 + 2x50) / (6 + 2) = 580 / 8 = 72.5.
    expect(
      fitScore(
        groups,
        scores([
          [1, 80],
          [3, 50],
        ]),
      ),
    ).toBe(72.5);
  });

  it('ignores scores of attributes the job does not weight', () => {
    expect(
      fitScore(
        groups,
        scores([
          [1, 80],
          [2, 40],
          [3, 50],
          [99, 0],
        ]),
      ),
    ).toBe(66);
  });

  it('is null when no weighted attribute has a score, or nothing is weighted', () => {
    expect(fitScore(groups, scores([[99, 70]]))).toBeNull();
    expect(fitScore([], scores([[1, 70]]))).toBeNull();
    expect(fitScore([{ weight: 0, attributes: [{ attribute_type_id: 1, weight: 5 }] }], scores([[1, 70]]))).toBeNull();
  });

  it('a zero weight drops the attribute (its score does not count)', () => {
    const g: WeightedGroup[] = [
      {
        weight: 1,
        attributes: [
          { attribute_type_id: 1, weight: 0 },
          { attribute_type_id: 2, weight: 1 },
        ],
      },
    ];
    expect(
      fitScore(
        g,
        scores([
          [1, 0],
          [2, 90],
        ]),
      ),
    ).toBe(90);
  });

  it('counts an attribute in two groups once per group', () => {
    // (1x1x60 + 3x1x60 + 3x1x20) / (1 + 3 + 3) = (60 + 180 + 60) / 7 = 42.857... -> 42.86
    const g: WeightedGroup[] = [
      { weight: 1, attributes: [{ attribute_type_id: 1, weight: 1 }] },
      {
        weight: 3,
        attributes: [
          { attribute_type_id: 1, weight: 1 },
          { attribute_type_id: 2, weight: 1 },
        ],
      },
    ];
    expect(
      fitScore(
        g,
        scores([
          [1, 60],
          [2, 20],
        ]),
      ),
    ).toBe(42.86);
  });

  it('rounds to 2 decimals: (1x33.33 + 2x66.67) / 3 = 55.5566... -> 55.56', () => {
    const g: WeightedGroup[] = [
      {
        weight: 1,
        attributes: [
          { attribute_type_id: 1, weight: 1 },
          { attribute_type_id: 2, weight: 2 },
        ],
      },
    ];
    expect(
      fitScore(
        g,
        scores([
          [1, 33.33],
          [2, 66.67],
        ]),
      ),
    ).toBe(55.56);
  });
});

describe('predictiveScore (docs/scoring.md, Predictive score)', () => {
  // 1.5 + 0.02 x 80 - 0.01 x 40 = 1.5 + 1.6 - 0.4 = 2.7
  const model = {
    intercept: 1.5,
    weights: [
      { attribute_type_id: 1, weight: 0.02 },
      { attribute_type_id: 2, weight: -0.01 },
    ],
  };

  it('is intercept + sum(weight x score)', () => {
    expect(
      predictiveScore(
        model,
        scores([
          [1, 80],
          [2, 40],
        ]),
      ),
    ).toBe(2.7);
  });

  it('is null when a weighted attribute has no score', () => {
    expect(predictiveScore(model, scores([[1, 80]]))).toBeNull();
  });

  it('does not need scores for zero weights; no weights is the intercept', () => {
    expect(predictiveScore({ intercept: 2, weights: [{ attribute_type_id: 1, weight: 0 }] }, scores([]))).toBe(2);
    expect(predictiveScore({ intercept: -3.25, weights: [] }, scores([]))).toBe(-3.25);
  });

  it('rounds to 2 decimals and clamps to what the column holds', () => {
    // 0 + 0.333 x 10 = 3.33
    expect(
      predictiveScore({ intercept: 0, weights: [{ attribute_type_id: 1, weight: 0.333 }] }, scores([[1, 10]])),
    ).toBe(3.33);
    expect(
      predictiveScore({ intercept: 0, weights: [{ attribute_type_id: 1, weight: 500 }] }, scores([[1, 100]])),
    ).toBe(PREDICTIVE_LIMIT);
    expect(
      predictiveScore({ intercept: 0, weights: [{ attribute_type_id: 1, weight: -500 }] }, scores([[1, 100]])),
    ).toBe(-PREDICTIVE_LIMIT);
  });
});
