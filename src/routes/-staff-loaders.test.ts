/**
 * Staff routes load before they render (D189): a staff route file that renders a screen has a
 * `loader` that ensures the screen's data (the same `queryOptions` its component reads with
 * `useSuspenseQuery`), so the page arrives whole instead of fetching after it mounts. Routes that
 * only redirect render nothing and need none; nor do the few pages that read no server data at all
 * (listed below, and checked to read none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = import.meta.dirname;

/** Pages that read nothing from the server (links, a form that only writes, the design tokens): nothing to load. */
const READS_NO_SERVER_DATA = [
  '_staff/admin/measurements/index.tsx',
  '_staff/admin/measurements/settings/skills-test/new.tsx',
  '_staff/styleguide.tsx',
];

/** The files TanStack Router's generator makes routes of under a folder: every file but those named -*. */
function routeFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROUTES, dir), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('-'))
    .flatMap((entry) =>
      entry.isDirectory()
        ? routeFiles(`${dir}/${entry.name}`)
        : /\.tsx?$/.test(entry.name)
          ? [`${dir}/${entry.name}`]
          : [],
    )
    .sort();
}

const staffRoutes = routeFiles('_staff').map((file) => ({
  file,
  source: fs.readFileSync(path.join(ROUTES, file), 'utf8'),
}));
const hasLoader = (source: string) => /\bloader\s*:/.test(source);
const onlyRedirects = (source: string) => !/\bcomponent\s*:/.test(source) && /throw redirect\(/.test(source);

describe('staff route loaders', () => {
  it('given the staff route files, when one renders a screen, then it has a loader', () => {
    const missing = staffRoutes
      .filter(
        ({ file, source }) => !READS_NO_SERVER_DATA.includes(file) && !hasLoader(source) && !onlyRedirects(source),
      )
      .map(({ file }) => file);
    expect(missing).toEqual([]);
  });

  it('given a page listed as reading no server data, when its route and screen files are read, then none reads a query', () => {
    const reads = /\b(useQuery|useSuspenseQuery|useQueries|useInfiniteQuery)\(|ensureQueryData|fetchQuery/;
    const readers = READS_NO_SERVER_DATA.filter((file) => {
      const route = fs.readFileSync(path.join(ROUTES, file), 'utf8');
      // The screens the route imports from features/: each named component's own body (a screen file
      // may hold other screens that do read; these pages' screens compose no data-reading parts).
      const screens = [...route.matchAll(/import \{ (\w+) \} from '((?:\.\.\/)+features\/[^']+\.tsx)'/g)].map(
        ([, name, from]) => {
          const source = fs.readFileSync(path.resolve(path.dirname(path.join(ROUTES, file)), from!), 'utf8');
          const start = source.indexOf(`export function ${name}(`);
          expect(start, `${name} in ${from}`).toBeGreaterThanOrEqual(0);
          return source.slice(start, source.indexOf('\n}\n', start));
        },
      );
      expect(screens.length, file).toBeGreaterThan(0);
      return [route, ...screens].some((source) => reads.test(source));
    });
    expect(readers).toEqual([]);
  });

  it('given the staff tree, when it is read, then it finds the route files (the test reads the right folder)', () => {
    expect(staffRoutes.length).toBeGreaterThan(100);
    expect(staffRoutes.some(({ source }) => hasLoader(source))).toBe(true);
  });
});
