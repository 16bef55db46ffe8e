/**
 * Keys work-values-24@1 and competencies-24@1: eight attributes of three items each, scored as the
 * mean of the (reverse-keyed where marked) answers on the 1-5 scale.
 */
import {
  FIVE_POINT,
  scoreAll,
  type Answers,
  type AssessmentScores,
  type ScaleRange,
  type ScoringItem,
} from './attribute-score.ts';

export const VALUES_KEY = 'work-values-24@1';
export const WORK_VALUES = ['ACH', 'IND', 'REC', 'REL', 'SUP', 'WCO', 'VAR', 'SEC'] as const;

export const COMPETENCIES_KEY = 'competencies-24@1';
export const COMPETENCIES = ['COM', 'TEA', 'PRS', 'ADA', 'CUS', 'PLA', 'INT', 'INI'] as const;

function scoreMeans(
  key: string,
  attributeCodes: readonly string[],
  items: readonly ScoringItem[],
  answers: Answers,
  range: ScaleRange,
): AssessmentScores {
  const codes = attributeCodes.map((code) => ({
    code,
    parent_code: null,
    belongsTo: (attribute: string) => attribute === code,
  }));
  return { ...scoreAll(key, 'mean', codes, items, answers, range), holland_code: null };
}

export function scoreWorkValues(
  items: readonly ScoringItem[],
  answers: Answers,
  range: ScaleRange = FIVE_POINT,
): AssessmentScores {
  return scoreMeans(VALUES_KEY, WORK_VALUES, items, answers, range);
}

export function scoreCompetencies(
  items: readonly ScoringItem[],
  answers: Answers,
  range: ScaleRange = FIVE_POINT,
): AssessmentScores {
  return scoreMeans(COMPETENCIES_KEY, COMPETENCIES, items, answers, range);
}
