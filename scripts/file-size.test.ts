// Production files stay at 400 lines or less (docs/style.md's rule): a longer one is split
// along its seams. Tests, test kits, the generated route tree, catalogs and migrations do not count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const MAX_LINES = 400;
const FOLDERS = ['src', 'server', 'contracts', 'sw'];

/** Not production code: tests and test kits, generated files, catalogs, migrations. */
const NOT_PRODUCTION = [
  /\.test\.tsx?$/,
  /\.gen\.ts$/,
  /(^|\/)locales\//,
  /(^|\/)migrations\//,
  /(^|\/)testing\//,
  /^server\/test\//,
];

function productionFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => relative(root, join(root, folder, path)).replaceAll('\\', '/'))
    .filter((path) => /\.tsx?$/.test(path) && !NOT_PRODUCTION.some((rule) => rule.test(path)));
}

const lineCount = (path: string) => readFileSync(join(root, path), 'utf8').replace(/\n$/, '').split('\n').length;

describe('production file size', () => {
  const files = FOLDERS.flatMap(productionFiles);

  it(`keeps every production file at ${MAX_LINES} lines or less`, () => {
    expect(files.length).toBeGreaterThan(500);
    const tooLong = files
      .filter((path) => lineCount(path) > MAX_LINES)
      .map((path) => `${path}: ${lineCount(path)} lines`);
    expect(tooLong).toEqual([]);
  });
});
