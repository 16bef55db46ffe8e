/**
 * Generated requests against every registered endpoint: whatever arrives, the server answers
 * without a 5xx, without a stack trace or SQL in the body, in the agreed error shape, and a
 * refused request changes nothing in the database.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';

let t: TestApp;
let ownerToken: string;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  ownerToken = (await t.signIn('owner@demo-company.test')).token;
  await installChangeCounter();
});
afterAll(async () => t.close());

const LEAKS = [
  /\bat .+\.(ts|js):\d+/,
  /node_modules/,
  /\bselect\b.+\bfrom\b/i,
  /syntax error/i,
  /\brelation "/i,
  /duplicate key/i,
];

/** Tables a refused request may still write: its audit trail, rate-limit counters and idempotency keys. */
const MAY_CHANGE_ON_REFUSAL = new Set([
  'audit_events',
  'rate_limit_counters',
  'idempotency_keys',
  'server_settings',
  'kysely_migration',
  'kysely_migration_lock',
  'bad_input_changes',
]);

/**
 * Every other table gets a row-level trigger that counts inserted, updated and deleted rows in
 * bad_input_changes, inside the writing transaction (a rolled-back write leaves no count). So a
 * refusal that "changes nothing" is checked with one query, on every table, including tables
 * added after this test was written.
 */
async function installChangeCounter(): Promise<void> {
  await sql`create table bad_input_changes (n bigint not null)`.execute(t.db);
  await sql`insert into bad_input_changes values (0)`.execute(t.db);
  await sql`create function bad_input_count() returns trigger language plpgsql as $$
    begin update bad_input_changes set n = n + 1; return null; end $$`.execute(t.db);
  const tables = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(t.db);
  const guarded = tables.rows.map((r) => r.name).filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
  expect(guarded.length).toBeGreaterThan(20);
  for (const table of guarded) {
    await sql`create trigger bad_input_count after insert or update or delete on ${sql.table(table)} for each row execute function bad_input_count()`.execute(
      t.db,
    );
  }
}

async function changesSoFar(): Promise<string> {
  const row = await sql<{ n: string }>`select n from bad_input_changes`.execute(t.db);
  return String(row.rows[0]?.n);
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "1' or '1'='1",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '%00',
    '-1',
    '0',
    '99999999999999999999',
    'NaN',
    '😀',
    ' ',
    '',
  ),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(weirdString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
);

function bodyFor(endpoint: Endpoint) {
  const shape = (endpoint.body as unknown as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape;
  const keys = shape ? Object.keys(shape) : [];
  // Bodies that use the endpoint's own field names with hostile values reach deeper than noise.
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(weirdString, fc.jsonValue({ maxDepth: 1 }))])), {
        requiredKeys: [],
      })
    : fc.constant({});
  return fc.oneof(jsonValue, shaped);
}

function urlFor(endpoint: Endpoint, params: string[], query: [string, string][]): string {
  let i = 0;
  const path = endpoint.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(params[i++] ?? 'x'));
  const qs = new URLSearchParams(query).toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

describe('bad input on every endpoint', () => {
  it('the change counter sees committed writes to any guarded table and ignores rolled-back ones', async () => {
    const start = await changesSoFar();
    await t.db.updateTable('accounts').set({ name: 'Demo Company' }).where('name', '=', 'Demo Company').execute();
    const afterWrite = await changesSoFar();
    expect(Number(afterWrite)).toBe(Number(start) + 1);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('experiences').execute();
        await trx
          .insertInto('accounts')
          .values({ uuid: '00000000-0000-4000-8000-00000000bad1', name: 'Rolled back' })
          .execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await changesSoFar()).toBe(afterWrite);
  });

  it('never gets a 5xx, never leaks internals, always answers in the agreed shape, and a refusal changes nothing', async () => {
    const endpoints = t.app.endpointTable;
    expect(endpoints.length).toBeGreaterThan(0);
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(weirdString, { minLength: 3, maxLength: 3 }),
          fc.array(fc.tuple(weirdString, weirdString), { maxLength: 3 }),
          bodyFor(endpoint),
          fc.boolean(),
          async (params, query, body, signedIn) => {
            const before = await changesSoFar();
            const res = await t.request({
              method: endpoint.method,
              url: urlFor(endpoint, params, query),
              token: signedIn ? ownerToken : undefined,
              body: endpoint.method === 'GET' ? undefined : body,
            });
            const where = `${endpoint.method} ${endpoint.path} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
            if (res.statusCode >= 400) {
              const parsed = res.json();
              expect(typeof parsed.message, where).toBe('string');
              expect(typeof parsed.code, where).toBe('string');
              expect(parsed, where).not.toHaveProperty('data');
              expect(await changesSoFar(), where).toBe(before);
            }
          },
        ),
        { numRuns: 25, seed: 20261121 },
      );
    }
  }, 240_000);
});
