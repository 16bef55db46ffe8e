/** The scoring keys by name: assessments.scoring_key picks one; an unknown name is a content error. */
import type { Answers, AssessmentScores, ScaleRange, ScoringItem } from './attribute-score.ts';
import { CAREER_PATHWAYS_KEY, scoreCareerPathways } from './career-pathways.ts';
import { INTERESTS_KEY, scoreInterests } from './interests.ts';
import { PERSONALITY_KEY, scorePersonality } from './personality.ts';
import { COMPETENCIES_KEY, VALUES_KEY, scoreCompetencies, scoreWorkValues } from './scale-means.ts';

type Scorer = (items: readonly ScoringItem[], answers: Answers, range?: ScaleRange) => AssessmentScores;

export const SCORING_KEYS: Readonly<Record<string, Scorer>> = {
  [PERSONALITY_KEY]: scorePersonality,
  [INTERESTS_KEY]: scoreInterests,
  [VALUES_KEY]: scoreWorkValues,
  [COMPETENCIES_KEY]: scoreCompetencies,
  [CAREER_PATHWAYS_KEY]: scoreCareerPathways,
};

export function scoreAssessment(
  scoringKey: string,
  items: readonly ScoringItem[],
  answers: Answers,
  range?: ScaleRange,
): AssessmentScores {
  const scorer = SCORING_KEYS[scoringKey];
  if (!scorer) throw new Error(`unknown scoring key ${scoringKey}`);
  return scorer(items, answers, range);
}
