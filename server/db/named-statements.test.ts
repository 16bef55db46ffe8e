import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { nameStatement, statementName } from './named-statements.ts';
import { prepareQuery } from './prepared-query.ts';
import type { Db } from './database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const byEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['user_id', 'email']).where('email', '=', email);

describe('named statements (D146)', () => {
  it('given a prepared query, when it first runs, then its text gets a name of its own and its answers stay the builder’s', async () => {
    const prepared = prepareQuery(byEmail);
    const text = byEmail(t.db, 'x').compile().sql;
    expect(statementName(text)).toBeUndefined();
    const rows = await prepared(t.db, 'owner@demo-company.test');
    expect(rows).toEqual(await byEmail(t.db, 'owner@demo-company.test').execute());
    expect(rows).toHaveLength(1);
    expect(statementName(text)).toMatch(/^assay_\d+$/);
    // The same text again keeps its name; another text gets another.
    nameStatement(text);
    nameStatement(`${text} -- other`);
    expect(statementName(`${text} -- other`)).not.toBe(statementName(text));
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL, a named text is parsed once per connection and kept there as a prepared statement',
    async () => {
      const prepared = prepareQuery((db: Db, email: string) => byEmail(db, email).where('deactivated_at', 'is', null));
      const names = await t.db.transaction().execute(async (trx) => {
        await prepared(trx, 'owner@demo-company.test');
        expect(await prepared(trx, 'admin@assay.test')).toHaveLength(1);
        const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx);
        return rows.map((r) => r.name);
      });
      const text = byEmail(t.db, 'x').where('deactivated_at', 'is', null).compile().sql;
      expect(names).toContain(statementName(text));
    },
  );

  it('names at most 500 texts: past that a text runs unnamed, as before', () => {
    for (let i = 0; i < 600; i++) nameStatement(`select ${i} -- bound test`);
    expect(statementName('select 599 -- bound test')).toBeUndefined();
    expect(statementName('select 0 -- bound test')).toMatch(/^assay_\d+$/);
  });
});
