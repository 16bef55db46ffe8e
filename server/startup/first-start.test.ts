/**
 * `npm start` on a new data folder, as a newcomer runs it (D497): the first start creates the
 * embedded database and the demo company (in a child process of its own, first-start.ts) and says
 * so with the sign-ins; a second start on the same folder finds them and seeds nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  exited,
  freePort,
  killStartedServers,
  PROCESS_TEST_BOUND,
  startServerProcess,
} from '../test/server-process.ts';

afterAll(killStartedServers);

async function accountNames(dataDir: string): Promise<string[]> {
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return (await pglite.query<{ name: string }>('select name from accounts order by account_id')).rows.map(
      (r) => r.name,
    );
  } finally {
    await pglite.close();
  }
}

describe.skipIf(process.env.DATABASE_URL)('the first start of an embedded database (D497)', () => {
  it(
    'given a new data folder, then the first start seeds the demo company once and a second start seeds nothing',
    { timeout: 3 * PROCESS_TEST_BOUND },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-first-start-'));
      try {
        const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', WEB_CONCURRENCY: '1' };
        const first = await startServerProcess({ ...env, PORT: String(await freePort()) }, PROCESS_TEST_BOUND);
        expect(first.output()).toContain('(demo company created)');
        expect(first.output()).toContain('owner@demo-company.test');
        first.child.kill('SIGTERM');
        expect(await exited(first.child)).toBe(0);
        const seeded = await accountNames(dataDir);
        expect(seeded).toEqual(expect.arrayContaining(['Demo Company', 'Other Company']));

        const second = await startServerProcess({ ...env, PORT: String(await freePort()) });
        expect(second.output()).toContain('Assay is running');
        expect(second.output()).not.toContain('(demo company created)');
        second.child.kill('SIGTERM');
        expect(await exited(second.child)).toBe(0);
        expect(await accountNames(dataDir)).toEqual(seeded);
      } finally {
        killStartedServers();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
