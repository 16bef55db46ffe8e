/**
 * A company's own text (a step's or activity's name...) in the reader's language (D199): the
 * company's version in that language; else, when the company kept one of the product's built-in
 * English names ("Typing test", "Offer"), that name translated by our catalogs; else the company
 * default language's version. Read on the device, so a language switch needs no request.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pickText, type TextVersions } from '../../contracts/company-text.ts';
import { isLanguage } from '../lib/language.ts';

/** The names the product gives steps and activities when staff do not name them, in English as stored. */
const BUILT_IN_NAMES: Record<string, MessageDescriptor> = {
  Application: msg`Application`,
  Assessments: msg`Assessments`,
  Screening: msg`Screening`,
  Skills: msg`Skills`,
  Interview: msg`Interview`,
  Interviews: msg`Interviews`,
  Offer: msg`Offer`,
  Onboarding: msg`Onboarding`,
  'Application form': msg`Application form`,
  Resume: msg`Resume`,
  'Equal opportunity questions (voluntary)': msg`Equal opportunity questions (voluntary)`,
  Questionnaire: msg`Questionnaire`,
  'Screening questions': msg`Screening questions`,
  'Typing test': msg`Typing test`,
  'Internet speed test': msg`Internet speed test`,
  'Skills test': msg`Skills test`,
  'Video answers': msg`Video answers`,
  'Language test': msg`Language test`,
  'Onboarding form': msg`Onboarding form`,
  'Personality questionnaire': msg`Personality questionnaire`,
  'Interests questionnaire': msg`Interests questionnaire`,
  'Work values questionnaire': msg`Work values questionnaire`,
  'Workplace competencies questionnaire': msg`Workplace competencies questionnaire`,
};

export interface CompanyTextInput {
  /** The text as the server chose it (also what a device saved before versions existed). */
  text: string;
  versions?: TextVersions | undefined;
  defaultLanguage?: string | undefined;
}

/** The text to show in `i18n`'s language. */
export function companyText(i18n: I18n, { text, versions, defaultLanguage }: CompanyTextInput): string {
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const fallbackLanguage = isLanguage(defaultLanguage) ? defaultLanguage : 'en';
  if (!versions) return builtIn(i18n, text) ?? text;
  const picked = pickText(versions, language, fallbackLanguage);
  if (!picked.is_fallback) return picked.text;
  const english = versions.en ?? (picked.language === 'en' ? picked.text : undefined);
  return (english !== undefined ? builtIn(i18n, english) : undefined) ?? (picked.text || text);
}

function builtIn(i18n: I18n, english: string): string | undefined {
  const descriptor = BUILT_IN_NAMES[english.trim()];
  return descriptor ? i18n._(descriptor) : undefined;
}
