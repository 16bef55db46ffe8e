import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KIND_READERS,
  kindModules,
  kindReaders,
  knotEdges,
  moduleEdges,
  moduleFloors,
  stronglyConnected,
} from './module-knot.mjs';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function modules(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'module-knot-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the server modules knot check', () => {
  it('given modules that import each other through different files, then both imports are on the knot and a one-way import is not', () => {
    const root = modules({
      'job/job.service.ts':
        "import { score } from '../scoring/scoring.service.ts';\nimport type { X } from './job.types.ts';",
      'scoring/scoring.store.ts': "import { jobOf } from '../job/job.store.ts';",
      'scoring/scoring.service.ts': 'export const score = 1;',
      'offer/offer.routes.ts':
        "import { score } from '../scoring/scoring.service.ts';\nconst lazy = () => import('../job/job.service.ts');",
      'offer/offer.test.ts': "import { jobOf } from '../job/job.store.ts';\nimport '../candidate/c.ts';",
      'job/job.store.ts': "import { sql } from 'kysely';\nimport { db } from '../../db/database.ts';",
    });
    const edges = moduleEdges(root);
    // Test files and imports outside the modules count for nothing.
    expect(edges).toEqual(['job -> scoring', 'offer -> job', 'offer -> scoring', 'scoring -> job']);
    expect(stronglyConnected(edges)[0]).toEqual(['job', 'scoring']);
    expect(knotEdges(edges)).toEqual(['job -> scoring', 'scoring -> job']);
  });

  it('given modules that only import downwards, through several paths, then no import is on the knot; one import back up puts the whole cycle on it', () => {
    const layered = [
      'auth -> user',
      'second-factor -> auth',
      'second-factor -> sso',
      'sign-in -> auth',
      'sign-in -> second-factor',
      'sign-in -> sso',
      'sso -> auth',
    ];
    expect(knotEdges(layered)).toEqual([]);
    expect(stronglyConnected(layered).every((set) => set.length === 1)).toBe(true);
    expect(knotEdges([...layered, 'sso -> second-factor'])).toEqual(['second-factor -> sso', 'sso -> second-factor']);
    // Every import among the four then lies on a cycle; auth -> user still does not.
    expect(knotEdges([...layered, 'auth -> sign-in'])).toEqual([
      'second-factor -> auth',
      'second-factor -> sso',
      'sign-in -> auth',
      'sign-in -> second-factor',
      'sign-in -> sso',
      'sso -> auth',
      'auth -> sign-in',
    ]);
  });

  it('given layered modules, then each sits one floor above the highest it imports', () => {
    const floors = moduleFloors([
      'auth -> user',
      'second-factor -> auth',
      'second-factor -> sso',
      'sign-in -> auth',
      'sign-in -> second-factor',
      'sso -> auth',
    ]);
    expect(Object.fromEntries(floors)).toEqual({ user: 0, auth: 1, sso: 2, 'second-factor': 3, 'sign-in': 4 });
  });
});

describe("the imports of a kind's module (D427)", () => {
  it("given a kind's folder imported by the registry, by another kind and by a module, then only the two modules' imports count", () => {
    const root = modules({
      'typing/typing.kind.ts': "import { carry } from './typing-carry.ts';",
      'typing/index.ts': "export { carry } from './typing-carry.ts';",
      'typing/typing-carry.ts': '',
      'speed/speed.kind.ts': "import { carry } from '../typing/index.ts';",
      'progress/progress.service.ts': "import { carry } from '../typing/index.ts';\nimport { k } from '../kinds.ts';",
      'job/job.routes.ts': "import { k } from '../kinds.ts';",
      'kinds.gen.ts': "import { t } from './typing/typing.kind.ts';\nimport { s } from './speed/speed.kind.ts';",
    });
    const kinds = kindModules(root);
    expect(kinds).toEqual(['speed', 'typing']);
    expect(kindReaders(moduleEdges(root), kinds)).toEqual(['progress -> typing', 'speed -> typing']);
  });

  it("given the project, then the imports of a kind's module outside the registry are those listed, none by progress or the plan editor (the list only shrinks)", () => {
    const modulesDir = resolve(import.meta.dirname, '..', 'server', 'modules');
    const readers = kindReaders(moduleEdges(modulesDir), kindModules(modulesDir));
    expect(readers).toEqual(KIND_READERS);
    expect(readers.filter((edge) => /^(progress|job) /.test(edge))).toEqual([]);
  });
});
