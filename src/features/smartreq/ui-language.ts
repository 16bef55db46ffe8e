import { useLingui } from '@lingui/react';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

/** The language the screens are shown in, for server texts (attribute and questionnaire names). */
export function useUiLanguage(): Language {
  const { i18n } = useLingui();
  return (LANGUAGES as readonly string[]).includes(i18n.locale) ? (i18n.locale as Language) : 'en';
}
