/** The rules' problems (contracts/screening-questions.ts) in the candidate's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnswerProblem } from '../../../contracts/screening-questions.ts';

export function problemText(problem: AnswerProblem, i18n: I18n): string {
  switch (problem.problem) {
    case 'required':
      return i18n._(msg`Answer this question to continue.`);
    case 'not_a_number':
      return i18n._(msg`Enter a number, for example 25.`);
    case 'not_a_date':
      return i18n._(msg`Enter a real date.`);
    case 'unknown_choice':
    case 'wrong_type':
      return i18n._(msg`Choose one of the options.`);
    case 'unknown_question':
      return i18n._(msg`This answer belongs to a question that is no longer asked.`);
    case 'file_not_uploaded':
      return i18n._(msg`Your file has not been uploaded yet. Stay online until it is sent, then submit again.`);
    case 'too_small': {
      const limit = i18n.number(problem.limit);
      return i18n._(msg`Enter ${limit} or more.`);
    }
    case 'too_large': {
      const limit = i18n.number(problem.limit);
      return i18n._(msg`Enter ${limit} or less.`);
    }
    case 'too_long': {
      const limit = i18n.number(problem.limit);
      return i18n._(msg`Use ${limit} characters or fewer.`);
    }
  }
}
