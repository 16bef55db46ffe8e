/**
 * The quality of one scale from a company's completed attempts (D304): Cronbach's alpha (KR-20
 * when every item is right/wrong: the same formula on 0/1 values) with Feldt's 95 % interval,
 * each item's corrected item-total correlation (the item against the sum of the others) with the
 * items that do not belong flagged, the distribution of scores and the standard error of
 * measurement SEM = SD × √(1 − alpha). Pure: rows of item values in (already keyed: a
 * reverse-keyed item's value turned), numbers out. Only complete rows are given (listwise), but for
 * the items an attempt was never given (a skills test's pooled section, D503): null, missing, not
 * wrong, and the figures are those of the test as each attempt took it (`pooledAlpha`, D512).
 * Variances and correlations are simple-statistics'; the F quantiles Feldt's interval needs are
 * ours (f-distribution.ts: simple-statistics has no F distribution). Checked against published
 * data sets in scale-reliability.test.ts (D390).
 */
import {
  HISTOGRAM_BINS,
  ITEM_TOTAL_FLOOR,
  SCALE_QUALITY_MIN_ATTEMPTS,
  type ItemFlag,
} from '../../contracts/scale-quality.ts';
import { sampleCorrelation, sampleVariance } from 'simple-statistics';
import { fQuantile } from './f-distribution.ts';

export { SCALE_QUALITY_MIN_ATTEMPTS };

export interface ItemTotal {
  /** The item's corrected item-total correlation; null when the item or the rest never varies. */
  r: number | null;
  flag: ItemFlag | null;
}

export interface ScoreDistribution {
  mean: number;
  sd: number;
  /** Counts per bin of width 100 / HISTOGRAM_BINS, the last bin closed at 100. */
  histogram: number[];
}

/** Sample variance (n − 1, simple-statistics); 0 for fewer than two values. */
export function variance(values: readonly number[]): number {
  return values.length < 2 ? 0 : sampleVariance(values as number[]);
}

/** Pearson's r (simple-statistics); null when either side never varies. */
function correlation(x: readonly number[], y: readonly number[]): number | null {
  return variance(x) === 0 || variance(y) === 0 ? null : sampleCorrelation(x as number[], y as number[]);
}

