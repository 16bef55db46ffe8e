/**
 * Attributes that may never weigh in a hiring decision (D198, docs/scoring.md "Facets kept out of
 * hiring"): the emotional-health facets of the personality questionnaire, which describe symptoms
 * a clinician would ask about (a test that can identify a mental disorder is a medical
 * examination under the ADA), and the facet that measures political attitudes. They are still
 * measured and reported to the candidate; a requisition or job profile cannot weigh them (the
 * server refuses with `attribute_excluded_from_hiring`), fit leaves them out, and nothing
 * recommends them. A pathway (employee development) may weigh them.
 */
export const HiringAttributeErrorCode = {
  /** A requisition or job profile was asked to weigh an attribute kept out of hiring. */
  excludedFromHiring: 'attribute_excluded_from_hiring',
  /** Publishing a requisition with no weighted attribute without `confirm_no_weights`. */
  noWeights: 'no_weighted_attributes',
} as const;

/** Why an attribute is kept out of hiring decisions. */
export type HiringExclusion = 'emotional_health' | 'political';

/** Personality codes (ipip-neo-120@1) kept out, with the reason. */
const EXCLUDED_PERSONALITY: Readonly<Record<string, HiringExclusion>> = {
  // Neuroticism and its facets: Anxiety, Anger, Depression, Self-consciousness, Immoderation, Vulnerability.
  N: 'emotional_health',
  N1: 'emotional_health',
  N2: 'emotional_health',
  N3: 'emotional_health',
  N4: 'emotional_health',
  N5: 'emotional_health',
  N6: 'emotional_health',
  // Liberalism: attitudes to authority, tradition and politics.
  O6: 'political',
};

/** The reason an attribute is kept out of hiring decisions, or null when it may be weighed. */
export function hiringExclusionOf(attribute: { category: string; code: string | null }): HiringExclusion | null {
  if (attribute.category !== 'personality' || attribute.code === null) return null;
  return EXCLUDED_PERSONALITY[attribute.code] ?? null;
}
