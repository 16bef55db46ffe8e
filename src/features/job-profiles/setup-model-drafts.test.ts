import { describe, expect, it } from 'vitest';
import type { ProfileCorrelation } from '../../../contracts/job-profiles.ts';
import { draftFromCorrelations } from './setup-model-drafts.ts';

type Attribute = ProfileCorrelation['attributes'][number];
const reading = {
  strength: 'strong',
  direction: 'positive',
  excludes_zero: true,
  too_few: false,
} as Attribute['reading'];
const attribute = (id: number, points: [number, number][], r: number | null = 0.5): Attribute => ({
  attribute_type_id: id,
  name: `Attribute ${id}`,
  correlation: { r, n: points.length, low: null, high: null, reliable: false },
  reading,
  points: points.map(([score, value]) => ({ score, value })),
});
const correlation = (outcome: ProfileCorrelation['outcome'], attributes: Attribute[]): ProfileCorrelation => ({
  outcome,
  locations: [],
  participant_count: 4,
  outcome_count: 4,
  reliable_min_n: 4,
  figures_as_of: null,
  attributes,
});

describe('a model drafted from correlations', () => {
  it('given one attribute on a line, then the draft is that line', () => {
    // rating = 1 + 0.04 x score exactly.
    const draft = draftFromCorrelations(
      correlation('performance', [
        attribute(7, [
          [0, 1],
          [25, 2],
          [50, 3],
          [100, 5],
        ]),
      ]),
      'Draft',
    );
    expect(draft).toEqual({ name: 'Draft', intercept: 1, weights: [{ attribute_type_id: 7, weight: 0.04 }] });
  });

  it('given two attributes, then each weighs half its slope and the intercept centres the means; those without an r are left out', () => {
    // A: slope 0.02, mean score 50, mean rating 3. B: slope -0.01, mean score 40, mean rating 3.
    const a = attribute(1, [
      [30, 2.6],
      [50, 3],
      [70, 3.4],
    ]);
    const b = attribute(2, [
      [20, 3.2],
      [40, 3],
      [60, 2.8],
    ]);
    const shaky = attribute(
      3,
      [
        [10, 1],
        [90, 5],
      ],
      null,
    );
    const draft = draftFromCorrelations(correlation('performance', [a, b, shaky]), 'Two');
    // weights 0.01 and -0.005; intercept 3 - (0.01 x 50 - 0.005 x 40) = 2.7.
    expect(draft).toEqual({
      name: 'Two',
      intercept: 2.7,
      weights: [
        { attribute_type_id: 1, weight: 0.01 },
        { attribute_type_id: 2, weight: -0.005 },
      ],
    });
  });

  it('given turnover, then the draft predicts the percent chance of staying', () => {
    const draft = draftFromCorrelations(
      correlation('turnover', [
        attribute(4, [
          [20, 0],
          [40, 0],
          [60, 1],
          [80, 1],
        ]),
      ]),
      'Stay',
    );
    // Stayed x 100 against score: slope 2 x 20 x 100 / 2000 = 2, mean score 50, mean 50: intercept -50.
    expect(draft).toEqual({ name: 'Stay', intercept: -50, weights: [{ attribute_type_id: 4, weight: 2 }] });
  });

  it('given no correlation or no spread, then there is no draft', () => {
    expect(
      draftFromCorrelations(
        correlation('performance', [
          attribute(
            1,
            [
              [10, 1],
              [90, 5],
            ],
            null,
          ),
        ]),
        'None',
      ),
    ).toBeNull();
    expect(
      draftFromCorrelations(
        correlation('performance', [
          attribute(1, [
            [50, 1],
            [50, 5],
          ]),
        ]),
        'Flat',
      ),
    ).toBeNull();
  });
});
