/**
 * A small audit computed by hand (the unit test and the API test both check against it).
 * Screening step, 54 people: rates are selected / count; the reference is the highest rate kept;
 * ratios rate / reference rate; intervals exp(ln ratio ± 1.96 · sqrt(1/a − 1/n1 + 1/c − 1/n2))
 * (0.5 added to each cell when one is zero); p-values from the hypergeometric sums of each 2x2 table.
 *   female/white 10 (8), female/black 10 (5), male/white 20 (10), male/asian 9 (3),
 *   non_binary/white 1 (1): 1 < 2% of 54 = 1.08, left out of the ratios;
 *   sex unknown (declined)/white 4 (2): counted as unknown for sex and for the intersection.
 * Sex: female 20 (13) 0.65 reference; male 29 (13) 0.4483, ratio 20/29 = 0.6897.
 * Race: white 35 (21) 0.6 reference; black 10 (5) 0.8333; asian 9 (3) 0.5556.
 * Scored activity, 10 people, median (55 + 60) / 2 = 57.5: female/white 90, 80, 70, 60;
 *   male/white 85, 50, 40; male/asian 30, 20; unknown sex/white 55.
 */
import type { BiasAuditCategory } from '../../../contracts/bias-audit.ts';

export interface FixtureGroup {
  sex: string | null;
  race: string | null;
  count: number;
  selected: number;
}

export const SELECTION_GROUPS: FixtureGroup[] = [
  { sex: 'female', race: 'white', count: 10, selected: 8 },
  { sex: 'female', race: 'black_african_american', count: 10, selected: 5 },
  { sex: 'male', race: 'white', count: 20, selected: 10 },
  { sex: 'male', race: 'asian', count: 9, selected: 3 },
  { sex: 'non_binary', race: 'white', count: 1, selected: 1 },
  { sex: null, race: 'white', count: 4, selected: 2 },
];

export const SCORES: { sex: string | null; race: string | null; score: number }[] = [
  { sex: 'female', race: 'white', score: 90 },
  { sex: 'female', race: 'white', score: 80 },
  { sex: 'female', race: 'white', score: 70 },
  { sex: 'female', race: 'white', score: 60 },
  { sex: 'male', race: 'white', score: 85 },
  { sex: 'male', race: 'white', score: 50 },
  { sex: 'male', race: 'white', score: 40 },
  { sex: 'male', race: 'asian', score: 30 },
  { sex: 'male', race: 'asian', score: 20 },
  { sex: null, race: 'white', score: 55 },
];

/** A reference category's row, and another category's row, as the report states them. */
export const ref = (category: string, count: number, selected: number, rate: number): BiasAuditCategory => ({
  category,
  count,
  selected,
  rate,
  excluded: false,
  is_reference: true,
  impact_ratio: 1,
  ci_low: null,
  ci_high: null,
  p_value: null,
});
export const cmp = (
  category: string,
  count: number,
  selected: number,
  rate: number,
  impact_ratio: number,
  ci_low: number,
  ci_high: number,
  p_value: number,
): BiasAuditCategory => ({
  category,
  count,
  selected,
  rate,
  excluded: false,
  is_reference: false,
  impact_ratio,
  ci_low,
  ci_high,
  p_value,
});
const left = (category: string, count: number, selected: number, rate: number): BiasAuditCategory => ({
  category,
  count,
  selected,
  rate,
  excluded: true,
  is_reference: false,
  impact_ratio: null,
  ci_low: null,
  ci_high: null,
  p_value: null,
});

export const EXPECTED_SELECTION = [
  {
    dimension: 'sex',
    unknown: 4,
    categories: [
      ref('female', 20, 13, 0.65),
      cmp('male', 29, 13, 0.4483, 0.6897, 0.4116, 1.1556, 0.245),
      left('non_binary', 1, 1, 1),
    ],
  },
  {
    dimension: 'race_ethnicity',
    unknown: 0,
    categories: [
      cmp('asian', 9, 3, 0.3333, 0.5556, 0.2121, 1.4549, 0.2607),
      cmp('black_african_american', 10, 5, 0.5, 0.8333, 0.4238, 1.6387, 0.7203),
      ref('white', 35, 21, 0.6),
    ],
  },
  {
    dimension: 'intersection',
    unknown: 4,
    categories: [
      cmp('female / black_african_american', 10, 5, 0.5, 0.625, 0.3126, 1.2498, 0.3498),
      ref('female / white', 10, 8, 0.8),
      cmp('male / asian', 9, 3, 0.3333, 0.4167, 0.1572, 1.1041, 0.0698),
      cmp('male / white', 20, 10, 0.5, 0.625, 0.3654, 1.069, 0.2353),
      left('non_binary / white', 1, 1, 1),
    ],
  },
];

export const EXPECTED_SCORING = [
  {
    dimension: 'sex',
    unknown: 1,
    categories: [ref('female', 4, 4, 1), cmp('male', 5, 1, 0.2, 0.2, 0.0674, 1.145, 0.0476)],
  },
  {
    dimension: 'race_ethnicity',
    unknown: 0,
    categories: [cmp('asian', 2, 0, 0, 0, 0.0206, 3.6115, 0.4444), ref('white', 8, 5, 0.625)],
  },
  {
    dimension: 'intersection',
    unknown: 1,
    categories: [
      ref('female / white', 4, 4, 1),
      cmp('male / asian', 2, 0, 0, 0, 0.0145, 2.3649, 0.0667),
      cmp('male / white', 3, 1, 0.3333, 0.3333, 0.1137, 1.5265, 0.1429),
    ],
  },
];

/** One person per counted application, in the order of the groups. */
export function selectionPeople(): { sex: string | null; race: string | null; selected: boolean }[] {
  return SELECTION_GROUPS.flatMap((g) =>
    Array.from({ length: g.count }, (_, i) => ({ sex: g.sex, race: g.race, selected: i < g.selected })),
  );
}
