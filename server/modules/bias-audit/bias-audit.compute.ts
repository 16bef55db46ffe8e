/**
 * The bias audit's arithmetic (decision D208), pure: no database, no clock. A measure is a list
 * of people with their sex and race/ethnicity (null: unknown) and whether they were selected (a
 * pass/fail step) or their score (a scored activity, where "selected" means above the median of
 * everyone scored). For each dimension (sex, race/ethnicity, their intersection):
 * - unknowns are counted apart and take no part in the rates or ratios;
 * - a category holding less than BIAS_AUDIT_MIN_SHARE of the measure's people (unknowns included)
 *   is listed with its counts but left out of the ratios;
 * - the reference is the category with the highest rate among those left in; each other category's
 *   impact ratio is its rate over the reference's, with Fisher's exact test (two-sided) and the
 *   Katz log interval at 95% (0.5 added to every cell of the 2x2 table when one is zero).
 */
import {
  BIAS_AUDIT_MIN_SHARE,
  INTERSECTION_JOIN,
  type BiasAuditBreakdown,
  type BiasAuditCategory,
  type BiasAuditDimension,
  type BiasAuditMeasure,
  type BiasAuditScoreUnit,
} from '../../../contracts/bias-audit.ts';
import { fisherExact } from '../../scoring/fisher.ts';

/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

export interface AuditPerson {
  sex: string | null;
  race: string | null;
}
export interface SelectionOutcome extends AuditPerson {
  selected: boolean;
}
export interface ScoreOutcome extends AuditPerson {
  score: number;
}

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function categoryOf(person: AuditPerson, dimension: BiasAuditDimension): string | null {
  if (dimension === 'sex') return person.sex;
  if (dimension === 'race_ethnicity') return person.race;
  return person.sex !== null && person.race !== null ? `${person.sex}${INTERSECTION_JOIN}${person.race}` : null;
}

/** The Katz log interval of the ratio of two proportions a/n1 over c/n2. */
export function impactRatioInterval(a: number, n1: number, c: number, n2: number): [number, number] {
  const zeroCell = a === 0 || c === 0 || a === n1 || c === n2;
  const k = zeroCell ? 0.5 : 0;
  const [a1, m1, c1, m2] = [a + k, n1 + 2 * k, c + k, n2 + 2 * k];
  const logRatio = Math.log(a1 / m1 / (c1 / m2));
  const se = Math.sqrt(1 / a1 - 1 / m1 + 1 / c1 - 1 / m2);
  return [Math.exp(logRatio - Z_95 * se), Math.exp(logRatio + Z_95 * se)];
}

function breakdown(people: readonly SelectionOutcome[], dimension: BiasAuditDimension): BiasAuditBreakdown {
  const counts = new Map<string, { count: number; selected: number }>();
  let unknown = 0;
  for (const p of people) {
    const category = categoryOf(p, dimension);
    if (category === null) {
      unknown++;
      continue;
    }
    const c = counts.get(category) ?? { count: 0, selected: 0 };
    c.count++;
    if (p.selected) c.selected++;
    counts.set(category, c);
  }
  const rows = [...counts.entries()]
    .map(([category, c]) => ({ category, ...c, rate: c.selected / c.count }))
    .sort((x, y) => (x.category < y.category ? -1 : 1));
  const isExcluded = (count: number) => count < BIAS_AUDIT_MIN_SHARE * people.length;
  const kept = rows.filter((r) => !isExcluded(r.count));
  const reference = kept.length ? kept.reduce((best, r) => (r.rate > best.rate ? r : best)) : undefined;
  const categories: BiasAuditCategory[] = rows.map((r) => {
    const excluded = isExcluded(r.count);
    const isReference = r === reference;
    const comparable = !excluded && reference !== undefined && reference.rate > 0;
    const interval =
      comparable && !isReference ? impactRatioInterval(r.selected, r.count, reference.selected, reference.count) : null;
    return {
      category: r.category,
      count: r.count,
      selected: r.selected,
      rate: round(r.rate),
      excluded,
      is_reference: isReference,
      impact_ratio: comparable ? round(r.rate / reference.rate) : null,
      ci_low: interval ? round(interval[0]) : null,
      ci_high: interval ? round(interval[1]) : null,
      p_value:
        comparable && !isReference
          ? round(
              fisherExact(r.selected, r.count - r.selected, reference.selected, reference.count - reference.selected),
            )
          : null,
    };
  });
  return { dimension, unknown, categories };
}

export const breakdowns = (people: readonly SelectionOutcome[]) =>
  (['sex', 'race_ethnicity', 'intersection'] as const).map((d) => breakdown(people, d));

export function selectionMeasure(label: string, people: readonly SelectionOutcome[]): BiasAuditMeasure {
  return { kind: 'selection', label, total: people.length, median: null, breakdowns: breakdowns(people) };
}

/** Scoring rate: the share of a category scoring above the median of everyone scored (unknowns included). */
export function scoringMeasure(
  label: string,
  people: readonly ScoreOutcome[],
  unit?: BiasAuditScoreUnit,
): BiasAuditMeasure {
  const mid = median(people.map((p) => p.score));
  const asSelection = people.map((p) => ({ sex: p.sex, race: p.race, selected: mid !== null && p.score > mid }));
  return {
    kind: 'scoring',
    label,
    total: people.length,
    median: mid === null ? null : round(mid),
    ...(unit && { unit }),
    breakdowns: breakdowns(asSelection),
  };
}
