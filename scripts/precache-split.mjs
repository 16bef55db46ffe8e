// Which built files a candidate's service worker precaches: the files candidate code can load, by
// the route tree (route-split.mjs), never a file only staff code loads. Staff files are cached at
// runtime when a staff member opens a screen that needs them (sw/sw.ts).
//
// On the built chunk graph (Vite's manifest, dist/.vite/manifest.json) and the source modules of
// each chunk (dist/.vite/chunk-modules.json): a chunk is staff when every module in it is staff
// code (what staff routes reach and candidate routes do not, on dist/.vite/module-graph.json).
// Candidate files are what the entry reaches through static and dynamic imports without entering
// a staff chunk by import() (a static import is needed to run the importer, so it is always
// followed; the budget check fails on a candidate route that holds staff code), with their style
// sheets and assets. Files that are no chunk's (index.html, public/) are precached.
// Candidate code that only runs online is left out too (cached at runtime when used): what the
// pages that need the network anyway (bench/budget.json `onlineOnlyRoutes`, route files) and the
// libraries loaded only for a network's work (`onlineOnly`, module patterns) reach and no other
// candidate code does, and the feature catalogs only that code reads (onlineOnlyCode below).
// Plain JavaScript so `node scripts/check-budget.mjs` runs it; vite.config.ts uses it too.
import { reach, splitByRouteTree } from './route-split.mjs';

/**
 * The staff catalog (lingui.config.ts): the messages of staff code as the route tree decides it.
 * src/lib/i18n.ts imports it with import() for the staff layout, so the module graph alone shows
 * it reached from the start-up; its content is staff code's.
 */
export const isStaffCatalog = (module) => /^src\/locales\/[^/]+\/staff\.po$/.test(module);

const fileOf = (id) => id.split('?')[0];
/** A feature's or src/ui folder's catalog (lingui.config.ts featureCatalogOf): src/locales/<language>/<folder>.po. */
const catalogFolderOf = (module) => /^src\/locales\/[^/]+\/([^/]+)\.po$/.exec(module)?.[1];
/**
 * The modules whose messages a folder's catalog holds (lingui.config.ts): its source files but the
 * kinds' definitions and labels (main catalog) and their staff sides (staff catalog).
 */
const readsFolderCatalog = (module, folder) =>
  (module.startsWith(`src/features/${folder}/`) || module.startsWith(`src/ui/${folder}/`)) &&
  /\.tsx?$/.test(module) &&
  !/\.(kind|label)\.ts$|\.staff\.tsx$/.test(module);

/**
 * Which candidate modules only run online, on the source module graph: the modules matching
 * `onlineOnly` (libraries candidate code imports with import() for a network's work), and what the
 * lazy parts (`…?tsr-split=…`) of the route files matching `onlineOnlyRoutes` (pages that need the
 * network anyway) and those libraries reach while the rest of candidate code (the start-up, the
 * candidate route tree with every route's eager part, the other routes' lazy parts) does not; and
 * a folder's message catalog when every candidate module that reads it is such code. So a page
 * named online-only takes along its screens, its queries and its catalog, with no list of them,
 * and anything another candidate page also imports stays precached.
 */
export function onlineOnlyCode({ modules, entries, fullRouteTree }, { onlineOnly = [], onlineOnlyRoutes = [] } = {}) {
  const isOnlineRoutePart = (id) =>
    id.includes('?tsr-split=') && onlineOnlyRoutes.some((route) => route.test(fileOf(id)));
  const isOnlineLibrary = (id) => onlineOnly.some((pattern) => pattern.test(id));
  const online = (id) => isOnlineRoutePart(id) || isOnlineLibrary(id);
  const rest = reach(modules, entries, (id) => id === fullRouteTree || online(id));
  const starts = Object.keys(modules).filter(online);
  const code = new Set(
    [...reach(modules, starts, (id) => id === fullRouteTree).keys()].filter(
      (id) => !rest.has(id) || isOnlineLibrary(id),
    ),
  );
  const candidate = [...reach(modules, entries, (id) => id === fullRouteTree).keys()];
  const onlineOnlyFolders = new Map();
  const isOnlineOnlyFolder = (folder) => {
    if (!onlineOnlyFolders.has(folder)) {
      const readers = candidate.filter((id) => readsFolderCatalog(id, folder));
      onlineOnlyFolders.set(folder, readers.length > 0 && readers.every((id) => code.has(id)));
    }
    return onlineOnlyFolders.get(folder);
  };
  for (const module of candidate) {
    const folder = catalogFolderOf(module);
    if (folder && isOnlineOnlyFolder(folder)) code.add(module);
  }
  return code;
}

/**
 * Splits the built files into `candidate` (precached), `staff` (cached at runtime on use) and
 * `onlineOnly` (candidate code that only runs with a network, loaded with import() when needed:
 * onlineOnlyCode's, from bench/budget.json's `onlineOnly` libraries, such as single sign-on with
 * the company's identity provider, and `onlineOnlyRoutes` pages, such as booking an interview
 * slot; a chunk of nothing else, cached at runtime too), as sets of file names relative to the build
 * folder (assets/x-hash.js); `catalogs` gives each message catalog's language (the worker keeps
 * only the languages in use: sw/sw.ts).
 */
