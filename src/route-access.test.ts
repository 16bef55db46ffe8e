/**
 * Every page of the app has an access rule (contracts/access.ts ACCESS_RULES). The pages are the
 * generated route tree's paths (src/route-tree.gen.ts), after checking that tree lists every
 * route file; a page without a rule fails here, and at run time it would need the highest level.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, declaredRuleFor } from '../contracts/access.ts';

const SRC = import.meta.dirname;
const generated = fs.readFileSync(path.join(SRC, 'route-tree.gen.ts'), 'utf8');

/** The URL paths of the generated tree: the keys of its FileRoutesByFullPath interface. */
function routePaths(tree: string): string[] {
  const block = /export interface FileRoutesByFullPath \{\n([\s\S]*?)\n\}/.exec(tree)?.[1];
  if (!block)
    throw new Error(
      'src/route-tree.gen.ts has no FileRoutesByFullPath interface: has the generator changed its output?',
    );
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/** The route files the generated tree imports, relative to src/routes, without extension. */
const routeFilesInTree = (tree: string) =>
  [...tree.matchAll(/from '\.\/routes\/([^']+)'/g)].map((match) => match[1]!).sort();

/** The files TanStack Router's generator makes routes of: every file under src/routes but those named -*. */
function routeFilesOnDisk(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('-'))
    .flatMap((entry) =>
      entry.isDirectory()
        ? routeFilesOnDisk(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name.replace(/\.tsx?$/, '')}`],
    )
    .sort();
}

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

/** The route paths some URL of which no declared access rule covers. */
function routesWithoutRule(paths: readonly string[]): string[] {
  return paths.filter((routePath) => samplePaths(routePath).some((url) => declaredRuleFor(url) === undefined));
}

const PAGES = routePaths(generated);

describe('the generated route tree', () => {
  it('given the route files, then the generated tree lists every one of them and no other', () => {
    expect(routeFilesInTree(generated)).toEqual(routeFilesOnDisk(path.join(SRC, 'routes')));
  });

  it('given the generated tree, then its pages are read (the check below has something to check)', () => {
    expect(PAGES.length).toBeGreaterThan(150);
    expect(PAGES).toEqual(
      expect.arrayContaining([
        '/login/',
        '/user/progress',
        '/smartreq-detail/setup/screening-plan',
        '/interview/{-$id}',
      ]),
    );
  });
});

describe('an access rule for every page (fails closed)', () => {
  it('given every page of the app, then each has a declared access rule', () => {
    expect(routesWithoutRule(PAGES)).toEqual([]);
  });

  it('given a page added without a rule, then the check names it', () => {
    const added = ['/brand-new-page', '/reports/$reportId', '/widgets/{-$id}'];
    expect(routesWithoutRule(['/user/progress', '/smartreq-detail/setup/', ...added, '/interview/{-$id}'])).toEqual(
      added,
    );
  });

  it('given an optional parameter, then the page is checked with and without it', () => {
    expect(samplePaths('/interview/{-$id}')).toEqual(['/interview', '/interview/7']);
    expect(samplePaths('/login/scorecard/$scorecardUUID/$userID')).toEqual(['/login/scorecard/7/7']);
    expect(samplePaths('/user/')).toEqual(['/user']);
    expect(samplePaths('/')).toEqual(['/']);
  });

  it('given the rule table, then no two rules claim the same path in the same way, so exactly one decides', () => {
    const keys = ACCESS_RULES.map((rule) => `${rule.prefix.toLowerCase()}${rule.exact ? ' (exact)' : ''}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
