/**
 * Which language the app starts in: the saved choice, else the browser's. No imports (Lingui and
 * the rest of the app are not needed to decide), so src/boot.ts can use it before the app loads.
 */
import type { Language } from '../../contracts/user.ts';

export const LANGUAGE_STORAGE_KEY = 'assay.language';

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
  let saved: string | null | undefined;
  try {
    saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: the browser's language.
  }
  if (isLanguage(saved)) return saved;
  const nav = globalThis.navigator;
  return languageFromBrowser(nav?.languages?.length ? nav.languages : [nav?.language ?? 'en']);
}
