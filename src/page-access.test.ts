/**
 * Every page declares its access on its route (staticData.access, D471). Over the app's full route
 * tree: a route with a path that declares none fails here; and contracts/page-access.gen.ts, the same
 * declarations by path for what has no router (the service worker, the navbar, a staff path before
 * the staff routes load), is written from them. After changing a route's access, run
 * `npx vitest run --project unit src/page-access.test.ts -u` to write it again.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { bestRuleFor, declaredRuleFor, pageRule } from '../contracts/access.ts';
import type { PermissionName } from '../contracts/permissions.ts';
import { routeTree } from './route-tree.gen.ts';

interface DeclaredRoute {
  id: string;
  fullPath: string;
  /** An index route: its page is its path exactly. */
  isIndex: boolean;
  /** A pathless layout (`_staff`): no page of its own, so nothing to declare. */
  isPathless: boolean;
  access?: PermissionName;
  preference?: string;
}

/** The routes of a tree, parents before their children (a router gives them their ids and full paths). */
function declaredRoutes(tree: AnyRoute): DeclaredRoute[] {
  createRouter({ routeTree: tree, history: createMemoryHistory() });
  return routesUnder(tree);
}

function routesUnder(root: AnyRoute): DeclaredRoute[] {
  const children = (route: AnyRoute): AnyRoute[] => Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  return children(root).flatMap((route) => {
    const staticData = (route.options.staticData ?? {}) as { access?: PermissionName; accessPreference?: string };
    const last = route.id.split('/').filter(Boolean).at(-1) ?? '';
    const own: DeclaredRoute = {
      id: route.id,
      fullPath: route.fullPath,
      isIndex: route.id.endsWith('/'),
      isPathless: last.startsWith('_') && !route.id.endsWith('/'),
      ...(staticData.access ? { access: staticData.access } : {}),
      ...(staticData.accessPreference ? { preference: staticData.accessPreference } : {}),
    };
    return [own, ...routesUnder(route)];
  });
}

/** The routes with a path that declare no access. */
const undeclared = (routes: readonly DeclaredRoute[]) =>
  routes.filter((route) => !route.isPathless && !route.access).map((route) => route.id);

/** URLs a route path stands for: a parameter gets a value; an optional one is tried with and without. */
function samplePaths(routePath: string): string[] {
  let paths = [''];
  for (const segment of routePath.split('/').filter(Boolean)) {
    if (/^\{-\$\w+\}$/.test(segment)) paths = paths.flatMap((p) => [p, `${p}/7`]);
    else if (segment.includes('$')) paths = paths.map((p) => `${p}/7`);
    else paths = paths.map((p) => `${p}/${segment}`);
  }
  return paths.map((p) => p || '/');
}

type Entry = [path: string, access: PermissionName, options?: { exact?: true; preference?: string }];

const same = (a: { access?: string; preference?: string } | undefined, b: DeclaredRoute) =>
  a?.access === b.access && a?.preference === b.preference;

/**
 * The declarations by path, short: a route is listed only where the routes listed before it (the
 * shorter paths) would not already give its page the access it declares. Each covers the paths
 * under it where no longer one is listed (a path there without a page is judged as its nearest
 * parent, as the old prefixes did); the root's index page, and a page whose path another listed
 * with a different access, only their own path.
 */
