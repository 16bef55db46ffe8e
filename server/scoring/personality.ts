/**
 * Key ipip-neo-120@1: Johnson's IPIP-NEO-PI-R, 120 items. Each item counts towards one facet
 * (N1..C6, four items) and through it towards its domain (the facet's letter, 24 items); sums.
 */
import {
  FIVE_POINT,
  scoreAll,
  type Answers,
  type AssessmentScores,
  type ScaleRange,
  type ScoringItem,
} from './attribute-score.ts';

export const PERSONALITY_KEY = 'ipip-neo-120@1';
export const DOMAINS = ['N', 'E', 'O', 'A', 'C'] as const;
const FACETS_PER_DOMAIN = 6;

const codes = DOMAINS.flatMap((domain) => {
  const facetOfDomain = new RegExp(`^${domain}[1-${FACETS_PER_DOMAIN}]$`);
  return [
    { code: domain, parent_code: null, belongsTo: (attribute: string) => facetOfDomain.test(attribute) },
    ...Array.from({ length: FACETS_PER_DOMAIN }, (_, i) => {
      const facet = `${domain}${i + 1}`;
      return { code: facet, parent_code: domain, belongsTo: (attribute: string) => attribute === facet };
    }),
  ];
});

/** Domains each followed by their six facets: N, N1..N6, E, E1..E6, ... */
export function scorePersonality(
  items: readonly ScoringItem[],
  answers: Answers,
  range: ScaleRange = FIVE_POINT,
): AssessmentScores {
  return { ...scoreAll(PERSONALITY_KEY, 'sum', codes, items, answers, range), holland_code: null };
}
