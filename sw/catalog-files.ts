/**
 * Where the build puts each language's message catalogs (vite.config.ts), so the service worker
 * can tell them apart: it precaches the code, and the catalogs of the languages the pages use
 * (sw/sw.ts), not every language's.
 */

/**
 * The language of a catalog module (a path, from the root or absolute): a message catalog
 * (src/locales/{language}/{name}.po), or the list of a language's feature catalogs
 * (src/lib/catalogs/{language}.ts), which goes with that language's catalogs.
 */
export const catalogModuleLanguageOf = (id: string | null | undefined): string | undefined =>
  (/(?:^|[\\/])src[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.po$/.exec(id ?? '') ??
    /(?:^|[\\/])src[\\/]lib[\\/]catalogs[\\/]([a-z]+)\.ts$/.exec(id ?? ''))?.[1];

/** The output file name pattern of a chunk built from `facadeModuleId`, or undefined when it is no catalog. */
export function catalogChunkFileName(facadeModuleId: string | null | undefined): string | undefined {
  const language = catalogModuleLanguageOf(facadeModuleId);
  return language ? `assets/locales/${language}/[name]-[hash].js` : undefined;
}

/** The language of a built catalog file (a precache entry's URL, relative to the build folder). */
export const catalogLanguageOf = (url: string): string | undefined => /^assets\/locales\/([^/]+)\//.exec(url)?.[1];
