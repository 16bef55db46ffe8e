// What a route of the built app loads, from Vite's manifest (dist/.vite/manifest.json) and the
// chunk → modules map our build writes beside it (dist/.vite/chunk-modules.json). Pure functions:
// scripts/check-budget.mjs reads the files and applies bench/budget.json; the unit test feeds a
// tiny fake manifest.
//
// A route file's code is in two places: its eager part (path, search schema, guard) is in the
// route tree, which the entry (index.html) imports; its component and loader are a lazy chunk
// whose manifest key is `<route file>?tsr-split=component---loader` (TanStack Router's
// autoCodeSplitting). Loading a route = the entry's static imports + the lazy chunk's static
// imports. Dynamic imports are not followed (each is another route or a later load), unless a
// screen names them in `alsoLoads`.
//
// Which modules are staff code comes from the route tree (route-split.mjs), on the source module
// graph our build writes beside the manifest (dist/.vite/module-graph.json): no candidate route's
// load may hold one, whichever chunk the bundler put it in.
import { chainTo, isStaffRoute, splitByRouteTree, splitProblems } from './route-split.mjs';

/** The manifest keys of the lazy chunks that load with a route: its component and loader, not its error/not-found/pending boundaries. */
export function routeChunkKeys(manifest, routeFile) {
  return Object.keys(manifest).filter((key) => {
    const [src, query] = key.split('?');
    if (src !== routeFile || !query) return false;
    const split = new URLSearchParams(query).get('tsr-split');
    return split !== null && split.split('---').some((part) => part === 'component' || part === 'loader');
  });
}

/** The manifest key of a source module (an entry or a dynamic import target). */
export function keyOfSource(manifest, src) {
  if (manifest[src]) return src;
  return Object.keys(manifest).find((key) => manifest[key].src === src);
}

/** Every manifest key reached from `keys` through static imports (what the browser must fetch before running them). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JavaScript and CSS files of a set of manifest keys. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/**
 * What the browser loads to show a screen: the entry plus the named routes' lazy chunks and other
 * dynamic imports. `catalogs` are dynamic imports counted when the build has them (a feature's
 * message catalog exists once `npm run i18n:extract` has written it); the others are listed in
 * `missing`.
 */
export function screenLoad(manifest, { routes = [], alsoLoads = [], catalogs = [] }) {
  const roots = [keyOfSource(manifest, 'index.html')];
  for (const route of routes) {
    const keys = routeChunkKeys(manifest, route);
    if (keys.length === 0)
      throw new Error(`no lazy chunk for route file ${route} in the manifest (renamed? not split?)`);
    roots.push(...keys);
  }
  for (const src of alsoLoads) {
    const key = keyOfSource(manifest, src);
    if (!key)
      throw new Error(`nothing in the manifest is built from ${src} (renamed? no longer imported dynamically?)`);
    roots.push(key);
  }
  const missing = [];
  for (const src of catalogs) {
    const key = keyOfSource(manifest, src);
    if (key) roots.push(key);
    else missing.push(src);
  }
  if (!roots[0]) throw new Error('the manifest has no index.html entry');
  return { ...filesOf(manifest, staticClosure(manifest, roots)), missing };
}

/** Forbidden modules (regular expressions on the module path) inside the given chunk files, less the allowed exceptions. */
export function forbiddenModules(chunkModules, files, patterns, allowed = []) {
  const regexps = patterns.map((pattern) => new RegExp(pattern));
  const exceptions = allowed.map((pattern) => new RegExp(pattern));
  const hits = [];
  for (const file of files) {
    for (const module of chunkModules[file] ?? []) {
      if (exceptions.some((regexp) => regexp.test(module))) continue;
      const pattern = regexps.find((regexp) => regexp.test(module));
      if (pattern) hits.push({ file, module, pattern: pattern.source });
    }
  }
  return hits;
}

/** Staff modules (route-split.mjs) inside the given chunk files, each with the import chain that makes it staff code. */
export function staffModules(chunkModules, files, staff) {
  const hits = [];
  for (const file of files)
    for (const module of chunkModules[file] ?? [])
      if (staff.has(module)) hits.push({ file, module, chain: chainTo(staff, module).join(' → ') });
  return hits;
}

