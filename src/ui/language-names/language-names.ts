import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { languageLabel, languageName } from '../../lib/language-names.ts';

/** The product's languages by name in the reader's language, as written inside a sentence ("inglés"). */
export function useLanguageNames(): Record<Language, string> {
  const { i18n } = useLingui();
  return Object.fromEntries(LANGUAGES.map((language) => [language, languageName(language, i18n.locale)])) as Record<
    Language,
    string
  >;
}

/** The same names as labels or a sentence's first word ("Inglés"): options, field labels. */
export function useLanguageLabels(): Record<Language, string> {
  const { i18n } = useLingui();
  return Object.fromEntries(LANGUAGES.map((language) => [language, languageLabel(language, i18n.locale)])) as Record<
    Language,
    string
  >;
}
