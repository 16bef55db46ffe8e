/**
 * Generated requests against every registered endpoint: whatever arrives, the server answers
 * without a 5xx, without a stack trace or SQL in the body, in the agreed error shape, and a
 * refused request changes nothing in the database. Then every declared query and body field of
 * every endpoint gets dates not in the calendar, lone surrogates and over-long strings (D265).
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';

let t: TestApp;
let ownerToken: string;
let ownerAccountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '100000' });
  ownerToken = (await t.signIn('owner@demo-company.test')).token;
  ownerAccountId = (
    await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', 1).executeTakeFirstOrThrow()
  ).account_id;
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
    '\ud800',
    'a\udc00b',
    '2026-13-45',
    '2026-02-30',
    '0000-01-01',
  ),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  // Any UTF-16 code unit: lone surrogates among them.
  fc.string({ unit: 'binary', maxLength: 40 }),
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

/** A URL cannot carry a lone surrogate (percent-encoding is UTF-8): it arrives as U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function urlFor(endpoint: Endpoint, params: string[], query: [string, string][]): string {
  let i = 0;
  const path = endpoint.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(wellFormed(params[i++] ?? 'x')));
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

/** 10,000 letters a compressor barely shrinks: past an index row's 2,704 bytes and every column's limit. */
const LONG = Array.from({ length: 10_000 }, (_, i) =>
  String.fromCharCode(97 + ((i * 7919 + (i >> 3) * 104_729) % 26)),
).join('');
const NOT_IN_CALENDAR = ['2026-13-45', '2026-02-30', '0000-01-01'];
const SURROGATE = 'a\ud800b';
/** Read as bytes whose signature is checked before any of it is read as text: a forgery is 401. */
const RAW_BODY = new Set(['/integration/v1/background-checks/webhook/{accountId}/']);

const shapeKeys = (schema: unknown): string[] =>
  Object.keys((schema as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape ?? {});

describe('invalid dates, lone surrogates and over-long strings on every endpoint', () => {
  let token = '';
  /** As the owner, with the path naming the owner's company (or record 1), so most requests reach their handler. */
  async function send(endpoint: Endpoint, query: Record<string, string>, body: unknown, language = 'en') {
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      /account/i.test(name) ? String(ownerAccountId) : '1',
    );
    const qs = new URLSearchParams(query).toString();
    const init = () => ({
      method: endpoint.method,
      url: `/api${path}${qs ? `?${qs}` : ''}`,
      token,
      body: endpoint.method === 'GET' ? undefined : body,
      headers: { 'accept-language': language },
    });
    let res = await t.request(init());
    // A request that ended the owner's session (signing out) does not end the test's.
    if (res.statusCode === 401 && endpoint.auth > 0) {
      token = (await t.signIn('owner@demo-company.test')).token;
      res = await t.request(init());
    }
    return res;
  }

  async function expectNo500(endpoint: Endpoint, query: Record<string, string>, body: unknown) {
    const before = await changesSoFar();
    const res = await send(endpoint, query, body);
    const where = `${endpoint.method} ${endpoint.path} ${JSON.stringify(query).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(res.json(), where).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(await changesSoFar(), where).toBe(before);
    }
    return res;
  }

  it('given the reported requests, then each is a 400 naming its field in the reader’s language', async () => {
    token = ownerToken;
    const auditLog = t.app.endpointTable.filter((e) => e.path.startsWith('/account/v1/audit-log/'));
    expect(auditLog).toHaveLength(2);
    for (const endpoint of auditLog) {
      const res = await send(endpoint, { from: '2026-13-45' }, undefined, 'fr-CA,fr;q=0.9');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ prop: 'from', message: 'Saisissez une date réelle au format AAAA-MM-JJ.' }]);
    }
    const find = (method: string, path: string) =>
      t.app.endpointTable.find((e) => e.method === method && e.path === path)!;
    const broken = 'Este texto tiene un carácter dañado (un sustituto sin pareja). Elimínalo o escríbelo de nuevo.';
    const cases: [Endpoint, unknown, string][] = [
      [
        find('PUT', '/integration/v1/calendar/user/'),
        { server_url: 'https://cal.example.test/dav/', username: '\ud800', password: 'pw' },
        'username',
      ],
      [
        find('PUT', '/integration/v1/messaging/connection/'),
        {
          account_id: ownerAccountId,
          adapter: 'smpp',
          address: 'smpp://sms.example.test:2775',
          username: 'x\udfff',
          secret: 's',
          rate_per_minute: 60,
        },
        'username',
      ],
      [
        find('POST', '/integration/v1/account/{accountId}/bi-embeds/'),
        { name: 'Pipe\ud800', site_url: 'https://bi.example.test', dashboard: 7, scope: 'company', secret: 'k' },
        'name',
      ],
    ];
    for (const [endpoint, body, prop] of cases) {
      const before = await changesSoFar();
      const res = await send(endpoint, {}, body, 'es');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ prop, message: broken }]);
      expect(await changesSoFar()).toBe(before);
    }
  });

  it('given each query field a day not in the calendar or an over-long string, and the body lone surrogates, days not in the calendar or over-long strings, then never a 500; a lone surrogate is always a 400', async () => {
    token = ownerToken;
    for (const endpoint of t.app.endpointTable) {
      for (const key of shapeKeys(endpoint.query))
        for (const value of [...NOT_IN_CALENDAR, LONG]) await expectNo500(endpoint, { [key]: value }, undefined);
      if (endpoint.method === 'GET') continue;
      const keys = shapeKeys(endpoint.body);
      const everyField = (value: string) => Object.fromEntries((keys.length ? keys : ['note']).map((k) => [k, value]));
      for (const value of [NOT_IN_CALENDAR[1]!, LONG]) await expectNo500(endpoint, {}, everyField(value));
      const refused = await expectNo500(endpoint, {}, everyField(SURROGATE));
      if (!RAW_BODY.has(endpoint.path))
        expect(refused.statusCode, `${endpoint.method} ${endpoint.path}: ${refused.body.slice(0, 200)}`).toBe(400);
    }
  }, 600_000);
});
