/**
 * Correlations for the job-profile dashboards (decision D118): Pearson's r between a score and an
 * outcome (a turnover outcome, stayed 1 or left 0, makes it the point-biserial correlation), with
 * its 95% confidence interval through Fisher's z and the number of people behind it. Below
 * RELIABLE_MIN_N people a result is shown but marked too few to rely on.
 */
import { sampleCorrelation } from 'simple-statistics';

/** People needed before a correlation is read as more than a hint (decision D118). */
export const RELIABLE_MIN_N = 50;
/** Fewer than this and no correlation is computed at all: Fisher's interval needs n > 3. */
export const CORRELATION_MIN_N = 5;
/** The standard normal quantile for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

export interface Correlation {
  /** Pearson's r, -1 to 1; null when there are fewer than CORRELATION_MIN_N people or no spread. */
  r: number | null;
  n: number;
  /** 95% confidence interval of r; null with r. */
  low: number | null;
  high: number | null;
  /** n is at least RELIABLE_MIN_N. */
  reliable: boolean;
}

export function fisherInterval(r: number, n: number): { low: number; high: number } {
  // atanh(±1) is infinite: a perfect r has a degenerate interval at itself.
  if (Math.abs(r) >= 1) return { low: r, high: r };
  const z = Math.atanh(r);
  const half = Z_95 / Math.sqrt(n - 3);
  return { low: Math.tanh(z - half), high: Math.tanh(z + half) };
}

/** Pearson's r of paired values; pairs where either value is missing are left out. */
export function correlate(pairs: readonly { x: number | null; y: number | null }[]): Correlation {
  const complete = pairs.filter(
    (p): p is { x: number; y: number } => p.x !== null && p.y !== null && Number.isFinite(p.x) && Number.isFinite(p.y),
  );
  const n = complete.length;
  const none = { r: null, n, low: null, high: null, reliable: n >= RELIABLE_MIN_N };
  if (n < CORRELATION_MIN_N) return none;
  const xs = complete.map((p) => p.x);
  const ys = complete.map((p) => p.y);
  const constant = (values: number[]) => values.every((v) => v === values[0]);
  if (constant(xs) || constant(ys)) return none;
  return correlationOf(sampleCorrelation(xs, ys), n);
}

/**
 * A correlation from its r and n, by the rules of `correlate`: none below CORRELATION_MIN_N or
 * without an r (the database's `corr` is null when either side has no spread).
 */
export function correlationOf(rawR: number | null, n: number): Correlation {
  if (n < CORRELATION_MIN_N || rawR === null || !Number.isFinite(rawR))
    return { r: null, n, low: null, high: null, reliable: n >= RELIABLE_MIN_N };
  const r = Math.max(-1, Math.min(1, rawR));
  return { r, n, ...fisherInterval(r, n), reliable: n >= RELIABLE_MIN_N };
}

/** Point-biserial correlation: a score against a yes/no outcome (stayed, left), as Pearson's r with 1 and 0. */
export function pointBiserial(pairs: readonly { x: number | null; outcome: boolean | null }[]): Correlation {
  return correlate(pairs.map((p) => ({ x: p.x, y: p.outcome === null ? null : p.outcome ? 1 : 0 })));
}

export type Strength = 'none' | 'weak' | 'moderate' | 'strong';

/** How to say a correlation in words: its size by the usual 0.1 / 0.3 / 0.5 marks, and whether the interval rules out no relation. */
export function reading(c: Correlation): {
  strength: Strength;
  direction: 'positive' | 'negative' | null;
  excludes_zero: boolean;
  too_few: boolean;
} {
  const tooFew = !c.reliable;
  if (c.r === null) return { strength: 'none', direction: null, excludes_zero: false, too_few: tooFew };
  const size = Math.abs(c.r);
  const strength: Strength = size >= 0.5 ? 'strong' : size >= 0.3 ? 'moderate' : size >= 0.1 ? 'weak' : 'none';
  return {
    strength,
    direction: strength === 'none' ? null : c.r > 0 ? 'positive' : 'negative',
    excludes_zero: c.low !== null && c.high !== null && (c.low > 0 || c.high < 0),
    too_few: tooFew,
  };
}
