import { i18n } from '@lingui/core';
import type { Language } from '../../contracts/user.ts';
import { initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from './language.ts';

export { initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY, languageFromBrowser } from './language.ts';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

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

/**
 * The feature catalogs (src/locales/{locale}/{feature}.po, one per feature folder, see
 * lingui.config.ts). A module of a feature that uses a Lingui macro awaits loadCatalog(feature)
 * before it runs (the featureCatalogs plugin of vite.config.ts adds the line), so its messages
 * are there before it renders, and a screen downloads only its own features' messages. Their
 * list (the built files' names) is a module per language (src/lib/catalogs/), loaded with the
 * language's main catalog: a page holds its own language's list only.
 */
const featureLists: Record<Language, () => Promise<{ catalogs: Record<string, Catalog> }>> = {
  en: () => import('./catalogs/en.ts'),
  es: () => import('./catalogs/es.ts'),
  fr: () => import('./catalogs/fr.ts'),
};
const featureListLoads = new Map<Language, Promise<Record<string, Catalog>>>();
const featureWanted = new Set<string>();
const featureLoads = new Map<string, Promise<void>>();

function featureListOf(language: Language): Promise<Record<string, Catalog>> {
  let list = featureListLoads.get(language);
  if (!list) {
    list = featureLists[language]().then(({ catalogs }) => catalogs);
    // A failed download (offline before the service worker held it) is tried again the next time.
    list.catch(() => featureListLoads.delete(language));
    featureListLoads.set(language, list);
  }
  return list;
}

function loadFeature(language: Language, feature: string): Promise<void> {
  const key = `${language}/${feature}`;
  let load = featureLoads.get(key);
  if (!load) {
    load = featureListOf(language).then(async (catalogs) => {
      const loader = catalogs[`../../locales/${language}/${feature}.po`];
      // No such catalog (a folder without messages, or not extracted yet): its messages are in messages.po.
      if (!loader) return;
      const { messages } = await loader();
      i18n.load(language, messages as never);
    });
    load.catch(() => featureLoads.delete(key));
    featureLoads.set(key, load);
  }
  return load;
}

/**
 * Resolves when the feature's messages of the current language are loaded; from then on every
 * language switch loads them too. A failed download (offline before the service worker held it)
 * does not stop the screen: the next language switch or page load tries again.
 */
export function loadCatalog(feature: string): Promise<void> {
  featureWanted.add(feature);
  const language = requestedLanguage ?? (isLanguage(i18n.locale) ? i18n.locale : initialLanguage());
  return loadFeature(language, feature).catch(() => undefined);
}

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
  // The list of the language's feature catalogs downloads beside its main catalog, so a screen's
  // loadCatalog finds it there; a failure is retried by the loadCatalog that needs it.
  featureListOf(language).catch(() => undefined);
  const [{ messages }] = await Promise.all([
    loaders[language](),
    staffWanted ? loadStaff(language) : undefined,
    ...[...featureWanted].map((feature) => loadFeature(language, feature)),
  ]);
  i18n.load(language, messages as never);
  i18n.activate(language);
  document.documentElement.lang = language;
  if (persist) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export { i18n };
