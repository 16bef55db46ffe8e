import { useLingui } from '@lingui/react';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { i18n } from '../../lib/i18n.ts';

const languageOf = (locale: string): Language =>
  (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : 'en';

/** The language the screens are shown in, for server texts (attribute and questionnaire names). */
export function useUiLanguage(): Language {
  return languageOf(useLingui().i18n.locale);
}

/** The same language outside React (route loaders), from the same i18n instance. */
export function uiLanguage(): Language {
  return languageOf(i18n.locale);
}
