/**
 * Key riasec-24@1: six Holland types, four items each, summed; the Holland code is the three
 * highest types. Ties keep the RIASEC order, so R beats I on equal sums.
 */
import {
  FIVE_POINT,
  scoreAll,
  type Answers,
  type AssessmentScores,
  type AttributeScore,
  type ScaleRange,
  type ScoringItem,
} from './attribute-score.ts';

export const INTERESTS_KEY = 'riasec-24@1';
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;

const codes = RIASEC.map((type) => ({
  code: type,
  parent_code: null,
  belongsTo: (attribute: string) => attribute === type,
}));

/** Null unless all six types are scored: with one unknown, the top three cannot be known. */
export function hollandCode(types: readonly AttributeScore[]): string | null {
  if (types.length === 0 || types.some((t) => t.raw === null)) return null;
  return [...types]
    .map((t, order) => ({ code: t.code, raw: t.raw!, order }))
    .sort((a, b) => b.raw - a.raw || a.order - b.order)
    .slice(0, 3)
    .map((t) => t.code)
    .join('');
}

export function scoreInterests(
  items: readonly ScoringItem[],
  answers: Answers,
  range: ScaleRange = FIVE_POINT,
): AssessmentScores {
  const scores = scoreAll(INTERESTS_KEY, 'sum', codes, items, answers, range);
  return { ...scores, holland_code: hollandCode(scores.attributes) };
}
