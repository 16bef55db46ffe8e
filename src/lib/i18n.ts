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

type Catalog = () => Promise<{ messages: Record<string, unknown> }>;

/** Every screen's messages (src/locales/{locale}/messages.po). */
const loaders: Record<Language, Catalog> = {
  en: () => import('../locales/en/messages.po'),
  es: () => import('../locales/es/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

/**
 * The staff screens' messages (staff.po, see lingui.config.ts): candidates never download them.
 * The staff layout route and the printable scorecard ask for them (loadStaffMessages); from then
 * on every language switch loads them too before the new language shows.
 */
const staffLoaders: Record<Language, Catalog> = {
  en: () => import('../locales/en/staff.po'),
  es: () => import('../locales/es/staff.po'),
  fr: () => import('../locales/fr/staff.po'),
};

/** The language of the latest activateLanguage call (active, or about to be). */
let requestedLanguage: Language | undefined;
let staffWanted = false;
const staffLoads = new Map<Language, Promise<void>>();

/** i18n.load merges into the language's messages (it does not replace them), in any order. */
function loadStaff(language: Language): Promise<void> {
  let load = staffLoads.get(language);
  if (!load) {
    load = staffLoaders[language]().then(({ messages }) => i18n.load(language, messages as never));
    // A failed download (offline, new deployment) is tried again the next time it is needed.
    load.catch(() => staffLoads.delete(language));
    staffLoads.set(language, load);
  }
  return load;
}

/** Resolves when the staff messages of the current language are loaded (a staff route's beforeLoad awaits it). */
export function loadStaffMessages(): Promise<void> {
  staffWanted = true;
  return loadStaff(requestedLanguage ?? (isLanguage(i18n.locale) ? i18n.locale : initialLanguage()));
}

export async function activateLanguage(language: Language, persist = false): Promise<void> {
  requestedLanguage = language;
  const [{ messages }] = await Promise.all([loaders[language](), staffWanted ? loadStaff(language) : undefined]);
  i18n.load(language, messages as never);
  i18n.activate(language);
  document.documentElement.lang = language;
  if (persist) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export { i18n };
