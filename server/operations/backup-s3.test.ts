/** With S3 configured the files live in the bucket: a backup holds the database only and says where the files are. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { filesElsewhere } from '../storage/file-storage.ts';
import { startTestApp } from '../test/test-app.ts';
import { writeBackup } from './backup.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-backup-s3-'));
const dataDir = path.join(work, 'data');
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  t = await startTestApp({}, { dataDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function entries(file: string): Promise<string[]> {
  const names: string[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    names.push(header.name);
    stream.on('end', next).resume();
  });
  await new Promise<void>((resolve, reject) =>
    fs
      .createReadStream(file)
      .pipe(extract)
      .on('finish', () => resolve())
      .on('error', reject),
  );
  return names;
}

describe.skipIf(process.env.DATABASE_URL)('a backup with the files in an S3 bucket', () => {
  it('given S3_BUCKET, then the backup holds the database and manifest only, and the manifest names the bucket', async () => {
    fs.mkdirSync(path.join(dataDir, 'uploads', 'resumes', '1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'resumes', '1', 'left-on-disk.pdf'), 'x');
    const elsewhere = filesElsewhere(readConfig({ S3_BUCKET: 'assay-files', S3_PREFIX: 'prod' }));
    expect(elsewhere).toBe('S3 bucket assay-files under prod/');
    const file = path.join(work, 'assay.tar');
    const manifest = await writeBackup({ pglite: t.pglite!, dataDir, filesElsewhere: elsewhere }, file);
    expect(manifest).toMatchObject({ files: 0, files_elsewhere: 'S3 bucket assay-files under prod/' });
    expect((await entries(file)).sort()).toEqual(['database.tar.gz', 'manifest.json']);
  });
});
