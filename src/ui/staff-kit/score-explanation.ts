/**
 * What every score shown to staff is on and where it comes from (D214). One entry
 * per kind of score; `ScoreHelp` and `ScoreLine` read them, so each screen that shows a score names
 * its kind and the words stay the same everywhere. The formulas behind them are in docs/scoring.md.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const SCORE_KINDS = [
  'fit',
  'predictive',
  'stage',
  'attribute',
  'personality',
  'skills',
  'typing',
  'speed',
  'language',
  'interview',
] as const;

export type ScoreKind = (typeof SCORE_KINDS)[number];

export const SCORE_EXPLANATIONS: Readonly<Record<ScoreKind, MessageDescriptor>> = {
  fit: msg`0 to 100: the weighted average of the attribute scores this requisition weighs. Attributes not measured yet are left out; facets kept out of hiring never count.`,
  predictive: msg`In the selected predictive model's own unit (its name says which): the model's intercept plus each attribute score (0 to 100) times its weight. Empty until every weighted attribute is measured.`,
  stage: msg`0 to 100: the mean of the attribute scores this stage's activities produced.`,
  attribute: msg`0 to 100, from the candidate's answers on a five-point scale: 0 means every answer at the low end, 100 every answer at the high end. Not a percentile.`,
  personality: msg`0 to 100: where the candidate's answers lean between the scale's two ends, both of them strengths. Not a percentile and not a pass mark.`,
  skills: msg`Percent of the test's questions answered correctly (0 to 100); an unanswered question counts as wrong.`,
  typing: msg`Net words per minute: characters typed less errors, divided by five, per minute. Accuracy: the share of typed characters that were right.`,
  speed: msg`The connection measured on the candidate's device: download and upload in megabits per second, latency in milliseconds, against the activity's minimums.`,
  language: msg`Percent of each part's items answered correctly; the band (Pre-A1 to C1) reads that percent. Bands of a short screening test named after the CEFR, not a certified level.`,
  interview: msg`1 to 5 per attribute, from the interviewers' rubrics in submitted evaluations.`,
};