/** The route files (manifest `src` before `?tsr-split`) of every lazily loaded route chunk. */
export function routeFiles(manifest) {
  const files = new Set();
  for (const key of Object.keys(manifest)) {
    const [src, query] = key.split('?');
    if (query?.includes('tsr-split=') && src.startsWith('src/routes/')) files.add(src);
  }
  return [...files].sort();
}

/**
 * Packages the build holds more than one copy of (two versions, each in its own node_modules
 * folder), with each copy's folder: every copy after the first is bytes a page may load twice
 * (@tanstack/query-core, once under react-query and once beside the persister, did).
 */
export function duplicatePackages(chunkModules) {
  const folders = new Map();
  for (const modules of Object.values(chunkModules)) {
    for (const module of modules) {
      const at = module.lastIndexOf('node_modules/');
      if (at < 0) continue;
      const [scope, name] = module.slice(at + 'node_modules/'.length).split('/');
      const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
      if (!folders.has(pkg)) folders.set(pkg, new Set());
      folders.get(pkg).add(module.slice(0, at) + 'node_modules/' + pkg);
    }
  }
  return [...folders]
    .filter(([, copies]) => copies.size > 1)
    .map(([pkg, copies]) => ({ pkg, copies: [...copies].sort() }));
}

/**
 * The app's own part of some built files, in gzipped bytes: each file's gzipped size times the
 * share of its rendered code (`moduleSizes[file][module]`, lengths the build wrote) that matches
 * none of `libraries`. A file of app code alone counts whole, a library's file not at all; a file
 * that mixes them (a start-up stage with React DOM or the router) counts by that share (D294).
 */
export function ownBytesOf(files, { sizeOf, moduleSizes, libraries }) {
  const regexps = libraries.map((pattern) => new RegExp(pattern));
  let bytes = 0;
  for (const file of files) {
    const modules = Object.entries(moduleSizes[file] ?? {});
    const total = modules.reduce((sum, [, length]) => sum + length, 0);
    const own = modules.reduce(
      (sum, [module, length]) => (regexps.some((r) => r.test(module)) ? sum : sum + length),
      0,
    );
    bytes += total === 0 ? sizeOf(file) : (sizeOf(file) * own) / total;
  }
  return Math.round(bytes);
}

/** The route files whose lazy chunks load with `route`: its layouts (the files whose folder holds it), then itself. */
export function routeWithLayouts(route, allRoutes) {
  return [...allRoutes.filter((file) => route.startsWith(file.replace(/\.tsx$/, '/'))).sort(), route];
}

/**
 * Applies a budget: each screen's gzipped JavaScript against its limit, and, for every candidate
 * route (a route file outside the staff layouts), no staff module (by the route tree, when
 * `moduleGraph` is given) and no module forbidden by pattern in what it loads.
 * `sizeOf(file)` gives a file's gzipped size in bytes.
 */
