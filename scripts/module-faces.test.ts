import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_YET_FACED, importsPastFaces } from './module-faces.mjs';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'module-faces-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the modules reached past their face', () => {
  it('given imports of a face, of routes from the app, of a kind from the registry and of files inside, then only the imports of inner files by others count', () => {
    const root = project({
      'server/modules/letters/index.ts': "export { a } from './letters.store.ts';",
      'server/modules/letters/letters.store.ts': "import { b } from './letters-texts.ts';",
      'server/modules/letters/letters.routes.ts': '',
      'server/modules/letters/letters.kind.ts': '',
      'server/modules/hiring/hiring.service.ts':
        "import { a } from '../letters/index.ts';\nimport type { R } from '../letters/letters.store.ts';",
      'server/modules/activity-kinds.gen.ts':
        "import { k } from './letters/letters.kind.ts';\nimport { r } from './letters/letters.routes.ts';",
      'server/app.ts':
        "import { register } from './modules/letters/letters.routes.ts';\nimport { k } from './modules/letters/letters.kind.ts';",
      'e2e/letters.spec.ts': "const lazy = () => import('../server/modules/letters/letters-texts.ts');",
    });
    const past = importsPastFaces(root);
    expect(past.get('hiring')).toEqual([]);
    expect([...(past.get('letters') ?? [])].sort()).toEqual([
      'e2e/letters.spec.ts -> letters-texts.ts',
      'server/app.ts -> letters.kind.ts',
      'server/modules/activity-kinds.gen.ts -> letters.routes.ts',
      'server/modules/hiring/hiring.service.ts -> letters.store.ts',
    ]);
  });

  it('given the project, then every module not yet faced is a folder still reached past its face (the list only shrinks)', () => {
    const past = importsPastFaces(resolve(import.meta.dirname, '..'));
    const noFolder = NOT_YET_FACED.filter((name) => !past.has(name));
    const faced = NOT_YET_FACED.filter((name) => past.get(name)?.length === 0);
    expect(noFolder, 'listed in NOT_YET_FACED (scripts/module-faces.mjs) but no folder of server/modules').toEqual([]);
    expect(faced, 'nothing reaches past their face: take them off NOT_YET_FACED (scripts/module-faces.mjs)').toEqual(
      [],
    );
  });
});
