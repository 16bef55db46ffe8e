/**
 * A predictive model's score for one application (docs/scoring.md, "Predictive score"): linear,
 * score = intercept + sum(weight x attribute score), attribute scores on 0-100.
 *
 * Every attribute with a non-zero weight must have a score: a model cannot predict from an
 * unmeasured attribute, so a missing one makes the result null (not 0). A model without non-zero
 * weights is just its intercept. The result is rounded to 2 decimals and clamped to
 * [-PREDICTIVE_LIMIT, PREDICTIVE_LIMIT] (what user_trackers.predictive_score, numeric(6,2), holds).
 */
import { round2, type AttributeScores } from './fit.ts';

export interface PredictiveModel {
  intercept: number;
  weights: readonly { attribute_type_id: number; weight: number }[];
}

export const PREDICTIVE_LIMIT = 9999.99;

export function predictiveScore(model: PredictiveModel, scores: AttributeScores): number | null {
  let sum = model.intercept;
  for (const { attribute_type_id, weight } of model.weights) {
    if (weight === 0) continue;
    const score = scores.get(attribute_type_id);
    if (score === undefined || !Number.isFinite(score)) return null;
    sum += weight * score;
  }
  return round2(Math.min(PREDICTIVE_LIMIT, Math.max(-PREDICTIVE_LIMIT, sum)));
}
