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
});
afterAll(async () => t.close());

const LEAKS = [/\bat .+\.(ts|js):\d+/, /node_modules/, /\bselect\b.+\bfrom\b/i, /syntax error/i, /\brelation "/i, /duplicate key/i];

/** Everything a refused request must leave untouched (audit, counters and keys may grow). */
async function snapshot(): Promise<string> {
  const tables = ['users', 'accounts', 'account_preferences', 'roles', 'user_roles', 'refresh_tokens', 'password_reset_tokens', 'mail_outbox', 'user_trackers', 'user_step_activities', 'user_attempts', 'user_answers', 'experiences'];
  const parts: string[] = [];
  for (const table of tables) {
    const row = await sql<{ digest: string | null }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(t.db);
    parts.push(`${table}:${row.rows[0]?.digest}`);
  }
  return parts.join(',');
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("1' or '1'='1", '../../etc/passwd', '<script>alert(1)</script>', '%00', '-1', '0', '99999999999999999999', 'NaN', '😀', ' ', ''),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
);
const jsonValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(weirdString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }));

function bodyFor(endpoint: Endpoint) {
  const shape = (endpoint.body as unknown as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape;
  const keys = shape ? Object.keys(shape) : [];
  // Bodies that use the endpoint's own field names with hostile values reach deeper than noise.
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(weirdString, fc.jsonValue({ maxDepth: 1 }))])), { requiredKeys: [] })
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
            const before = await snapshot();
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
              expect(await snapshot(), where).toBe(before);
            }
          },
        ),
        { numRuns: 25, seed: 20261121 },
      );
    }
  }, 240_000);
});
