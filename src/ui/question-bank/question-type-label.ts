/** A bank question's type of answer, in the current language (company settings and the builder's questions step; staff only). Call at render time. */
import { t } from '@lingui/core/macro';
import type { QuestionType } from '../../../contracts/question-bank.ts';

export function questionTypeLabel(type: QuestionType): string {
  switch (type) {
    case 'single_choice':
      return t`One choice`;
    case 'multiple_choice':
      return t`Several choices`;
    case 'short_text':
      return t`Short text`;
    case 'long_text':
      return t`Long text`;
    case 'number':
      return t`Number`;
    case 'yes_no':
      return t`Yes or no`;
    case 'date':
      return t`Date`;
    case 'file':
      return t`File`;
  }
}
