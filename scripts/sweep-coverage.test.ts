/**
 * The accessibility sweep covers every route of the route tree (D210): each route
 * of src/route-tree.gen.ts is visited by a screen of e2e/support/sweep-screens.ts, or forwards
 * (its file's `redirect({ to })`) to a covered route, or is a layout some covered route lies under,
 * or is named in CHECKED_ELSEWHERE with the journey that runs axe on it or the page it forwards to.
 * A new route fails here until the sweep sees it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_ELSEWHERE, SCREENS } from '../e2e/support/sweep-screens.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const tree = fs.readFileSync(path.join(ROOT, 'src/route-tree.gen.ts'), 'utf8');

/** Each route's full path and its file under src/routes, from the generated tree. */
function routesOfTree(): Map<string, string> {
  const files = new Map(
    [...tree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
  );
  const block = /export interface FileRoutesByFullPath \{\n([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  return new Map(
    [...block.matchAll(/^\s*'([^']+)': typeof (\w+?)(?:WithChildren)?$/gm)].map((m) => [m[1]!, files.get(m[2]!) ?? '']),
  );
}

/** A route path as a pattern over URL paths: `$x` one segment, `{-$x}` an optional one; a trailing slash optional. */
function patternOf(route: string): RegExp {
  const body = route
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => {
      if (/^\{-\$\w+\}$/.test(segment)) return '(?:/[^/]+)?';
      if (segment.startsWith('$')) return '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

const ROUTES = routesOfTree();
const urlPath = (url: string) => url.split('?')[0]!;
const isStatic = (route: string) => !route.includes('$');

/** The route a visited URL path is: a static route before a parameterised one, as the router matches. */
function routeOf(url: string): string | undefined {
  const routes = [...ROUTES.keys()].filter((route) => patternOf(route).test(urlPath(url)));
  return routes.find(isStatic) ?? routes[0];
}

function sweptRoutes(): Set<string> {
  const swept = new Set<string>();
  for (const screen of Object.values(SCREENS).flat()) {
    const route = routeOf(screen.path);
    if (route) swept.add(route);
    for (const covered of screen.covers ?? []) swept.add(covered);
  }
  return swept;
}

const source = (route: string) => {
  const file = ROUTES.get(route)!;
  const full = ['.tsx', '.ts'].map((ext) => path.join(ROOT, 'src/routes', file + ext)).find((f) => fs.existsSync(f));
  return full ? fs.readFileSync(full, 'utf8') : '';
};

/** Routes the sweep sees, and those that forward to or frame them, to a fixed point. */
function coveredRoutes(): Set<string> {
  const covered = sweptRoutes();
  let grew = true;
  while (grew) {
    grew = false;
    for (const route of ROUTES.keys()) {
      if (covered.has(route)) continue;
      const text = source(route);
      const target = /redirect\(\{\s*to:\s*'([^']+)'/.exec(text)?.[1];
      const forwards = target !== undefined && covered.has(target);
      const prefix = route.replace(/\/$/, '');
      const frames = /<Outlet\b/.test(text) && [...covered].some((child) => child.startsWith(`${prefix}/`));
      if (forwards || frames) {
        covered.add(route);
        grew = true;
      }
    }
  }
  return covered;
}

describe('the accessibility sweep covers the route tree', () => {
  it('given the generated tree, then its routes and their files are read', () => {
    expect(ROUTES.size).toBeGreaterThan(200);
    expect([...ROUTES.values()].every(Boolean)).toBe(true);
  });

  it('given every route, then the sweep visits it, or it forwards to or frames a visited one, or another check is named', () => {
    const covered = coveredRoutes();
    const missing = [...ROUTES.keys()].filter((route) => !covered.has(route) && !(route in CHECKED_ELSEWHERE));
    expect(missing).toEqual([]);
  });

  it('given the routes named as checked elsewhere, then each exists, is not swept too, and its journey runs axe', () => {
    const swept = sweptRoutes();
    for (const [route, where] of Object.entries(CHECKED_ELSEWHERE)) {
      expect(ROUTES.has(route), route).toBe(true);
      expect(swept.has(route), `${route} is swept; drop it from CHECKED_ELSEWHERE`).toBe(false);
      const spec = /([\w-]+\.spec\.ts)/.exec(where)?.[1];
      if (spec === 'keyboard-only.spec.ts') {
        const text = fs.readFileSync(path.join(ROOT, 'e2e', spec), 'utf8');
        expect(text, `${spec} runs axe`).toMatch(/expectAccessible\(page\)/);
      }
    }
  });

  it("given every screen's path and what it covers, then each is a route of the tree", () => {
    for (const screen of Object.values(SCREENS).flat()) {
      if (screen.path.startsWith('/careers/') || screen.label === 'an unknown path') continue;
      expect(routeOf(screen.path), screen.path).toBeDefined();
      for (const route of screen.covers ?? []) expect(ROUTES.has(route), route).toBe(true);
    }
  });
});
