/**
 * A question activity's texts in the reader's language, read on the device (D199, D287): each
 * question, help text and choice in the company's version for the screen's language, else the
 * company default language's; the activity's name in the company's version, else the product's
 * name for it translated (a candidate reads no other language, D278). A copy saved before versions
 * existed shows what the server chose.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pickText, type TextVersions } from '../../../contracts/company-text.ts';
import type { JobQuestions } from '../../../contracts/screening-questions.ts';
import { isLanguage } from '../../lib/language.ts';
import { companyText } from '../../ui/company-text.ts';

/**
 * The kind's built-in name (screening-questions.kind.ts `builtInTitles`), written here: imported
 * from the kind's files, they would leave the main bundle for chunks of their own, one more file
 * on the job link and in the precache (bench/budget.json).
 */
const KIND_NAME = msg`Screening questions`;
const BUILT_IN_TITLES = { 'Screening questions': KIND_NAME };

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
      BUILT_IN_TITLES,
      KIND_NAME,
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
