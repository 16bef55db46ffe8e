/**
 * Key career-pathways@1 (docs/scoring.md, "Career pathways questionnaire"): one readiness scale
 * per leadership competency, each the mean of its items on the 1-5 readiness scale, normalised to
 * 0-100. The role interest and plan items (timeframe, mobility, development) are reported as
 * answered, never scored.
 */
import { FIVE_POINT, scoreAll, type Answers, type AssessmentScores, type ScoringItem } from './attribute-score.ts';

export const CAREER_PATHWAYS_KEY = 'career-pathways@1';
export const READINESS = ['LEA', 'COA', 'DEC', 'PLN', 'COM', 'CHG'] as const;

export function scoreCareerPathways(items: readonly ScoringItem[], answers: Answers): AssessmentScores {
  const readiness = new Set<string>(READINESS);
  const scored = items.filter((item) => item.attribute_code !== null && readiness.has(item.attribute_code));
  const codes = READINESS.map((code) => ({
    code,
    parent_code: null,
    belongsTo: (attribute: string) => attribute === code,
  }));
  return { ...scoreAll(CAREER_PATHWAYS_KEY, 'mean', codes, scored, answers, FIVE_POINT), holland_code: null };
}
