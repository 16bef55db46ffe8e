/**
 * What the bad-input files share (D265): a test app whose every table counts its writes, so that
 * a refusal that "changes nothing" is one query; hostile values; requests shaped by each
 * endpoint's contract. bad-input.test.ts sends generated requests to every endpoint,
 * bad-input-fields.test.ts gives every declared field impossible days, lone surrogates and
 * over-long strings. Each walks the endpoints in SLICES tests (endpoint i in slice i % SLICES):
 * one test for all of them outgrew any bound a slow machine could keep, and two files spread over
 * the run's two workers.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';

export const SLICES = 16;
/** The endpoints of one slice, in the order they were registered. */
export const sliceOf = (endpoints: Endpoint[], slice: number) => endpoints.filter((_, i) => i % SLICES === slice);

export interface BadInputApp {
  t: TestApp;
  ownerToken: string;
  ownerAccountId: number;
  /** The writes counted so far on every guarded table, as text. */
  changesSoFar(): Promise<string>;
}

export async function startBadInputApp(env: Record<string, string> = {}): Promise<BadInputApp> {
  const t = await startTestApp({ RATE_LIMIT_MAX: '100000', ...env });
  const ownerToken = (await t.signIn('owner@demo-company.test')).token;
  const ownerAccountId = (
    await t.db.selectFrom('jobs').select('account_id').where('job_id', '=', 1).executeTakeFirstOrThrow()
  ).account_id;
  await installChangeCounter(t);
  return { t, ownerToken, ownerAccountId, changesSoFar: () => changesSoFar(t) };
}

export const LEAKS = [
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
async function installChangeCounter(t: TestApp): Promise<void> {
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

async function changesSoFar(t: TestApp): Promise<string> {
  const row = await sql<{ n: string }>`select n from bad_input_changes`.execute(t.db);
  return String(row.rows[0]?.n);
}

export const weirdString = fc.oneof(
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

export function bodyFor(endpoint: Endpoint) {
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

export function urlFor(endpoint: Endpoint, params: string[], query: [string, string][]): string {
  let i = 0;
  const path = endpoint.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(wellFormed(params[i++] ?? 'x')));
  const qs = new URLSearchParams(query).toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/** 10,000 letters a compressor barely shrinks: past an index row's 2,704 bytes and every column's limit. */
export const LONG = Array.from({ length: 10_000 }, (_, i) =>
  String.fromCharCode(97 + ((i * 7919 + (i >> 3) * 104_729) % 26)),
).join('');
export const NOT_IN_CALENDAR = ['2026-13-45', '2026-02-30', '0000-01-01'];
export const SURROGATE = 'a\ud800b';
/** Endpoints that end the session of the token they are sent with (D322). */
export const SIGNS_OUT = new Set(['POST /auth/v1/logout/']);
/** Read as bytes whose signature is checked before any of it is read as text: a forgery is 401. */
export const RAW_BODY = new Set(['/integration/v1/background-checks/webhook/{accountId}/']);

export const shapeKeys = (schema: unknown): string[] =>
  Object.keys((schema as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape ?? {});
