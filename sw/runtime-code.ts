/// <reference lib="webworker" />
/**
 * What the service worker keeps beside its precache (D191): the message catalogs of the languages
 * the pages use, and the staff screens' files once a staff member's page has loaded them. Both are
 * hashed, immutable files under /assets/, in one cache that each new version prunes to its own
 * catalogs when it activates, so earlier versions' files do not pile up.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { catalogLanguageOf } from './catalog-files.ts';

export const RUNTIME_CODE_CACHE = 'assay-runtime-code';

/** The precache manifest split: the code to precache, and each language's catalogs (absolute URLs). */
export function splitManifest(entries: ReadonlyArray<string | PrecacheEntry>, base: string) {
  const code: Array<string | PrecacheEntry> = [];
  const catalogs = new Map<string, string[]>();
  for (const entry of entries) {
    const url = typeof entry === 'string' ? entry : entry.url;
    const language = catalogLanguageOf(url);
    if (language) catalogs.set(language, [...(catalogs.get(language) ?? []), new URL(url, base).href]);
    else code.push(entry);
  }
  return { code, catalogs };
}

const adding = new Map<string, Promise<void>>();

/** Adds to the cache the files it does not hold yet (each fetched once, when asked for twice at a time). */
export async function cacheFiles(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(RUNTIME_CODE_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      let add = adding.get(url);
      if (!add) {
        add = cache.add(url).finally(() => adding.delete(url));
        adding.set(url, add);
      }
      await add;
    }),
  );
}

/** The languages whose catalogs the cache holds (of any version): a new version caches its own for them. */
export async function languagesInUse(): Promise<Set<string>> {
  const cache = await caches.open(RUNTIME_CODE_CACHE);
  const languages = new Set<string>();
  for (const request of await cache.keys()) {
    const language = catalogLanguageOf(new URL(request.url).pathname.slice(1));
    if (language) languages.add(language);
  }
  return languages;
}

/** Deletes every file but `keep` (this version's catalogs): staff files and earlier versions' files go. */
export async function pruneRuntimeCode(keep: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(RUNTIME_CODE_CACHE);
  await Promise.all(
    (await cache.keys()).filter((request) => !keep.has(request.url)).map((request) => cache.delete(request)),
  );
}
