import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Session 46: the seeded French content and labels wrote "J'écoute jusqu'au bout" with straight
// apostrophes while the app's catalogs write ’ (scripts/check-catalogs.mjs holds those to it).
const root = join(import.meta.dirname, '..', '..', '..', '..');
const FILES = [
  ...readdirSync(join(root, 'server/db/seed/content'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `server/db/seed/content/${name}`),
  'server/modules/careers/public-labels.ts',
  'server/modules/job-link/job-link-texts.gen.ts',
  'server/modules/language-test/instructions.ts',
];
/** A letter, a straight apostrophe, then a vowel or h: a French elision ("l'appel"), not an English "it's". */
const STRAIGHT_ELISION = /\p{L}'[aeiouyhéèêàâîôû]/u;

describe('French text the server seeds or sends', () => {
  it('given the seeded content and the French labels, then every elision uses ’', () => {
    const found = FILES.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g)]
            .map((literal) => literal[0])
            .filter((text) => STRAIGHT_ELISION.test(text))
            .map((text) => `${file}:${index + 1}: ${text.slice(0, 60)}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
