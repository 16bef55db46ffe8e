/**
 * A predictive model drafted from a job profile's correlations (D141): each attribute with a
 * correlation (r, so at least five people with spread; reliable or not, the user
 * edits the draft before saving) gives a one-attribute least-squares line through its points (score against
 * outcome); the draft is their average, so its intercept and weights are
 *   weight_i = slope_i / k,  intercept = mean outcome − Σ weight_i × mean score_i
 * for k attributes. Turnover outcomes (1 stayed, 0 left) are in percent, so the draft predicts the
 * chance of staying; performance predicts the rating. Numbers keep the 3 decimals models store.
 */
import type { ProfileCorrelation } from '../../../contracts/job-profiles.ts';
import type { SavePredictiveModel } from '../../../contracts/scoring.ts';

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Null when no attribute has a correlation with spread in its scores. */
export function draftFromCorrelations(correlation: ProfileCorrelation, name: string): SavePredictiveModel | null {
  const scale = correlation.outcome === 'turnover' ? 100 : 1;
  const lines = correlation.attributes.flatMap((a) => {
    if (a.correlation.r === null || a.points.length < 2) return [];
    const xs = a.points.map((p) => p.score);
    const ys = a.points.map((p) => p.value * scale);
    const mx = mean(xs);
    const my = mean(ys);
    const sxx = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
    if (sxx === 0) return [];
    const sxy = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
    return [{ attribute_type_id: a.attribute_type_id, slope: sxy / sxx, meanScore: mx, meanOutcome: my }];
  });
  if (lines.length === 0) return null;
  const k = lines.length;
  const weights = lines.map((l) => ({ attribute_type_id: l.attribute_type_id, weight: l.slope / k }));
  const intercept =
    mean(lines.map((l) => l.meanOutcome)) - lines.reduce((sum, l, i) => sum + weights[i]!.weight * l.meanScore, 0);
  return { name, intercept: round3(intercept), weights: weights.map((w) => ({ ...w, weight: round3(w.weight) })) };
}