export function checkBudget({ manifest, chunkModules, budget, sizeOf, moduleGraph, moduleSizes }) {
  const failures = [];
  const split = moduleGraph && splitByRouteTree(moduleGraph);
  if (split) failures.push(...splitProblems(moduleGraph, split, budget.sharedFeatures));
  for (const { pkg, copies } of duplicatePackages(chunkModules))
    failures.push(
      `the build holds ${copies.length} copies of ${pkg} (${copies.join(', ')}): align the versions that depend on it`,
    );
  /** What a candidate must not load among `files`: staff modules, then modules forbidden by pattern. */
  const candidateHits = (files) => [
    ...(split ? staffModules(chunkModules, files, split.staff) : []).map((hit) => ({
      ...hit,
      why: `staff code, only staff routes import it: ${hit.chain}`,
    })),
    ...forbiddenModules(
      chunkModules,
      files,
      budget.forbiddenOnCandidateRoutes ?? [],
      budget.allowedOnCandidateRoutes,
    ).map((hit) => ({ ...hit, why: `forbidden by /${hit.pattern}/` })),
  ];
  // What every page loads (the entry and the route tree) is reported once, not once per route.
  const everyPage = new Set(screenLoad(manifest, {}).js);
  for (const hit of candidateHits([...everyPage])) {
    failures.push(
      `every page loads ${hit.module} (in ${hit.file}, the entry or the route tree: a route file imports it outside its component and loader; ${hit.why})`,
    );
  }
  const beyondEveryPage = (files) => files.filter((file) => !everyPage.has(file));
  // The app's own code (D294): what the screen loads less React, TanStack Router and Dexie.
  const ownOf =
    budget.ownCode && moduleSizes
      ? (files) => ownBytesOf(files, { sizeOf, moduleSizes, libraries: budget.ownCode.libraries })
      : undefined;
  const screens = budget.screens.map((screen) => {
    const load = screenLoad(manifest, screen);
    if (screen.candidate) {
      for (const hit of candidateHits(beyondEveryPage(load.js)))
        failures.push(`${screen.name} loads ${hit.module} (in ${hit.file}; ${hit.why})`);
    }
    for (const hit of forbiddenModules(chunkModules, load.js, screen.forbidden ?? [])) {
      failures.push(
        `${screen.name} loads ${hit.module} (in ${hit.file}; forbidden for this screen by /${hit.pattern}/)`,
      );
    }
    const jsBytes = load.js.reduce((total, file) => total + sizeOf(file), 0);
    const cssBytes = load.css.reduce((total, file) => total + sizeOf(file), 0);
    const result = {
      name: screen.name,
      jsFiles: load.js.length,
      jsBytes,
      cssBytes,
      maxJsBytes: screen.maxGzipJsKB * 1024,
      missingCatalogs: load.missing,
    };
    if (jsBytes > result.maxJsBytes) {
      failures.push(
        `${screen.name}: ${(jsBytes / 1024).toFixed(1)} KB of gzipped JavaScript, over the budget of ${screen.maxGzipJsKB} KB`,
      );
    }
    if (ownOf && screen.maxOwnGzipJsKB !== undefined) {
      result.ownBytes = ownOf(load.js);
      result.maxOwnBytes = screen.maxOwnGzipJsKB * 1024;
      if (result.ownBytes > result.maxOwnBytes)
        failures.push(
          `${screen.name}: ${(result.ownBytes / 1024).toFixed(1)} KB of the app's own gzipped JavaScript, over the budget of ${screen.maxOwnGzipJsKB} KB`,
        );
    }
    return result;
  });
  const allRoutes = routeFiles(manifest);
  const candidateRoutes = allRoutes.filter((file) => !isStaffRoute(file));
  const ownPerRoute = [];
  for (const route of candidateRoutes) {
    const load = screenLoad(manifest, { routes: [route] });
    for (const hit of candidateHits(beyondEveryPage(load.js)))
      failures.push(`candidate route ${route} loads ${hit.module} (in ${hit.file}; ${hit.why})`);
    if (ownOf) {
      const screen = screenLoad(manifest, {
        routes: routeWithLayouts(route, allRoutes),
        alsoLoads: budget.ownCode.alsoLoads ?? [],
      });
      ownPerRoute.push({ route, ownBytes: ownOf(screen.js) });
    }
  }
  let ownCode;
  if (ownOf) {
    ownPerRoute.sort((a, b) => b.ownBytes - a.ownBytes);
    const { maxPerCandidateRouteKB } = budget.ownCode;
    const largest = ownPerRoute[0];
    ownCode = { largest, maxBytes: maxPerCandidateRouteKB * 1024, routes: ownPerRoute };
    for (const { route, ownBytes } of ownPerRoute.filter((r) => r.ownBytes > ownCode.maxBytes))
      failures.push(
        `candidate route ${route}: ${(ownBytes / 1024).toFixed(1)} KB of the app's own gzipped JavaScript, over the budget of ${maxPerCandidateRouteKB} KB for every candidate route`,
      );
  }
  return { screens, candidateRoutes, ownCode, failures };
}
