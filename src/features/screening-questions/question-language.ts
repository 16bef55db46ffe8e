/**
 * A question activity's texts in the reader's language, read on the device (D199, D287): each
 * question, help text and choice in the company's version for the screen's language, else the
 * company default language's; the activity's name in the company's version, else the product's
 * name for it translated (a candidate reads no other language, D278). A copy saved before versions
 * existed shows what the server chose.
 */
import type { I18n } from '@lingui/core';
import { pickText, type TextVersions } from '../../../contracts/company-text.ts';
import type { JobQuestions } from '../../../contracts/screening-questions.ts';
import { isLanguage } from '../../lib/language.ts';
import { companyText } from '../../ui/company-text.ts';
import { screeningQuestionsKind } from './screening-questions.kind.ts';
import { screeningQuestionsLabels } from './screening-questions.label.ts';

export function questionsInLanguage(data: JobQuestions, i18n: I18n): JobQuestions {
  const fallback = isLanguage(data.default_language) ? data.default_language : 'en';
  const language = isLanguage(i18n.locale) ? i18n.locale : fallback;
  const text = (chosen: string, versions: TextVersions | undefined) =>
    versions ? pickText(versions, language, fallback).text || chosen : chosen;
  return {
    ...data,
    title: companyText(
      i18n,
      { text: data.title, versions: data.title_i18n, defaultLanguage: data.default_language },
      screeningQuestionsKind.builtInTitles,
      screeningQuestionsLabels.questions,
    ),
    questions: data.questions.map((question) => ({
      ...question,
      question_text: text(question.question_text, question.question_text_i18n),
      help_text: text(question.help_text, question.help_text_i18n),
      options: question.options.map((option) => ({
        ...option,
        option_text: text(option.option_text, option.option_text_i18n),
      })),
    })),
  };
}
