/**
 * A company's own text (a step's or activity's name...) in the reader's language (D199): the
 * company's version in that language; else, when the company kept one of the product's built-in
 * English names ("Typing test", "Offer": a step's here, an activity's from its kind), that name
 * translated by our catalogs; else, where the caller gives one, the product's own wording for it in
 * the reader's language (a candidate's tracker: the activity kind's name, D278); else the company
 * default language's version. Read on the device, so a language switch needs no request.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { pickText, type TextVersions } from '../../contracts/company-text.ts';
import { isLanguage } from '../lib/language.ts';
import { STEP_NAMES } from './step-names.ts';

/** The names the product gives activities, by English text, with their translations: each kind's (src/kinds/candidate.ts `KIND_BUILT_IN_TITLES`). */
export type BuiltInTitles = Readonly<Record<string, MessageDescriptor>>;

export interface CompanyTextInput {
  /** The text as the server chose it (also what a device saved before versions existed). */
  text: string;
  versions?: TextVersions | undefined;
  defaultLanguage?: string | undefined;
}

/**
 * The text in `i18n`'s language: the company's version in it, or our translation of a built-in name
 * (`titles`: the activities' built-in names besides the steps'); undefined when the company wrote it
 * only in another language.
 */
export function companyTextInReaderLanguage(
  i18n: I18n,
  { text, versions, defaultLanguage }: CompanyTextInput,
  titles: BuiltInTitles = {},
): string | undefined {
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const fallbackLanguage = isLanguage(defaultLanguage) ? defaultLanguage : 'en';
  if (!versions) {
    // A copy saved before versions existed is in the company's default language.
    return builtIn(i18n, text, titles) ?? (language === fallbackLanguage ? text : undefined);
  }
  const picked = pickText(versions, language, fallbackLanguage);
  if (!picked.is_fallback) return picked.text;
  const english = versions.en ?? (picked.language === 'en' ? picked.text : undefined);
  return english !== undefined ? builtIn(i18n, english, titles) : undefined;
}

/**
 * The text to show in `i18n`'s language; without a version in it, `platform` (the product's wording,
 * translated) where given, else the company default language's version.
 */
export function companyText(
  i18n: I18n,
  input: CompanyTextInput,
  titles: BuiltInTitles = {},
  platform?: MessageDescriptor,
): string {
  const own = companyTextInReaderLanguage(i18n, input, titles);
  if (own !== undefined) return own;
  if (platform) return i18n._(platform);
  const fallbackLanguage = isLanguage(input.defaultLanguage) ? input.defaultLanguage : 'en';
  const versions = input.versions;
  return (versions && pickText(versions, fallbackLanguage, fallbackLanguage).text) || input.text;
}

function builtIn(i18n: I18n, english: string, titles: BuiltInTitles): string | undefined {
  const name = english.trim();
  const descriptor = STEP_NAMES[name] ?? titles[name];
  return descriptor ? i18n._(descriptor) : undefined;
}
