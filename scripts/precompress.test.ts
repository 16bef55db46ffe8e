import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir, uncompressedFiles } from './precompress.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build's output: a page, a script under assets/, a small file and the build's own notes. */
function built(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-precompress-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<p>Assay</p>'.repeat(200));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'export const a = 1;\n'.repeat(100));
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-1a2b3c.js'), 'export {};\n');
  fs.writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(4096) }));
  return dir;
}

describe('the built files sent compressed (D20)', () => {
  it('given a build, then every text file of 1 KB or more gets a .br and a .gz that unpack to it, and nothing else does', () => {
    const dir = built();
    expect(uncompressedFiles(dir).sort()).toEqual([path.join('assets', 'app-1a2b3c.js'), 'index.html']);
    precompressDir(dir);
    expect(uncompressedFiles(dir)).toEqual([]);
    const script = fs.readFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets', 'app-1a2b3c.js.br')))).toEqual(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'app-1a2b3c.js.gz')))).toEqual(script);
    for (const file of ['assets/tiny-1a2b3c.js', 'icon.png', '.vite/manifest.json'])
      expect(fs.existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
  });

  it('given the service worker written after the compressed copies were made (the old order of the build), then the check names it', () => {
    const dir = built();
    precompressDir(dir);
    const sw = path.join(dir, 'sw.js');
    fs.writeFileSync(sw, 'self.__WB_MANIFEST;\n'.repeat(200));
    expect(uncompressedFiles(dir)).toEqual(['sw.js']);
    // A copy older than its file is stale: the server would send the old worker's bytes.
    precompressDir(dir);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(sw, later, later);
    expect(uncompressedFiles(dir)).toEqual(['sw.js']);
  });
});
