/**
 * A backup taken while a candidate's answers keep arriving, restored into an empty data folder:
 * every answer acknowledged before the backup began is there, what is there is a prefix of what
 * was sent (no hole), stored files (uploads, data-import files, data-export archives) come back
 * byte for byte, and a restore refuses a folder that
 * already has a database or an archive that is not a backup. Embedded database only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { attemptTarget, freshAttempt, type Attempt } from '../test/attempt-kit.ts';
import { restoreBackup, writeBackup } from './backup.ts';
import { API_PATIENCE } from '../test/patience.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-backup-test-'));
const dataDir = path.join(work, 'data');
let t: TestApp & { pglite?: PGlite };

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' }, { dataDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function answer(a: Attempt, n: number): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/api/user-response/v1/assessment-answers/',
    token: a.who.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { ...attemptTarget(a), item_id: `q${n}`, value: n, revision: 1, answered_at: new Date().toISOString() },
  });
  if (res.statusCode !== 200) throw new Error(`answer ${n}: ${res.statusCode} ${res.body}`);
}

describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  it(
    'taken during writes, restores every acknowledged answer, in order, and the stored files',
    { timeout: API_PATIENCE.heavy },
    async () => {
      const a = await freshAttempt(t, 'backup');
      // The seed's own files (resumes, recordings, the signed offer) are stored files too.
      const seeded = fs
        .readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile()).length;
      expect(seeded).toBeGreaterThan(0);
      const upload = path.join(dataDir, 'uploads', 'resumes', 'r1.pdf');
      fs.mkdirSync(path.dirname(upload), { recursive: true });
      fs.writeFileSync(upload, Buffer.from('%PDF-1.4 résumé bytes'));
      fs.mkdirSync(path.join(dataDir, 'uploads', 'videos'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', 'videos', 'empty.webm'), Buffer.alloc(0));
      // Outside uploads/: an import's file and its result (kept 30 days), a data-export archive.
      const others = {
        'imports/1/f3a1.csv': 'First Name,Last Name\nAna,Ng\n',
        'imports/1/f3a1-result.csv': '"2","created","Ana Ng"\r\n',
        'exports/9/e7b2.zip': 'PK\u0003\u0004 archive',
      };
      for (const [key, text] of Object.entries(others)) {
        fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true });
        fs.writeFileSync(path.join(dataDir, key), text);
      }
      // Not a stored file: the folder's own backups stay out of the next one.
      fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'backups', 'older.tar'), 'an older backup');

      let acknowledged = 0;
      let writing = true;
      const writer = (async () => {
        for (let n = 1; writing || n <= acknowledged + 1; n++) {
          await answer(a, n);
          acknowledged = n;
          if (!writing) break;
        }
      })();
      while (acknowledged < 15) await new Promise((r) => setTimeout(r, 10));
      const acknowledgedBefore = acknowledged;
      const file = path.join(work, 'assay.tar');
      const manifest = await writeBackup({ pglite: t.pglite!, dataDir }, file);
      const acknowledgedAfter = acknowledged;
      writing = false;
      await writer;
      expect(acknowledgedAfter).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(manifest.files).toBe(seeded + 5);
      expect(manifest.migrations.length).toBeGreaterThan(20);
      expect(fs.existsSync(`${file}.partial`)).toBe(false);

      const restoredDir = path.join(work, 'restored');
      await restoreBackup(file, restoredDir);
      const restored = await PGlite.create({ dataDir: path.join(restoredDir, 'pglite') });
      try {
        const rows = await restored.query<{ item_id: string }>(
          'select item_id from user_answers where attempt_id = $1',
          [a.attempt_id],
        );
        const numbers = rows.rows.map((r) => Number(r.item_id.slice(1))).sort((x, y) => x - y);
        expect(numbers.length).toBeGreaterThanOrEqual(acknowledgedBefore);
        expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
        const migrations = await restored.query<{ n: number }>('select count(*)::int as n from kysely_migration');
        expect(migrations.rows[0]!.n).toBe(manifest.migrations.length);
      } finally {
        await restored.close();
      }
      expect(fs.readFileSync(path.join(restoredDir, 'uploads', 'resumes', 'r1.pdf'))).toEqual(fs.readFileSync(upload));
      expect(fs.statSync(path.join(restoredDir, 'uploads', 'videos', 'empty.webm')).size).toBe(0);
      for (const [key, text] of Object.entries(others))
        expect(fs.readFileSync(path.join(restoredDir, key), 'utf8')).toBe(text);
      expect(fs.existsSync(path.join(restoredDir, 'backups'))).toBe(false);

      await expect(restoreBackup(file, restoredDir)).rejects.toThrow(/already holds a database/);
    },
  );

  it('refuses an archive with an entry outside the data folder, and writes nothing', async () => {
    const evil = path.join(work, 'evil.tar');
    const pack = tar.pack();
    pack.entry({ name: '../escaped.txt' }, 'nope');
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    fs.writeFileSync(evil, Buffer.concat(chunks));
    const target = path.join(work, 'evil-target');
    await expect(restoreBackup(evil, target)).rejects.toThrow(/is not an Assay backup: it holds "..\/escaped.txt"/);
    expect(fs.existsSync(path.join(work, 'escaped.txt'))).toBe(false);
    expect(fs.existsSync(path.join(target, 'pglite'))).toBe(false);
  });
});
