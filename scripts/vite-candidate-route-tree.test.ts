import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst, transformWithOxc } from 'vite';
import { candidateRouteTree } from './vite-candidate-route-tree.ts';
import { isStaffRoute } from './route-split.mjs';

const root = path.join(import.meta.dirname, '..');
const routesOf = (code: string) =>
  [...code.matchAll(/^import \{ Route as (\w+) \} from ['"]\.\/(routes\/[^'"]+)['"];?$/gm)].map(([, name, route]) => ({
    name: name!,
    route: `src/${route!}`,
  }));

describe('the candidate route tree (no staff route reaches a candidate first load)', () => {
  it('given the real routes, then it holds every route outside the staff layouts, each placed in the tree, and none of the staff routes', async () => {
    const file = path.join(root, 'src/route-tree.gen.ts');
    const { code: full } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
    const tree = await candidateRouteTree(root);
    const before = routesOf(full);
    const after = routesOf(tree);
    expect(before.some(({ route }) => isStaffRoute(route))).toBe(true);
    expect(after.map(({ route }) => route).sort()).toEqual(
      before
        .filter(({ route }) => !isStaffRoute(route))
        .map(({ route }) => route)
        .sort(),
    );
    // Every imported candidate route is placed in the tree (used after its import line), with the full tree's id.
    for (const { name } of after) {
      expect(tree.split(name).length).toBeGreaterThan(2);
      const id = new RegExp(`${name}\\.update\\(\\{\\s*id: ['"]([^'"]+)['"]`);
      expect(id.exec(tree)?.[1]).toBe(id.exec(full)?.[1]);
    }
    expect(() => parseAst(tree)).not.toThrow();
    expect(tree).toMatch(/export const routeTree = rootRouteImport\._addFileChildren\(rootRouteChildren\)/);
    expect(tree).not.toMatch(/routes\/_staff|printscorecard/);
  });
});
