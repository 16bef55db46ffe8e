/**
 * Valid bodies with one bad field (D329): for every declared endpoint with a body, a body the
 * contract accepts is built from its schema (server/test/valid-body.ts), with valid path ids (the
 * owner's company, else record 1) and the required query, and one field at a time is corrupted:
 * a value of the wrong kind, or a text field's value with a lone surrogate inside. Each answer is a
 * 400 `validation_error` naming that field with a message, and nothing changed in the database.
 * bad-input.test.ts sends generated noise, bad-input-fields.test.ts every field bad at once; this
 * file asks about one named field of an otherwise valid request. Sampled to stay cheap: per
 * endpoint one field of the wrong kind and one text field, chosen by a fixed seed (some 360
 * requests in all).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contracts/error-codes.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { RAW_BODY, startBadInputApp, type BadInputApp } from './bad-input-kit.ts';
import type { TestApp } from './test-app.ts';
import { corrupt, validValue, type Corruption, type Hints } from './valid-body.ts';

/** Fewer slices than the other bad-input files: each slice is short. */
const SLICES = 4;
const SEED = 20261129;

let app: BadInputApp;
let t: TestApp;
let hints: Hints;
/** The corrupted requests, made once for the file (about a second of CPU). */
let planned: Planned[];
let withoutValidBody: string[];

beforeAll(async () => {
  app = await startBadInputApp();
  t = app.t;
  hints = { account_id: app.ownerAccountId, accountId: app.ownerAccountId };
  ({ planned, withoutValidBody } = plan(t.app.endpointTable));
});
afterAll(async () => t.close());

/** The path with valid values for its parameters (the contract's, the owner's company for a company). */
function pathOf(endpoint: Endpoint): string | undefined {
  const params = endpoint.params ? validValue(endpoint.params, hints, SEED) : {};
  if (params === undefined) return undefined;
  const values = params as Record<string, unknown>;
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(/account/i.test(name) ? app.ownerAccountId : (values[name] ?? 1))),
  );
}

/** The required query fields, valid. */
function queryOf(endpoint: Endpoint): string | undefined {
  if (!endpoint.query) return '';
  const query = validValue(endpoint.query, hints, SEED, false);
  if (query === undefined) return undefined;
  const qs = new URLSearchParams(
    Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `?${qs}` : '';
}

/** Which of a body's fields are corrupted: one of the wrong kind and one text field, picked by the seed. */
function corruptionsOf(endpoint: Endpoint, body: Record<string, unknown>, rank: number): Corruption[] {
  const fields = fc.sample(fc.shuffledSubarray(Object.keys(body), { minLength: Object.keys(body).length }), {
    seed: SEED + rank,
    numRuns: 1,
  })[0]!;
  const out: Corruption[] = [];
  const wrongType = fields.map((field) => corrupt(endpoint.body, body, field, false)).find(Boolean);
  if (wrongType) out.push(wrongType);
  const surrogate = fields
    .filter((field) => field !== wrongType?.field || fields.length === 1)
    .map((field) => corrupt(endpoint.body, body, field, true))
    .find((c) => c?.kind === 'lone surrogate');
  if (surrogate) out.push(surrogate);
  return out;
}

interface Planned {
  endpoint: Endpoint;
  url: string;
  corruption: Corruption;
}

/** Every corrupted request, endpoint by endpoint; and the endpoints no valid body could be made for. */
function plan(endpoints: Endpoint[]) {
  const planned: Planned[] = [];
  const withoutValidBody: string[] = [];
  endpoints.forEach((endpoint, rank) => {
    if (!endpoint.body || RAW_BODY.has(endpoint.path)) return;
    const body = validValue(endpoint.body, hints, SEED + rank);
    const path = pathOf(endpoint);
    const query = queryOf(endpoint);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || path === undefined || query === undefined) {
      withoutValidBody.push(`${endpoint.method} ${endpoint.path}`);
      return;
    }
    for (const corruption of corruptionsOf(endpoint, body as Record<string, unknown>, rank))
      planned.push({ endpoint, url: `/api${path}${query}`, corruption });
  });
  return { planned, withoutValidBody };
}

describe('a valid body with one bad field', () => {
  it('given the declared endpoints, then most get a valid body and a few hundred corrupted requests are made, both kinds among them', () => {
    const withBody = t.app.endpointTable.filter((e) => e.body && !RAW_BODY.has(e.path)).length;
    // The walker makes a valid body for nine in ten; the rest (refinements across fields) are named here.
    expect(withoutValidBody.length, withoutValidBody.join('\n')).toBeLessThan(withBody / 8);
    expect(planned.length).toBeGreaterThan(250);
    expect(planned.length).toBeLessThan(500);
    expect(planned.filter((p) => p.corruption.kind === 'lone surrogate').length).toBeGreaterThan(100);
    // A corruption the contract allowed would not be one: each body is refused by its own schema.
    for (const { endpoint, corruption } of planned.filter((p) => p.corruption.kind === 'wrong type'))
      expect(
        (endpoint.body as { safeParse(v: unknown): { success: boolean } }).safeParse(corruption.body).success,
      ).toBe(false);
  });

  it.each(Array.from({ length: SLICES }, (_, slice) => slice))(
    'given one field of the wrong kind or with a lone surrogate, then 400 validation_error naming that field, and nothing changed (slice %i)',
    async (slice) => {
      const mine = planned.filter((_, i) => i % SLICES === slice);
      expect(mine.length).toBeGreaterThan(0);
      for (const { endpoint, url, corruption } of mine) {
        const before = await app.changesSoFar();
        const res = await t.request({
          method: endpoint.method,
          url,
          token: app.ownerToken,
          body: corruption.body,
          headers: { 'accept-language': 'en' },
        });
        const where = `${endpoint.method} ${url} ${corruption.kind} in ${corruption.field} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBe(400);
        const answer = res.json() as { code: string; message: string; errors?: { prop: string; message: string }[] };
        expect(answer.code, where).toBe(ErrorCode.validation);
        expect(answer.message, where).toMatch(/\S/);
        const named = (answer.errors ?? []).filter(
          (e) => e.prop === corruption.field || e.prop.startsWith(`${corruption.field}.`),
        );
        expect(named.length, where).toBeGreaterThan(0);
        for (const error of named) expect(error.message, where).toMatch(/\S/);
        expect(await app.changesSoFar(), where).toBe(before);
      }
    },
  );
});
