import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteNamedDialect } from './pglite-named-dialect.ts';
import { nameStatement } from './named-statements.ts';

interface Tables {
  things: {
    id: Generated<number>;
    name: string;
    doc: unknown;
    at: Date;
    bytes: Uint8Array | null;
    tags: Generated<string[]>;
    price: string;
  };
}

const prepared = async (pglite: PGlite) =>
  (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('Kysely on PGlite with named statements (D333)', () => {
  let pglite: PGlite;
  let db: Kysely<Tables>;
  // The same database through PGlite's own unnamed path: what every answer is compared with.
  let plain: (text: string, params: unknown[]) => Promise<unknown[]>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    db = new Kysely<Tables>({ dialect: new PGliteNamedDialect(pglite, 3) });
    plain = async (text, params) => (await pglite.query(text, params)).rows;
    await pglite.exec(`
      create table things (id serial primary key, name text unique not null, doc jsonb not null,
        at timestamptz not null, bytes bytea, tags text[] not null default '{}', price numeric(8,2) not null)`);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('given rows of every kind of column, when read by a named statement, then they equal PGlite’s own reading', async () => {
    const at = new Date('2026-11-29T10:00:00.000Z');
    const inserted = await db
      .insertInto('things')
      .values([
        {
          name: 'a',
          doc: JSON.stringify({ x: [1, 'é'] }),
          at,
          bytes: new Uint8Array([0, 1, 255]),
          tags: ['p', 'q'],
          price: '12.50',
        },
        { name: 'b', doc: JSON.stringify({}), at, bytes: null, tags: [], price: '0.00' },
      ])
      .returning(['id', 'name'])
      .execute();
    expect(inserted.map((row) => row.name)).toEqual(['a', 'b']);
    const query = db.selectFrom('things').selectAll().where('name', '>=', 'a').orderBy('id');
    const viaNamed = await query.execute();
    const compiled = query.compile();
    expect(viaNamed).toEqual(await plain(compiled.sql, [...compiled.parameters]));
    expect(viaNamed[0]).toMatchObject({ doc: { x: [1, 'é'] }, at, tags: ['p', 'q'], price: '12.50' });
    expect([...(viaNamed[0]!.bytes as Uint8Array)]).toEqual([0, 1, 255]);
    // A second run goes through the kept statement: the same rows again.
    expect(await query.execute()).toEqual(viaNamed);
  });

  it('given an update, when it runs named, then the affected rows are counted and an empty result has no rows', async () => {
    const updated = await db.updateTable('things').set({ price: '1.00' }).where('name', '=', 'b').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const none = await db.updateTable('things').set({ price: '2.00' }).where('name', '=', 'zz').executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    expect(await db.selectFrom('things').select('id').where('name', '=', 'zz').execute()).toEqual([]);
  });

  it('given a constraint broken, when the statement fails, then the error keeps its code and query, and the session goes on', async () => {
    const duplicate = db.insertInto('things').values({ name: 'a', doc: '{}', at: new Date(), tags: [], price: '1' });
    const error = await duplicate.execute().then(
      () => undefined,
      (caught: unknown) => caught as { code?: string; query?: string },
    );
    expect(error?.code).toBe('23505');
    expect(error?.query).toContain('insert into "things"');
    expect(await db.selectFrom('things').select('name').where('name', '=', 'a').execute()).toEqual([{ name: 'a' }]);
  });

  it('given a transaction rolled back, when its named writes are read after, then none of them stayed', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('things')
          .values({ name: 'in-tx', doc: '{}', at: new Date(), tags: [], price: '1' })
          .execute();
        expect(await trx.selectFrom('things').select('name').where('name', '=', 'in-tx').execute()).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await db.selectFrom('things').select('name').where('name', '=', 'in-tx').execute()).toEqual([]);
  });

  it('given more texts than may stay prepared, when each runs, then the least recently used is closed and every answer is right', async () => {
    for (let round = 0; round < 2; round++)
      for (const column of ['name', 'price', 'at', 'tags', 'doc'] as const)
        expect(await db.selectFrom('things').select(column).where('id', '>', 0).orderBy('id').execute()).toHaveLength(
          2,
        );
    expect(await prepared(pglite)).toBe(3);
  });

  it('given a column added after a "select *" was prepared, when it runs again, then it is prepared anew and returns the new column', async () => {
    const all = () => db.selectFrom('things').selectAll().where('id', '>', 0).orderBy('id').execute();
    expect(Object.keys((await all())[0]!)).not.toContain('extra');
    await sql`alter table things add column extra text not null default 'new'`.execute(db);
    expect((await all())[0]).toMatchObject({ extra: 'new' });
    expect((await all())[0]).toMatchObject({ extra: 'new' });
  });
});

describe('plans on PGlite as on a server (D345)', () => {
  let pglite: PGlite;
  let db: Kysely<Tables>;
  const plans = async (text: string) =>
    (
      await pglite.query<{ generic_plans: number; custom_plans: number }>(
        'select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows[0]!;
  // A range whose bounds are parameters, as the dashboards' queries have: a generic plan cannot know how much it keeps.
  const inRange = (from: string, to: string) =>
    db.selectFrom('things').select('name').where('at', '>=', new Date(from)).where('at', '<', new Date(to));
  const byName = (name: string) => db.selectFrom('things').select('id').where('name', '=', name);

  beforeAll(async () => {
    pglite = await PGlite.create();
    db = new Kysely<Tables>({ dialect: new PGliteNamedDialect(pglite) });
    await pglite.exec(`
      create table things (id serial primary key, name text unique not null, doc jsonb not null,
        at timestamptz not null, bytes bytea, tags text[] not null default '{}', price numeric(8,2) not null);
      insert into things (name, doc, at, price)
        select 'n' || i, '{}', timestamptz '2026-01-01' + i * interval '1 hour', 1 from generate_series(1, 500) i;
      analyze things`);
    nameStatement(byName('x').compile().sql);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('given a text no one registered as a hot query, when it runs more than five times, then every run is planned for its own values', async () => {
    for (let i = 0; i < 8; i++) await inRange('2026-01-01', `2026-01-${10 + i}`).execute();
    expect(await plans(inRange('2026-01-01', '2026-01-02').compile().sql)).toEqual({
      generic_plans: 0,
      custom_plans: 8,
    });
  });

  it('given a registered hot query, when a rolled-back transaction switched the session back, then it still keeps its generic plan as on a server', async () => {
    await inRange('2026-01-01', '2026-01-03').execute();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.selectFrom('things').select('id').where('name', '=', 'n1').execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    for (let i = 0; i < 8; i++) await byName(`n${i}`).execute();
    expect((await plans(byName('x').compile().sql)).generic_plans).toBeGreaterThan(0);
  });
});
