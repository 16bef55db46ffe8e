import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRIES, definitionsIn, registrySource, staleRegistries } from './kind-registries.mjs';

const staffRegistry = REGISTRIES.find((r) => r.out === 'src/kinds/staff.gen.ts')!;
let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

function treeWith(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'kinds-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    writeFileSync(join(tree, file), text);
  }
  return tree;
}

describe('the per-side lists of activity kinds (D247)', () => {
  it('are what the kinds’ own files say (run npm run kinds when this fails)', async () => {
    expect(await staleRegistries()).toEqual([]);
  });

  it('list a new kind from its file alone, and leave out tests and what is not a definition', () => {
    const root = treeWith({
      'src/features/brand-new/brand-new.staff.tsx':
        'export const helper = 1;\nexport const brandNewStaffKind = defineStaffKind({\n  label: x,\n});\n',
      'src/features/brand-new/brand-new.staff.test.tsx': 'export const notOne = defineStaffKind({});\n',
      'src/features/alpha/alpha.staff.tsx':
        'export const aStaffKind: StaffKindDefinition = defineStaffKind({});\nexport const bStaffKind = defineStaffKind({});\n',
    });
    const source = registrySource(staffRegistry, root);
    expect(source).toContain("import { aStaffKind, bStaffKind } from '../features/alpha/alpha.staff.tsx';");
    expect(source).toContain("import { brandNewStaffKind } from '../features/brand-new/brand-new.staff.tsx';");
    expect(source).toContain(
      'export const STAFF_KIND_DEFINITIONS = [aStaffKind, bStaffKind, brandNewStaffKind] as const;',
    );
    expect(source).not.toContain('helper');
    expect(source).not.toContain('notOne');
  });

  it('are found stale when a kind’s file is added and the list is not written again', async () => {
    const root = treeWith({
      'package.json': '{}',
      'src/features/brand-new/brand-new.staff.tsx': 'export const brandNewStaffKind = defineStaffKind({});\n',
    });
    expect(await staleRegistries(root)).toContain('src/kinds/staff.gen.ts');
  });

  it('read a label file’s names', () => {
    const labels = REGISTRIES.find((r) => r.out === 'src/kinds/labels.gen.ts')!;
    expect(definitionsIn("export const speedTestLabels = { speed_test: msg('x') };\n", labels.value)).toEqual([
      'speedTestLabels',
    ]);
  });
});
