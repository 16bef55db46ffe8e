import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { prepareQuery } from './prepared-query.ts';
import type { Db } from './database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const usersQuery = (db: Db, domain: string, after: number) =>
  db
    .selectFrom('users')
    .select(['user_id', 'email'])
    .where('email', 'like', domain)
    .where('user_id', '>', after)
    .where('deactivated_at', 'is', null)
    .orderBy('user_id');

describe('prepareQuery', () => {
  it('given several calls with other values, then each answers what the builder answers for those values', async () => {
    const prepared = prepareQuery(usersQuery);
    for (const [domain, after] of [
      ['%@demo-company.test', 0],
      ['%@assay.test', 0],
      ['%@demo-company.test', 3],
      ['%nothing%', 0],
    ] as const) {
      expect(await prepared(t.db, domain, after)).toEqual(await usersQuery(t.db, domain, after).execute());
    }
    expect((await prepared(t.db, '%', 0)).length).toBeGreaterThan(3);
  });

  it('runs inside a transaction too', async () => {
    const prepared = prepareQuery(usersQuery);
    const rows = await t.db.transaction().execute((trx) => prepared(trx, '%@demo-company.test', 0));
    expect(rows).toEqual(await usersQuery(t.db, '%@demo-company.test', 0).execute());
  });

  it('given an argument the query does not hold as a plain value, then it refuses on first use', async () => {
    const unused = prepareQuery((db, _id: number) => db.selectFrom('users').select('user_id').where('user_id', '=', 1));
    await expect(unused(t.db, 1)).rejects.toThrow(/plain value/);
    const spread = prepareQuery((db, ids: number[]) =>
      db.selectFrom('users').select('user_id').where('user_id', 'in', ids),
    );
    await expect(spread(t.db, [1, 2])).rejects.toThrow(/plain value/);
  });
});
