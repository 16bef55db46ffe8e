/**
 * The local tus store's folder (tus-storage.ts): @tus/file-store throws its mkdir's error from a
 * callback, an uncaught exception that ended an API run when a test app's data folder went away
 * under the empty-uploads sweep's store; the store is now made once per file storage, its folder
 * first made synchronously.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../storage/local-storage.ts';
import { tusStorageFor } from './tus-storage.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-tus-storage-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the local tus store', () => {
  it('given one file storage, then every caller gets the same store, its folder made before it returns', () => {
    const dataDir = tempDir();
    const storage = new LocalFileStorage(dataDir);
    const first = tusStorageFor(storage);
    expect(fs.statSync(path.join(dataDir, 'uploads', 'tus')).isDirectory()).toBe(true);
    expect(tusStorageFor(storage)).toBe(first);
    expect(tusStorageFor(new LocalFileStorage(dataDir))).not.toBe(first);
  });

  it('given a data folder whose tus folder cannot be made, then the call throws, not the process later', () => {
    const dataDir = tempDir();
    // A file where the uploads folder should be: mkdir fails with ENOTDIR.
    fs.writeFileSync(path.join(dataDir, 'uploads'), 'not a folder');
    expect(() => tusStorageFor(new LocalFileStorage(dataDir))).toThrow(/ENOTDIR|ENOENT|EEXIST/);
  });
});
