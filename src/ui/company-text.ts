/**
 * A company's own text (a step's or activity's name...) in the reader's language (D199): the
 * company's version in that language; else, when the company kept one of the product's built-in
 * English names ("Typing test", "Offer": a step's here, an activity's from its kind), that name
 * translated by our catalogs; else the company default language's version. Read on the device, so
 * a language switch needs no request.
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

/** The text to show in `i18n`'s language; `titles`: the activities' built-in names besides the steps'. */
export function companyText(
  i18n: I18n,
  { text, versions, defaultLanguage }: CompanyTextInput,
  titles: BuiltInTitles = {},
): string {
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const fallbackLanguage = isLanguage(defaultLanguage) ? defaultLanguage : 'en';
  if (!versions) return builtIn(i18n, text, titles) ?? text;
  const picked = pickText(versions, language, fallbackLanguage);
  if (!picked.is_fallback) return picked.text;
  const english = versions.en ?? (picked.language === 'en' ? picked.text : undefined);
  return (english !== undefined ? builtIn(i18n, english, titles) : undefined) ?? (picked.text || text);
}

function builtIn(i18n: I18n, english: string, titles: BuiltInTitles): string | undefined {
  const name = english.trim();
  const descriptor = STEP_NAMES[name] ?? titles[name];
  return descriptor ? i18n._(descriptor) : undefined;
}
