import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst, transformWithOxc } from 'vite';
import { candidateRouteTree, STAFF_ROUTE_FILE } from './vite-candidate-route-tree.ts';

const importsOf = (code: string) =>
  [...code.matchAll(/^import \{ Route as (\w+) \} from "([^"]+)";?$/gm)].map(([, name, source]) => ({
    name: name!,
    source: source!,
  }));

describe('the candidate route tree (no staff route reaches a candidate first load)', () => {
  it('keeps a small tree of candidate routes and drops everything that needs a staff route', () => {
    const generated = [
      'import { Route as rootRouteImport } from "./routes/__root";',
      'import { Route as ApplicantRouteImport } from "./routes/_applicant";',
      'import { Route as StaffRouteImport } from "./routes/_staff";',
      'import { Route as StaffUsersRouteImport } from "./routes/_staff/users";',
      'import { Route as PrintScorecardRouteImport } from "./routes/_print/printscorecard";',
      'const ApplicantRoute = ApplicantRouteImport.update({ id: "/_applicant", getParentRoute: () => rootRouteImport });',
      'const StaffRoute = StaffRouteImport.update({ id: "/_staff", getParentRoute: () => rootRouteImport });',
      'const StaffUsersRoute = StaffUsersRouteImport.update({ id: "/users", path: "/users", getParentRoute: () => StaffRoute });',
      'const PrintScorecardRoute = PrintScorecardRouteImport.update({ id: "/printscorecard", getParentRoute: () => rootRouteImport });',
      'const StaffRouteChildren = { StaffUsersRoute: StaffUsersRoute };',
      'const StaffRouteWithChildren = StaffRoute._addFileChildren(StaffRouteChildren);',
      'const rootRouteChildren = { ApplicantRoute: ApplicantRoute, StaffRoute: StaffRouteWithChildren, PrintScorecardRoute };',
      'export const routeTree = rootRouteImport._addFileChildren(rootRouteChildren)._addFileTypes();',
    ].join('\n');
    const tree = candidateRouteTree(generated);
    expect(tree).not.toMatch(/Staff|Scorecard/);
    expect(tree).toContain('const ApplicantRoute = ApplicantRouteImport.update');
    expect(tree).toMatch(/rootRouteChildren = \{ ApplicantRoute: ApplicantRoute,\s*\}/);
    expect(tree).toContain('export const routeTree = rootRouteImport._addFileChildren(rootRouteChildren)');
  });

  it('on the real generated tree: every staff import goes, every other import stays, and it still parses', async () => {
    const file = path.join(import.meta.dirname, '../src/route-tree.gen.ts');
    const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
    const tree = candidateRouteTree(code);
    const before = importsOf(code);
    const after = importsOf(tree);
    expect(before.some(({ source }) => STAFF_ROUTE_FILE.test(source))).toBe(true);
    expect(after.map(({ source }) => source)).toEqual(
      before.filter(({ source }) => !STAFF_ROUTE_FILE.test(source)).map(({ source }) => source),
    );
    // Every imported candidate route is still placed in the tree (used after its import line).
    for (const { name } of after) expect(tree.split(name).length).toBeGreaterThan(2);
    expect(() => parseAst(tree)).not.toThrow();
    for (const { name } of before.filter(({ source }) => STAFF_ROUTE_FILE.test(source)))
      expect(tree).not.toMatch(new RegExp(`\\b${name}\\b`));
  });
});
