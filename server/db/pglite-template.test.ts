import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database.ts';

/** The dumped data folder's files (a tar: 512-byte headers, names from the root). */
function tarNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= bytes.length;) {
    const name = new TextDecoder().decode(bytes.subarray(at, at + 100)).replace(/\0.*$/s, '');
    if (name === '') break;
    const size = parseInt(
      new TextDecoder()
        .decode(bytes.subarray(at + 124, at + 136))
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    );
    names.push(name);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

describe.skipIf(process.env.DATABASE_URL)('the seeded template every API test copies (D363)', () => {
  it('holds the app database alone and one WAL segment, and a copy keeps the seed and takes writes', async () => {
    const bytes = new Uint8Array(fs.readFileSync(inject('pgliteTemplatePath')));
    const names = tarNames(bytes);
    expect(names.filter((name) => /pg_wal\/[0-9A-F]{24}$/.test(name))).toHaveLength(1);
    // template0 and template1 are base/4 and base/1; the app's database is base/5.
    expect(names.some((name) => /(^|\/)base\/5\//.test(name))).toBe(true);
    expect(names.filter((name) => /(^|\/)base\/[14]\//.test(name))).toEqual([]);

    const copy = await openDatabase({ pgliteTemplate: bytes });
    try {
      const databases = await copy.pglite!.query<{ datname: string }>('select datname from pg_database');
      expect(databases.rows.map((row) => row.datname)).toEqual(['postgres']);
      const seeded = await copy.db
        .selectFrom('users')
        .select('email')
        .where('email', '=', 'owner@demo-company.test')
        .execute();
      expect(seeded).toHaveLength(1);
      await copy.db
        .updateTable('accounts')
        .set({ name: 'Renamed in a copy' })
        .where('name', '=', 'Demo Company')
        .execute();
      const renamed = await copy.db
        .selectFrom('accounts')
        .select('name')
        .where('name', '=', 'Renamed in a copy')
        .execute();
      expect(renamed).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });
});