function pageAccessEntries(routes: readonly DeclaredRoute[]): Entry[] {
  const pages = routes.filter((route) => route.access).sort((a, b) => a.fullPath.length - b.fullPath.length);
  const entries: Entry[] = [];
  const ruleOf = (url: string) =>
    bestRuleFor(
      entries.map(([path, access, options]) => pageRule(path, access, options)),
      url,
    );
  const entryOf = (route: DeclaredRoute): Entry => {
    const path = route.isIndex && route.fullPath !== '/' ? route.fullPath.slice(0, -1) : route.fullPath;
    // An index page covers the paths under it too, as a layout would; the root's only itself.
    const exact =
      path === '/' || entries.some((entry) => entry[0] === path && !same({ access: entry[1], ...entry[2] }, route));
    const options = {
      ...(exact ? { exact: true as const } : {}),
      ...(route.preference ? { preference: route.preference } : {}),
    };
    return Object.keys(options).length ? [path, route.access!, options] : [path, route.access!];
  };
  for (const route of pages)
    if (!samplePaths(route.fullPath).every((url) => same(ruleOf(url), route))) entries.push(entryOf(route));
  // A later, longer entry can claim an earlier route's page (a parameter standing for its name): list that one too.
  for (const route of pages)
    if (
      !samplePaths(route.fullPath).every((url) => same(ruleOf(url), route)) &&
      !entries.some((e) => e[0] === entryOf(route)[0])
    )
      entries.push(entryOf(route));
  return entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : (a[2]?.exact ? 1 : 0) - (b[2]?.exact ? 1 : 0)));
}

/** The generated module's text, in Prettier's form. */
function render(entries: readonly Entry[]): string {
  const quote = (value: string) => `'${value}'`;
  const line = ([path, access, options]: Entry) => {
    const parts = [quote(path), quote(access)];
    if (options) {
      const fields = [
        ...(options.exact ? ['exact: true'] : []),
        ...(options.preference ? [`preference: ${quote(options.preference)}`] : []),
      ];
      parts.push(`{ ${fields.join(', ')} }`);
    }
    return `  [${parts.join(', ')}],`;
  };
  return [
    '// Generated by src/page-access.test.ts from the access each route declares (staticData.access, D471).',
    '// Do not edit: change the route, then run `npx vitest run --project unit src/page-access.test.ts -u`.',
    "import type { PermissionName } from './permissions.ts';",
    '',
    '/** A page path ($id a parameter), the permission it needs, and whether only that path (an index page). */',
    'export const PAGE_ACCESS: readonly (readonly [',
    '  path: string,',
    '  access: PermissionName,',
    '  options?: { exact?: true; preference?: string },',
    '])[] = [',
    ...entries.map(line),
    '];',
    '',
  ].join('\n');
}

const ROUTES = declaredRoutes(routeTree);

describe('page access declared on every route', () => {
  it('given the full route tree, then its routes are read (the checks below have something to check)', () => {
    expect(ROUTES.length).toBeGreaterThan(200);
    expect(ROUTES.map((route) => route.id)).toEqual(
      expect.arrayContaining(['/_staff', '/_staff/settings/import-data', '/_public/start-interview/', '/']),
    );
  });

  it('given every route with a path, then each declares the access its page needs', () => {
    expect(undeclared(ROUTES)).toEqual([]);
  });

  it('given a route added without access, then the check names it', () => {
    const root = createRootRoute();
    const layout = createRoute({ getParentRoute: () => root, id: '_staff' });
    const declared = createRoute({ getParentRoute: () => layout, path: 'reports', staticData: { access: 'staff' } });
    const added = createRoute({ getParentRoute: () => layout, path: 'brand-new-page' });
    const addedChild = createRoute({ getParentRoute: () => declared, path: '$reportId' });
    root.addChildren([layout.addChildren([declared.addChildren([addedChild]), added])]);
    expect(undeclared(declaredRoutes(root))).toEqual(['/_staff/reports/$reportId', '/_staff/brand-new-page']);
  });
});

describe('the declarations by path (contracts/page-access.gen.ts)', () => {
  it('given the routes, then the generated list is what they declare', async () => {
    await expect(render(pageAccessEntries(ROUTES))).toMatchFileSnapshot('../contracts/page-access.gen.ts');
  });

  it("given every page, then its path's rule is the access its route declares", () => {
    const disagreeing = ROUTES.filter((route) => route.access)
      .flatMap((route) => samplePaths(route.fullPath).map((url) => ({ route, url, rule: declaredRuleFor(url) })))
      .filter(({ route, rule }) => !same(rule, route))
      .map(({ url, route, rule }) => `${url}: route ${route.access}, path ${rule?.access}`);
    expect(disagreeing).toEqual([]);
  });
});
