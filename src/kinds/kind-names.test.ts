/**
 * What "a kind is one definition" (D186, D247) means, held here: outside its own folders and files, the
 * speed test (the simplest kind) is named in production code only in the registry, by the line
 * that lists it (its import aside). Translations are the catalogs, not code; the database's
 * history (migrations), the demo company (seed) and the test kits are not production code, and
 * the per-side lists are generated from the kinds' own files (scripts/kind-registries.mjs, kept
 * current by scripts/kind-registries.test.ts).
 *
 * KIND_NAMES_ROOT runs the same check on another copy of the repository (an older commit).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.env.KIND_NAMES_ROOT ?? join(import.meta.dirname, '..', '..');

/** The production code: every source file of these folders but tests and what is not shipped code. */
const FOLDERS = ['src', 'server', 'contracts', 'sw'];
const NOT_PRODUCTION = [
  /\.test\.tsx?$/,
  /^server\/db\/migrations\//,
  /^server\/db\/seed\//,
  // The demo company's seed steps that call module services, above the modules (D418).
  /^server\/demo\//,
  /(^|\/)test\//,
  // Test data a folder's tests share (plan-fixtures.ts, scoring-fixtures.ts): imported by tests only.
  /-fixtures\.tsx?$/,
  // Generated: by TanStack Router from the route files (the speed test's route file is its own),
  // and by scripts/kind-registries.mjs from the kinds' definition files.
  /\.gen\.ts$/,
];
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** The speed test's name, however it is spelled: speed test, speed_test, speedTest, internet-speed... */
const NAME = /speed.?test|internet.?speed/i;
/** Its own folders and files: its feature, module, contracts, route, API routes and table. */
const OWN = /(^|\/)[^/]*(speed-test|internet-speed)[^/]*(\/|$)/;

/**
 * The registry: it may name it in its import and in one more line, the one listing it. (The
 * outbox's entry kinds, src/offline/kinds/index.ts, list kinds of queued write, none of them the
 * speed test's: it is submitted whole through the activity lease.)
 */
const REGISTRIES = ['contracts/activity-kinds.ts'];

function productionFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (SOURCE.test(entry.name)) {
        const file = relative(root, path).split(sep).join('/');
        if (!NOT_PRODUCTION.some((rule) => rule.test(file))) files.push(file);
      }
    }
  };
  for (const folder of FOLDERS) walk(join(root, folder));
  return files;
}

/** Its lines naming the speed test, with import statements (one line or several) left out. */
function namingLines(text: string): string[] {
  const withoutImports = text.replace(/^import\s[^;]*?\sfrom\s+['"][^'"]+['"];?$/gm, '');
  return withoutImports.split('\n').filter((line) => NAME.test(line));
}

/** Where the speed test is named outside its own files and its registry lines: `file: line`. */
function strayNames(): string[] {
  const stray: string[] = [];
  for (const file of productionFiles()) {
    if (OWN.test(file)) continue;
    const lines = namingLines(readFileSync(join(root, file), 'utf8'));
    const allowed = REGISTRIES.includes(file) ? 1 : 0;
    if (lines.length > allowed) stray.push(...lines.map((line) => `${file}: ${line.trim()}`));
  }
  return stray;
}

describe('the speed test, as one definition (D186)', () => {
  it('is named outside its own folders and files only by the line that lists it in the registry', () => {
    expect(strayNames()).toEqual([]);
  });

  it('is found by the check where it is named (the check can fail)', () => {
    expect(namingLines("import { a } from './a.ts';\nconst b = 'speed_test';\n// the internet speed test\n")).toEqual([
      "const b = 'speed_test';",
      '// the internet speed test',
    ]);
    expect(
      namingLines(
        "import {\n  speedTestKind,\n  other,\n} from './speed-test-kind.ts';\nexport const KINDS = [speedTestKind];\n",
      ),
    ).toEqual(['export const KINDS = [speedTestKind];']);
    expect(OWN.test('src/features/speed-test/speed-runner.ts')).toBe(true);
    expect(OWN.test('src/routes/_applicant/user/internet-speed-test.tsx')).toBe(true);
    expect(OWN.test('contracts/speed-test-kind.ts')).toBe(true);
    expect(OWN.test('src/ui/company-text.ts')).toBe(false);
  });

  it('reads the production code of every folder, the registries among it', () => {
    const files = productionFiles();
    for (const folder of FOLDERS) expect(files.some((file) => file.startsWith(`${folder}/`))).toBe(true);
    for (const registry of REGISTRIES) expect(files).toContain(registry);
    expect(files.some((file) => file.startsWith('server/db/migrations/'))).toBe(false);
  });
});
