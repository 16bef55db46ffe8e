/**
 * A requisition's fit score for one application (docs/scoring.md, "Fit score"). Pure: the job's
 * weighted attribute groups and the application's attribute scores (0-100) in, a number out.
 *
 * Each attribute counts with weight = group weight x attribute weight. Attributes without a score
 * are left out and the remaining weights renormalised; an attribute in two groups counts in both.
 * fit = sum(weight x score) / sum(weight) over the scored attributes with weight > 0, rounded to
 * 2 decimals. null when no weighted attribute has a score.
 */

export interface WeightedAttribute {
  attribute_type_id: number;
  /** 0 to 100 (job_attribute_group_attributes.weight). */
  weight: number;
}

export interface WeightedGroup {
  /** 0 to 100 (job_attribute_groups.weight). */
  weight: number;
  attributes: readonly WeightedAttribute[];
}

/** attribute_type_id -> score 0-100. */
export type AttributeScores = ReadonlyMap<number, number>;

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function fitScore(groups: readonly WeightedGroup[], scores: AttributeScores): number | null {
  let weighted = 0;
  let total = 0;
  for (const group of groups) {
    for (const attribute of group.attributes) {
      const weight = group.weight * attribute.weight;
      const score = scores.get(attribute.attribute_type_id);
      if (weight <= 0 || score === undefined || !Number.isFinite(score)) continue;
      weighted += weight * score;
      total += weight;
    }
  }
  if (total === 0) return null;
  return round2(Math.min(100, Math.max(0, weighted / total)));
}
