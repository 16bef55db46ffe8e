import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresReason, postgresTestFiles } from './postgres-suite.mjs';

const root = join(import.meta.dirname, '..');

describe('the PostgreSQL pass of the API tests', () => {
  it('keeps every test of several processes, the pool, named statements, the queue and backups', () => {
    const files = postgresTestFiles(root);
    for (const file of [
      'server/startup/cluster.test.ts',
      'server/startup/s3-processes.test.ts',
      'server/startup/shutdown.test.ts',
      'server/db/named-statements.test.ts',
      'server/db/database.test.ts',
      'server/jobs/queue.test.ts',
      'server/operations/backup-cli.test.ts',
      'server/modules/analytics/summary.test.ts',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('keeps the files whose tests race writers, send requests together or are marked, and leaves out the rest', () => {
    const test = (title: string) => `it('${title}', async () => {});`;
    expect(
      postgresReason('server/modules/x/x.test.ts', test('given two runs at once on a due day, then one period')),
    ).toBeDefined();
    expect(postgresReason('server/modules/x/x.test.ts', test('racing for slots'))).toBeDefined();
    expect(
      postgresReason(
        'server/modules/x/x.test.ts',
        'const replies = await Promise.all(Array.from({ length: 5 }, () => post()));',
      ),
    ).toBeDefined();
    expect(postgresReason('server/modules/x/x.test.ts', '// @postgres: claims race on the outbox rows')).toBeDefined();
    expect(
      postgresReason(
        'server/modules/x/x.test.ts',
        test('given a deactivated owner, then their token stops working at once'),
      ),
    ).toBeUndefined();
    expect(
      postgresReason('server/modules/x/x.test.ts', 'const [a, b] = await Promise.all(emails.map((e) => t.signIn(e)));'),
    ).toBeUndefined();
  });

  it('is a part of the suite, not all of it', () => {
    const files = postgresTestFiles(root);
    expect(files.length).toBeGreaterThan(20);
    expect(files.length).toBeLessThan(80);
  });
});
