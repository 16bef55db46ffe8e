import { i18n } from '@lingui/core';
import type { Language } from '../../contracts/user.ts';

export const LANGUAGE_STORAGE_KEY = 'assay.language';
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** Spanish for es*, French for fr*, English otherwise (seed 000 section 1). */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  const first = (browserLanguages[0] ?? 'en').toLowerCase();
  if (first.startsWith('es')) return 'es';
  if (first.startsWith('fr')) return 'fr';
  return 'en';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es' || value === 'fr';
}

export function initialLanguage(): Language {
  const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const nav = globalThis.navigator;
  return languageFromBrowser(nav?.languages?.length ? nav.languages : [nav?.language ?? 'en']);
}

const loaders: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../locales/en/messages.po'),
  es: () => import('../locales/es/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

export async function activateLanguage(language: Language, persist = false): Promise<void> {
  const { messages } = await loaders[language]();
  i18n.load(language, messages as never);
  i18n.activate(language);
  document.documentElement.lang = language;
  if (persist) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export { i18n };