/**
 * α = k / (k − 1) × (1 − Σ var(item) / var(total)); rows are attempts, columns items. Null with
 * fewer than two items or two rows, or when the totals never vary.
 */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number | null {
  const k = rows[0]?.length ?? 0;
  if (k < 2 || rows.length < 2) return null;
  const totals = rows.map((r) => r.reduce((s, v) => s + v, 0));
  const totalVariance = variance(totals);
  if (totalVariance === 0) return null;
  let itemVariances = 0;
  for (let j = 0; j < k; j++) itemVariances += variance(rows.map((r) => r[j]!));
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

/**
 * Feldt's interval: (1 − α) / (1 − ρ) follows F with n − 1 and (n − 1)(k − 1) degrees of
 * freedom, so ρ lies in [1 − (1 − α) F(1 − γ/2), 1 − (1 − α) F(γ/2)] with confidence 1 − γ.
 */
export function feldtInterval(alpha: number, n: number, k: number, confidence = 0.95): [number, number] {
  const d1 = n - 1;
  const d2 = (n - 1) * (k - 1);
  const tail = (1 - confidence) / 2;
  return [1 - (1 - alpha) * fQuantile(1 - tail, d1, d2), 1 - (1 - alpha) * fQuantile(tail, d1, d2)];
}

/** An item's value in an attempt; null where the attempt was not given the item (D512). */
export type ItemValue = number | null;

/** Sample covariance over the rows that have both items; 0 with fewer than two such rows. */
function pairedCovariance(rows: readonly (readonly ItemValue[])[], i: number, j: number): number {
  const pairs = rows.filter((r) => r[i] != null && r[j] != null).map((r) => [r[i]!, r[j]!] as const);
  if (pairs.length < 2) return 0;
  const mi = pairs.reduce((s, p) => s + p[0], 0) / pairs.length;
  const mj = pairs.reduce((s, p) => s + p[1], 0) / pairs.length;
  return pairs.reduce((s, p) => s + (p[0] - mi) * (p[1] - mj), 0) / (pairs.length - 1);
}

/**
 * Alpha of the test as each attempt took it when attempts were given only some of the items
 * (D512): with p_i the share of attempts given item i and p_ij the share given both, each item's
 * variance and each pair's covariance from the attempts that had them, the expected sum of item
 * variances S = Σ p_i var_i and of the total T = S + Σ_{i≠j} p_ij cov_ij, and k = Σ p_i items per
 * attempt: α = k / (k − 1) × (1 − S / T). With every item given to every attempt it is Cronbach's
 * alpha. Null with fewer than two rows or two items per attempt, or a T that is not positive.
 */
export function pooledAlpha(rows: readonly (readonly ItemValue[])[]): { alpha: number | null; k: number } {
  const m = rows[0]?.length ?? 0;
  const n = rows.length;
  const given = (j: number) => rows.filter((r) => r[j] != null).map((r) => r[j]!);
  const share = Array.from({ length: m }, (_, j) => given(j).length / Math.max(n, 1));
  const k = share.reduce((s, p) => s + p, 0);
  if (n < 2 || k < 2) return { alpha: null, k };
  let itemVariances = 0;
  for (let j = 0; j < m; j++) itemVariances += share[j]! * variance(given(j));
  let total = itemVariances;
  for (let i = 0; i < m; i++)
    for (let j = i + 1; j < m; j++) {
      const both = rows.filter((r) => r[i] != null && r[j] != null).length / n;
      total += 2 * both * pairedCovariance(rows, i, j);
    }
  return { alpha: total > 0 ? (k / (k - 1)) * (1 - itemVariances / total) : null, k };
}

/**
 * Each item against the other items of its row, flagged under ITEM_TOTAL_FLOOR: against their sum,
 * or with items not given (null, D512) against the mean of those the row was given, over the rows
 * given the item (the same r when every row has every item).
 */
export function itemTotalCorrelations(rows: readonly (readonly ItemValue[])[]): ItemTotal[] {
  const k = rows[0]?.length ?? 0;
  const given = rows.map((r) => r.filter((v) => v != null).length);
  const totals = rows.map((r) => r.reduce<number>((s, v) => s + (v ?? 0), 0));
  return Array.from({ length: k }, (_, j) => {
    const having = rows.flatMap((row, i) => (row[j] == null || given[i]! < 2 ? [] : [i]));
    const r = correlation(
      having.map((i) => rows[i]![j]!),
      having.map((i) => (totals[i]! - rows[i]![j]!) / (given[i]! - 1)),
    );
    const flag: ItemFlag | null = r === null ? 'constant' : r < 0 ? 'negative' : r < ITEM_TOTAL_FLOOR ? 'low' : null;
    return { r, flag };
  });
}

/** Mean, sample SD and histogram of scores on the 0-100 scale. */
export function scoreDistribution(scores: readonly number[]): ScoreDistribution {
  const histogram = Array.from({ length: HISTOGRAM_BINS }, () => 0);
  const width = 100 / HISTOGRAM_BINS;
  for (const score of scores) {
    const bin = Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor(score / width)));
    histogram[bin]! += 1;
  }
  const mean = scores.length === 0 ? 0 : scores.reduce((s, v) => s + v, 0) / scores.length;
  return { mean, sd: Math.sqrt(variance(scores)), histogram };
}

/** SEM = SD × √(1 − α), in the SD's units; a negative alpha counts as 0 (SEM = SD); null without one. */
export function standardError(sd: number, alpha: number | null): number | null {
  return alpha === null ? null : sd * Math.sqrt(1 - Math.min(1, Math.max(alpha, 0)));
}

export interface ScaleQuality {
  /** Complete attempts counted. */
  attempts: number;
  items: number;
  /** Under SCALE_QUALITY_MIN_ATTEMPTS: the figures below are computed but not to be relied on, and no item is flagged. */
  too_few: boolean;
  alpha: number | null;
  /** Feldt's 95 % interval; null without an alpha. */
  interval: [number, number] | null;
  item_fits: ItemTotal[];
  distribution: ScoreDistribution;
  sem: number | null;
}

/**
 * A scale's quality from its complete rows (attempts × items, keyed values; null for an item an
 * attempt was not given, D512) and each row's score on the 0-100 scale shown to staff (the SEM is
 * in those units).
 */
export function scaleQuality(rows: readonly (readonly ItemValue[])[], scores: readonly number[]): ScaleQuality {
  const k = rows[0]?.length ?? 0;
  const complete = rows.every((r) => r.every((v) => v != null));
  const pooled = complete ? null : pooledAlpha(rows);
  const alpha = pooled ? pooled.alpha : cronbachAlpha(rows as number[][]);
  const distribution = scoreDistribution(scores);
  const tooFew = rows.length < SCALE_QUALITY_MIN_ATTEMPTS;
  const fits = rows.length < 2 ? [] : itemTotalCorrelations(rows);
  return {
    attempts: rows.length,
    items: k,
    too_few: tooFew,
    alpha,
    // A pooled test's interval counts the items each attempt was given.
    interval: alpha === null ? null : feldtInterval(alpha, rows.length, pooled ? pooled.k : k),
    // Under the minimum a flag means nothing: withheld, the correlation kept for the detail (D304).
    item_fits: tooFew ? fits.map((f) => ({ ...f, flag: null })) : fits,
    distribution,
    sem: standardError(distribution.sd, alpha),
  };
}
