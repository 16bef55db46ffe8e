/**
 * A company's own text (step and activity names, instructions, form labels, postings) in the
 * product's languages (decision D199). The row's own column keeps the text as written, in the
 * company's default language; a jsonb `<column>_i18n` beside it keeps the other versions. A reader
 * gets the version in their language, else the company default's, with a flag saying it fell back.
 * The pure part has no zod, so browser code can read it without the schemas.
 */
import type { Language } from './languages.ts';
import { LANGUAGES } from './languages.ts';

/** A text's versions by language; a missing or blank one is a missing version. */
export type TextVersions = Partial<Record<Language, string>>;

export interface PickedText {
  text: string;
  /** The version's language. */
  language: Language;
  /** True when the reader's language has no version and the company default's was given instead. */
  is_fallback: boolean;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A stored `_i18n` value (jsonb, possibly null or malformed) as versions, blank ones dropped. */
export function storedVersions(stored: unknown): TextVersions {
  const out: TextVersions = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const language of LANGUAGES) {
    const value = (stored as Record<string, unknown>)[language];
    if (filled(value)) out[language] = value.trim();
  }
  return out;
}

/** Every version of a text: the column's text as the default language's unless that version was given apart. */
export function allVersions(base: string, stored: unknown, defaultLanguage: Language): TextVersions {
  const versions = storedVersions(stored);
  if (!versions[defaultLanguage] && filled(base)) versions[defaultLanguage] = base;
  return versions;
}

/** The version for `language`; else the company default's (is_fallback); else English; else any. */
export function pickText(versions: TextVersions, language: Language, defaultLanguage: Language): PickedText {
  const own = versions[language];
  if (filled(own)) return { text: own, language, is_fallback: false };
  for (const other of [defaultLanguage, 'en' as const, ...LANGUAGES]) {
    const value = versions[other];
    if (filled(value)) return { text: value, language: other, is_fallback: true };
  }
  return { text: '', language: defaultLanguage, is_fallback: language !== defaultLanguage };
}

/** The languages a text has no version in, for the staff editor's marker. */
export function missingLanguages(versions: TextVersions): Language[] {
  return LANGUAGES.filter((language) => !filled(versions[language]));
}

/**
 * A list's choices by language (D214): a stored `options_i18n` value, keeping only the languages
 * whose list has exactly `count` filled choices (a list saved for other options no longer lines up).
 */
export function storedOptionVersions(stored: unknown, count: number): Partial<Record<Language, string[]>> {
  const out: Partial<Record<Language, string[]>> = {};
  if (!stored || typeof stored !== 'object' || count === 0) return out;
  for (const language of LANGUAGES) {
    const list = (stored as Record<string, unknown>)[language];
    if (Array.isArray(list) && list.length === count && list.every(filled)) out[language] = list.map((o) => o.trim());
  }
  return out;
}
