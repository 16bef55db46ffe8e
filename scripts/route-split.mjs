// Which code is staff code, decided by the route tree (docs/architecture.md, "src/"). A route file
// is staff when it lives under a staff layout (STAFF_ROUTES); every other route file is a candidate
// route. On the source module graph (Rolldown's, before tree-shaking; static and dynamic imports):
//
// - candidate code: what the app's entry reaches without entering the full route tree, which only
//   src/router.tsx imports, lazily (the start, the candidate route tree, every candidate route and
//   whatever they import, also later with `import()`);
// - staff code: what the staff route files and the full route tree reach, less candidate code.
//
// So a new staff feature folder is staff with no list to update, and the budget check
// (budget-graph.mjs) fails when a built candidate chunk holds it. What a candidate route imports is
// candidate code by definition, so the source rules below catch a candidate route reaching into
// staff code: a staff route file on a candidate path, and a feature folder that route files of
// both sides import without being declared shared.
// Plain JavaScript so `node scripts/check-budget.mjs` runs it without a build; vite.config.ts uses it too.

/** The staff layouts (paths from the repository root, without extension): these files and everything below them. */
export const STAFF_ROUTES = ['src/routes/_staff', 'src/routes/_print/printscorecard'];

/** Whether a file (from the root, forward slashes, with or without extension or query) is a staff route file. */
export const isStaffRoute = (file) =>
  STAFF_ROUTES.some((layout) => file === layout || file.startsWith(`${layout}/`) || file.startsWith(`${layout}.`));

const fileOf = (id) => id.split('?')[0];
const isRouteFile = (id) => fileOf(id).startsWith('src/routes/');
const featureOf = (id) => /^src\/features\/([^/]+)\//.exec(id)?.[1];

/** Breadth first from `start` over static and dynamic imports, not entering `stop`: each module reached, with the module it was reached from. */
export function reach(modules, start, stop = () => false) {
  const from = new Map(start.map((id) => [id, null]));
  const queue = [...start];
  for (let i = 0; i < queue.length; i += 1) {
    const module = modules[queue[i]];
    for (const next of [...(module?.imports ?? []), ...(module?.dynamicImports ?? [])]) {
      if (from.has(next) || stop(next)) continue;
      from.set(next, queue[i]);
      queue.push(next);
    }
  }
  return from;
}

/** The import chain that reached `id`, from where the walk started. */
export function chainTo(from, id) {
  const chain = [];
  for (let at = id; at !== null && at !== undefined; at = from.get(at)) chain.unshift(at);
  return chain;
}

/**
 * Splits a module graph (`modules`: id -> { imports, dynamicImports }, ids relative to the root,
 * forward slashes, queries kept) by the route tree: `candidate` and `staff`, each a map from a
 * module to the module it was reached from (chainTo gives the import chain).
 */
export function splitByRouteTree({ modules, entries, fullRouteTree }) {
  const candidate = reach(modules, entries, (id) => id === fullRouteTree);
  // From the route files themselves (not their lazy parts), so an import chain starts at a route.
  const staffRoutes = Object.keys(modules).filter((id) => !id.includes('?') && isStaffRoute(id) && !candidate.has(id));
  const staffReach = reach(modules, [...staffRoutes, fullRouteTree]);
  const staff = new Map([...staffReach].filter(([id]) => !candidate.has(id)));
  return { candidate, staff };
}

/**
 * The source rules: no staff route file on a candidate path, the full route tree imported only
 * with `import()`, and no feature folder imported from both sides unless `sharedFeatures` names it
 * (a stale name fails too, so the list is exactly the features both sides import).
 */
export function splitProblems({ modules, fullRouteTree }, { candidate }, sharedFeatures = []) {
  const problems = [];
  const show = (chain) => {
    // From the candidate route the chain leaves from, not from index.html and the start-up.
    const route = chain.findLast((id, i) => i < chain.length - 1 && isRouteFile(id) && !isStaffRoute(fileOf(id)));
    return chain.slice(route ? chain.findIndex((id) => fileOf(id) === fileOf(route)) : 0).join(' → ');
  };
  for (const id of candidate.keys()) {
    if (isStaffRoute(fileOf(id)))
      problems.push(`candidate code imports the staff route file ${id}: ${show(chainTo(candidate, id))}`);
    if ((modules[id]?.imports ?? []).includes(fullRouteTree))
      problems.push(
        `candidate code imports the full route tree (${fullRouteTree}) statically: ${show([...chainTo(candidate, id), fullRouteTree])}; only import() it`,
      );
  }
  // Which layouts' route files import each feature folder (routes compose features; a registry or
  // another feature in between is judged by the split above, not by this rule).
  const sides = new Map();
  for (const [importer, module] of Object.entries(modules)) {
    if (!isRouteFile(importer)) continue;
    const side = isStaffRoute(fileOf(importer)) ? 'staff' : 'candidate';
    for (const target of [...(module.imports ?? []), ...(module.dynamicImports ?? [])]) {
      const feature = featureOf(target);
      if (!feature) continue;
      if (!sides.has(feature)) sides.set(feature, new Map());
      if (!sides.get(feature).has(side)) sides.get(feature).set(side, `${importer} → ${target}`);
    }
  }
  for (const [feature, by] of [...sides].sort(([a], [b]) => a.localeCompare(b))) {
    const isShared = by.has('staff') && by.has('candidate');
    if (isShared && !sharedFeatures.includes(feature))
      problems.push(
        `src/features/${feature} is imported by a staff route (${by.get('staff')}) and by a candidate route (${by.get('candidate')}): ` +
          'a staff feature reached from a candidate route ships to candidates. Move the shared part to src/ui or src/lib, or, if both sides need the feature, add it to sharedFeatures in bench/budget.json',
      );
  }
  for (const feature of sharedFeatures) {
    const by = sides.get(feature);
    if (!by?.has('staff') || !by.has('candidate'))
      problems.push(
        `bench/budget.json sharedFeatures names ${feature}, which only ${by?.has('staff') ? 'staff' : 'candidate'} routes import now: remove it`,
      );
  }
  return problems;
}