export function precacheSplit({ manifest, chunkModules, moduleGraph, onlineOnly = [], onlineOnlyRoutes = [] }) {
  const { staff: staffCode } = splitByRouteTree(moduleGraph);
  const isStaffModule = (module) => staffCode.has(module) || isStaffCatalog(module);
  const isStaffChunk = (chunk) => {
    const modules = chunkModules[chunk.file] ?? [];
    return modules.length > 0 ? modules.every(isStaffModule) : Boolean(chunk.src && isStaffModule(chunk.src));
  };
  const onlineOnlyModules = onlineOnlyCode(moduleGraph, { onlineOnly, onlineOnlyRoutes });
  const isOnlineOnlyModule = (module) =>
    onlineOnlyModules.has(module) || onlineOnly.some((pattern) => pattern.test(module));
  // A dynamic entry's facade chunk holds no module of its own: its source decides, as for staff.
  const isOnlineOnlyChunk = (chunk) => {
    const modules = chunkModules[chunk.file] ?? [];
    return modules.length > 0 ? modules.every(isOnlineOnlyModule) : Boolean(chunk.src && isOnlineOnlyModule(chunk.src));
  };
  const reached = new Set();
  const stack = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  while (stack.length > 0) {
    const key = stack.pop();
    if (reached.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    reached.add(key);
    stack.push(...(chunk.imports ?? []));
    stack.push(
      ...(chunk.dynamicImports ?? []).filter((target) => {
        const imported = manifest[target] ?? {};
        return !isStaffChunk(imported) && !isOnlineOnlyChunk(imported);
      }),
    );
  }
  const filesOf = (chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];
  const candidate = new Set([...reached].flatMap((key) => filesOf(manifest[key])));
  const left = Object.values(manifest).filter((chunk) => !filesOf(chunk).every((file) => candidate.has(file)));
  const onlineOnlyFiles = new Set(
    left
      .filter(isOnlineOnlyChunk)
      .flatMap(filesOf)
      .filter((file) => !candidate.has(file)),
  );
  const staff = new Set(left.flatMap(filesOf).filter((file) => !candidate.has(file) && !onlineOnlyFiles.has(file)));
  const catalogs = new Map();
  for (const chunk of Object.values(manifest)) {
    // A message catalog, or the list of a language's feature catalogs (sw/catalog-files.ts catalogModuleLanguageOf).
    const language = (/^src\/locales\/([^/]+)\/[^/]+\.po$/.exec(chunk.src ?? '') ??
      /^src\/lib\/catalogs\/([a-z]+)\.ts$/.exec(chunk.src ?? ''))?.[1];
    if (language) catalogs.set(chunk.file, language);
  }
  return { candidate, staff, onlineOnly: onlineOnlyFiles, catalogs };
}

/** The precache manifest a built service worker holds (the JSON array workbox-build injects in place of self.__WB_MANIFEST). */
export function precacheEntriesOf(serviceWorker) {
  const start = serviceWorker.search(/\[\{"(revision|url)":/);
  if (start === -1) throw new Error('the service worker holds no precache manifest (no [{"revision":… array)');
  let depth = 0;
  for (let at = start; at < serviceWorker.length; at += 1) {
    if (serviceWorker[at] === '[') depth += 1;
    else if (serviceWorker[at] === ']' && (depth -= 1) === 0) return JSON.parse(serviceWorker.slice(start, at + 1));
  }
  throw new Error('the precache manifest in the service worker does not end');
}

/**
 * What a candidate's first visit downloads for offline use against bench/budget.json's `precache`:
 * the manifest's files, of its message catalogs only one language's (the largest), at most
 * `maxGzipKB` in all, and no staff file (precacheSplit). `sizeOf(file)` gives a file's gzipped
 * size in bytes; `catalogs` each catalog file's language.
 */
export function checkPrecache({ entries, staff, onlineOnly = new Set(), catalogs, sizeOf, limits }) {
  const failures = [];
  const urls = [...new Set(entries.map(({ url }) => url))];
  for (const url of urls) {
    if (staff.has(url)) failures.push(`the service worker precaches ${url}, which only staff code loads`);
    if (onlineOnly.has(url)) failures.push(`the service worker precaches ${url}, which only runs online`);
  }
  const byLanguage = new Map();
  let code = 0;
  for (const url of urls) {
    const language = catalogs.get(url);
    if (language) byLanguage.set(language, (byLanguage.get(language) ?? 0) + sizeOf(url));
    else code += sizeOf(url);
  }
  const bytes = code + Math.max(0, ...byLanguage.values());
  if (bytes > limits.maxGzipKB * 1024)
    failures.push(
      `the service worker precaches ${(bytes / 1024).toFixed(1)} KB (gzip), over the budget of ${limits.maxGzipKB} KB`,
    );
  return { files: urls.length, code, catalogs: Object.fromEntries(byLanguage), bytes, failures };
}
