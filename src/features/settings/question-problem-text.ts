/** What a question form says next to a field the draft check found wrong (question-draft.ts). */
import { t } from '@lingui/core/macro';
import { MAX_OPTIONS, MAX_PROBES, OPTION_TEXT_MAX, QUESTION_TEXT_MAX, type DraftProblem } from './question-draft.ts';

export function problemText(problem: DraftProblem): string {
  switch (problem.code) {
    case 'required':
      return problem.prop === 'option' ? t`Write the choice or remove it.` : t`Write the question.`;
    case 'too_long':
      return problem.prop === 'option'
        ? t`Use at most ${OPTION_TEXT_MAX} characters.`
        : t`Use at most ${QUESTION_TEXT_MAX} characters.`;
    case 'score_range':
      return t`Points are a number from 0 to 100, or empty.`;
    case 'options_required':
      return t`Give at least two choices.`;
    case 'options_not_allowed':
      return t`This type of question has no choices.`;
    case 'too_many':
      return problem.prop === 'attributes'
        ? t`Choose at most ${MAX_PROBES} attributes for one question.`
        : t`Give at most ${MAX_OPTIONS} choices.`;
    case 'not_a_number':
      return problem.prop === 'max_length'
        ? t`Enter a whole number from 1 to 20000, or leave it empty.`
        : t`Enter a number, or leave it empty.`;
    case 'min_above_max':
      return t`The maximum is below the minimum.`;
  }
}
