import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareKnot, knotEdges, moduleEdges, stronglyConnected } from './module-knot.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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

  it('given the recorded knot, then an import that joins it and one that left it are both named', () => {
    expect(compareKnot(['a -> b', 'b -> a', 'b -> c', 'c -> b'], ['a -> b', 'b -> a', 'a -> d', 'd -> a'])).toEqual({
      joined: ['b -> c', 'c -> b'],
      left: ['a -> d', 'd -> a'],
    });
    expect(compareKnot(['a -> b', 'b -> a'], ['b -> a', 'a -> b'])).toEqual({ joined: [], left: [] });
  });
});
