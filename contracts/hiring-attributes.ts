/**
 * Attributes that may never weigh in a hiring decision (D198, docs/scoring.md "Facets kept out of
 * hiring"): the emotional-health facets of the personality questionnaire, which describe symptoms
 * a clinician would ask about (a test that can identify a mental disorder is a medical
 * examination under the ADA), and the facet that measures political attitudes. They are still
 * measured and reported to the candidate; a requisition or job profile cannot weigh them (the
 * server refuses with `attribute_excluded_from_hiring`), fit leaves them out, nothing
 * recommends them, and no staff screen, report or export about hiring shows their scores, whatever
 * questionnaire or question measured them (D263): every such read filters through
 * `isShownForHiring` (or its SQL twin, server/db/shown-for-hiring.ts), so this list is the
 * only place that names them. A pathway (employee development) may weigh and show them.
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
const EXCLUDED_PERSONALITY = {
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
} as const satisfies Record<string, HiringExclusion>;

/**
 * The one declared list: by the kind of scale (an attribute's category), the codes kept out of
 * hiring and why. An attribute is the scale wherever its score comes from (a questionnaire, a
 * company's screening question linked to it, an interview kit), so nothing here names a bank.
 */
export const KEPT_OUT_OF_HIRING: Readonly<Record<string, Readonly<Record<string, HiringExclusion>>>> = {
  personality: EXCLUDED_PERSONALITY,
};

/** The reason an attribute is kept out of hiring decisions, or null when it may be weighed. */
export function hiringExclusionOf(attribute: { category: string | null; code: string | null }): HiringExclusion | null {
  if (attribute.category === null || attribute.code === null) return null;
  const codes = Object.hasOwn(KEPT_OUT_OF_HIRING, attribute.category)
    ? KEPT_OUT_OF_HIRING[attribute.category]
    : undefined;
  return codes && Object.hasOwn(codes, attribute.code) ? codes[attribute.code]! : null;
}

/** Whether a scale's score may be shown where people decide about hiring (not a pathway's screens). */
export const isShownForHiring = (attribute: { category: string | null; code: string | null }): boolean =>
  hiringExclusionOf(attribute) === null;
