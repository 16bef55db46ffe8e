/** The storage contract, run against both backends: the local disk and an S3-protocol server (s3rver). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server.ts';
import { createFileStorage, keyIn, readAll, safeKey, StoredFileMissing, type FileStorage } from './file-storage.ts';

let s3: S3TestServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-storage-'));
const backends: Record<string, () => FileStorage> = {
  local: () => createFileStorage(readConfig({ DATA_DIR: dataDir })),
  s3: () => createFileStorage(readConfig({ DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'tenant-a' })),
};

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const text = (stream: Readable) => new Response(Readable.toWeb(stream) as ReadableStream).text();

describe.each(Object.keys(backends))('the %s file storage', (name) => {
  const storage = () => backends[name]!();

  it('given bytes put under a key, then get, a byte range, stat and list give them back; delete removes them', async () => {
    const files = storage();
    expect(files.kind).toBe(name);
    await files.put('uploads/resumes/7/a.txt', new TextEncoder().encode('hello, storage'));
    await files.put('uploads/resumes/7/b.txt', Readable.from([Buffer.from('from a stream')]), 13);
    await files.put('uploads/documents/x/c.txt', new TextEncoder().encode('elsewhere'));

    expect((await readAll(files, 'uploads/resumes/7/a.txt')).toString()).toBe('hello, storage');
    expect(await text(await files.get('uploads/resumes/7/a.txt', { start: 7, end: 13 }))).toBe('storage');
    expect(await text(await files.get('uploads/resumes/7/b.txt'))).toBe('from a stream');
    const stat = await files.stat('uploads/resumes/7/a.txt');
    expect(stat).toMatchObject({ key: 'uploads/resumes/7/a.txt', size: 14 });
    expect(Date.now() - stat!.modifiedMs).toBeLessThan(60_000);

    const listed = [];
    for await (const file of files.list('uploads/resumes/')) listed.push(file.key);
    expect(listed.sort()).toEqual(['uploads/resumes/7/a.txt', 'uploads/resumes/7/b.txt']);

    await files.delete('uploads/resumes/7/a.txt');
    await files.delete('uploads/resumes/7/a.txt');
    expect(await files.stat('uploads/resumes/7/a.txt')).toBeUndefined();
  });

  it('given a key with no file, then stat is undefined and get throws StoredFileMissing', async () => {
    const files = storage();
    expect(await files.stat('uploads/resumes/7/none.pdf')).toBeUndefined();
    await expect(files.get('uploads/resumes/7/none.pdf')).rejects.toBeInstanceOf(StoredFileMissing);
    const listed = [];
    for await (const file of files.list('uploads/nothing-here/')) listed.push(file);
    expect(listed).toEqual([]);
  });

  it('signs a short-lived address where the backend has them (S3), none on local disk', async () => {
    const files = storage();
    await files.put('exports/1/a.zip', new TextEncoder().encode('zip bytes'));
    const url = await files.signedUrl('exports/1/a.zip', {
      contentType: 'application/zip',
      contentDisposition: 'attachment; filename="a.zip"',
      expiresSeconds: 60,
    });
    if (name === 'local') return expect(url).toBeUndefined();
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('zip bytes');
  });
});

describe('the S3 file storage with S3_PREFIX', () => {
  it('keeps its objects under the prefix in the bucket', async () => {
    await backends.s3!().put('uploads/resumes/9/p.txt', new TextEncoder().encode('p'));
    expect(fs.existsSync(path.join(s3.directory, s3.env.S3_BUCKET!, 'tenant-a', 'uploads', 'resumes', '9'))).toBe(true);
  });
});

describe('choosing the storage', () => {
  it('given no S3_ variables, then files stay on the local disk; given S3_BUCKET, then the S3 settings are read, the prefix ending in a slash', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(createFileStorage(readConfig({ DATA_DIR: dataDir })).kind).toBe('local');
    expect(
      readConfig({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: '/assay',
      }).s3,
    ).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      prefix: 'assay/',
    });
    expect(() => readConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses keys that would leave their folder or the data folder', async () => {
    expect(keyIn('uploads/resumes', 'uploads/resumes/7/a.pdf')).toBe('uploads/resumes/7/a.pdf');
    for (const key of [
      'uploads/resumes/../documents/a.pdf',
      'uploads/documents/a.pdf',
      '/etc/passwd',
      'uploads/resumes//a.pdf',
    ])
      expect(() => keyIn('uploads/resumes', key)).toThrow(/outside/);
    expect(safeKey('../pglite/base')).toBeUndefined();
    await expect(backends.local!().get('../outside.txt')).rejects.toThrow(/outside the data folder/);
  });
});
