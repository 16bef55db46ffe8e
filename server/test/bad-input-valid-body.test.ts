/**
 * Valid requests with one bad field (D329, D337): for every declared endpoint with a body, a body
 * the contract accepts is built from its schema (server/test/valid-body.ts), with valid path ids
 * (the owner's company, else record 1) and the required query, and one field at a time is
 * corrupted: a value of the wrong kind (a top-level or nested field), or a text field's value with
 * a lone surrogate inside (a nested one first, `items.0.name`); for every endpoint with a query,
 * one query field gets a value its schema refuses. Each answer is a 400 `validation_error` naming
 * that field with a message, and nothing changed in the database. bad-input.test.ts sends
 * generated noise, bad-input-fields.test.ts every field bad at once; this file asks about one
 * named field of an otherwise valid request. Sampled to stay cheap: per endpoint one field of the
 * wrong kind, one text field and one query field, each with one bad value, chosen by a fixed seed
 * (some 560 requests in all). And every read (GET) is sent once whole and valid, every query field
 * it declares filled (D349): no 5xx, and an error in the agreed shape without internals.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contracts/error-codes.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';
import { LEAKS, RAW_BODY, startBadInputApp, type BadInputApp } from './bad-input-kit.ts';
import type { TestApp } from './test-app.ts';
import { corrupt, corruptQuery, fieldPaths, validValue, type Corruption, type Hints } from './valid-body.ts';

/** Fewer slices than the other bad-input files: each slice is short. */
const SLICES = 4;
const SEED = 20261129;

let app: BadInputApp;
let t: TestApp;
let hints: Hints;
/** The corrupted requests, made once for the file (about a second of CPU). */
let planned: Planned[];
let withoutValidBody: string[];
/** Every read with valid path ids and query fields (D349), and the reads no valid query could be made for. */
let reads: { endpoint: Endpoint; url: string }[];
let withoutValidQuery: string[];

beforeAll(async () => {
  app = await startBadInputApp();
  t = app.t;
  hints = { account_id: app.ownerAccountId, accountId: app.ownerAccountId };
  ({ planned, withoutValidBody } = plan(t.app.endpointTable));
  ({ reads, withoutValidQuery } = planReads(t.app.endpointTable));
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

/** The query's fields, valid, as a URL carries them (text); the required ones only unless `optional`. */
function queryValues(endpoint: Endpoint, optional: boolean): Record<string, string> | undefined {
  if (!endpoint.query) return {};
  const query = validValue(endpoint.query, hints, SEED, optional);
  if (query === undefined) return undefined;
  return Object.fromEntries(Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

const queryString = (query: Record<string, string>) => {
  const qs = new URLSearchParams(query).toString();
  return qs ? `?${qs}` : '';
};

/** The fields in an order made by the seed. */
const shuffled = <T>(items: T[], rank: number): T[] =>
  fc.sample(fc.shuffledSubarray(items, { minLength: items.length }), { seed: SEED + rank, numRuns: 1 })[0]!;

/**
 * Which of a body's fields are corrupted: one of the wrong kind (a top-level or nested field) and
 * one text field, nested first (`items.0.name`), picked by the seed.
 */
function corruptionsOf(endpoint: Endpoint, body: Record<string, unknown>, rank: number): Corruption[] {
  const paths = shuffled(fieldPaths(body), rank);
  const out: Corruption[] = [];
  const wrongType = paths.map((path) => corrupt(endpoint.body, body, path, false)).find(Boolean);
  if (wrongType) out.push(wrongType);
  const surrogate = [...paths.filter((path) => path.length > 1), ...paths.filter((path) => path.length === 1)]
    .filter((path) => path.join('.') !== wrongType?.field || paths.length === 1)
    .map((path) => corrupt(endpoint.body, body, path, true))
    .find((c) => c?.kind === 'lone surrogate');
  if (surrogate) out.push(surrogate);
  return out;
}

/** One query field given a value its schema refuses, picked by the seed; the other fields valid. */
function queryCorruption(
  endpoint: Endpoint,
  rank: number,
): { field: string; query: Record<string, string> } | undefined {
  for (const optional of [true, false]) {
    const query = queryValues(endpoint, optional);
    if (!query || !(endpoint.query as { safeParse(v: unknown): { success: boolean } }).safeParse(query).success)
      continue;
    for (const field of shuffled(Object.keys(query), rank)) {
      const corrupted = corruptQuery(endpoint.query, query, field);
      if (corrupted) return { field, query: corrupted };
    }
  }
  return undefined;
}

interface Planned {
  endpoint: Endpoint;
  url: string;
  corruption: Corruption | QueryCorruption;
}
interface QueryCorruption {
  field: string;
  kind: 'wrong in query';
  body: Record<string, unknown> | undefined;
}

/**
 * Every corrupted request, endpoint by endpoint: a body's fields (the endpoints with a body), one
 * query field (the endpoints with a query); and the endpoints no valid body could be made for.
 */
function plan(endpoints: Endpoint[]) {
  const planned: Planned[] = [];
  const withoutValidBody: string[] = [];
  endpoints.forEach((endpoint, rank) => {
    if (RAW_BODY.has(endpoint.path) || (!endpoint.body && !endpoint.query)) return;
    const body = endpoint.body ? validValue(endpoint.body, hints, SEED + rank) : undefined;
    const path = pathOf(endpoint);
    const query = queryValues(endpoint, false);
    const validBody = !endpoint.body || (typeof body === 'object' && body !== null && !Array.isArray(body));
    if (!validBody || path === undefined || query === undefined) {
      if (endpoint.body) withoutValidBody.push(`${endpoint.method} ${endpoint.path}`);
      return;
    }
    const url = `/api${path}${queryString(query)}`;
    if (endpoint.body)
      for (const corruption of corruptionsOf(endpoint, body as Record<string, unknown>, rank))
        planned.push({ endpoint, url, corruption });
    const bad = endpoint.query ? queryCorruption(endpoint, rank) : undefined;
    if (bad)
      planned.push({
        endpoint,
        url: `/api${path}${queryString(bad.query)}`,
        corruption: { field: bad.field, kind: 'wrong in query', body: body as Record<string, unknown> | undefined },
      });
  });
  return { planned, withoutValidBody };
}

/**
 * Each read (GET) once, as the owner, with valid path ids and every query field the walker can
 * fill (the optional ones too, else the required ones only): a request the contract accepts, so
 * its handler runs with each filter, sort and page it is offered (D349).
 */
function planReads(endpoints: Endpoint[]) {
  const reads: { endpoint: Endpoint; url: string }[] = [];
  const withoutValidQuery: string[] = [];
  for (const endpoint of endpoints) {
    if (endpoint.method !== 'GET') continue;
    const path = pathOf(endpoint);
    const accepts = (query: Record<string, string> | undefined) =>
      query !== undefined &&
      (!endpoint.query || (endpoint.query as { safeParse(v: unknown): { success: boolean } }).safeParse(query).success);
    const query = [queryValues(endpoint, true), queryValues(endpoint, false)].find(accepts);
    if (path === undefined || query === undefined) withoutValidQuery.push(endpoint.path);
    else reads.push({ endpoint, url: `/api${path}${queryString(query)}` });
  }
  return { reads, withoutValidQuery };
}

describe('a valid request with one bad field', () => {
  it('given the declared endpoints, then each with a body gets a valid one and some 560 corrupted requests are made, nested and query fields among them', () => {
    const withBody = t.app.endpointTable.filter((e) => e.body && !RAW_BODY.has(e.path)).length;
    // The walker makes a valid body for every one (names hint at what a refinement checks: a time
    // zone, a day, an instant, a time of day's start and end).
    expect(withBody).toBeGreaterThan(200);
    expect(withoutValidBody).toEqual([]);
    expect(planned.length).toBeGreaterThan(450);
    expect(planned.length).toBeLessThan(700);
    const kinds = (kind: string) => planned.filter((p) => p.corruption.kind === kind);
    expect(kinds('lone surrogate').length).toBeGreaterThan(150);
    expect(kinds('wrong in query').length).toBeGreaterThan(100);
    expect(planned.filter((p) => p.corruption.field.includes('.')).length).toBeGreaterThan(80);
    // A corruption the contract allowed would not be one: each body is refused by its own schema.
    for (const { endpoint, corruption } of planned.filter((p) => p.corruption.kind === 'wrong type'))
      expect(
        (endpoint.body as { safeParse(v: unknown): { success: boolean } }).safeParse(corruption.body).success,
      ).toBe(false);
  });

  it.each(Array.from({ length: SLICES }, (_, slice) => slice))(
    'given one body field of the wrong kind or with a lone surrogate, or one query field refused, then 400 validation_error naming that field, and nothing changed (slice %i)',
    async (slice) => {
      const mine = planned.filter((_, i) => i % SLICES === slice);
      expect(mine.length).toBeGreaterThan(0);
      // Each answer is checked against the count before it: the same count, so read once per request.
      const before = await app.changesSoFar();
      for (const { endpoint, url, corruption } of mine) {
        const res = await t.request({
          method: endpoint.method,
          url,
          token: app.ownerToken,
          body: corruption.body,
          headers: { 'accept-language': 'en' },
        });
        const where = `${endpoint.method} ${url.slice(0, 200)} ${corruption.kind} in ${corruption.field} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
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

describe('a valid read (D349)', () => {
  const READ_SLICES = 2;

  it.each(Array.from({ length: READ_SLICES }, (_, slice) => slice))(
    'given every read with valid path ids and every query field it declares, then never a 5xx nor internals, and an error in the agreed shape (slice %i)',
    async (slice) => {
      expect(withoutValidQuery).toEqual([]);
      expect(reads.length).toBeGreaterThan(200);
      const withQuery = reads.filter((r) => r.endpoint.query && r.url.includes('?'));
      expect(withQuery.length).toBeGreaterThan(100);
      for (const { endpoint, url } of reads.filter((_, i) => i % READ_SLICES === slice)) {
        const res = await t.request({
          method: 'GET',
          url,
          token: app.ownerToken,
          headers: { 'accept-language': 'en' },
        });
        const where = `GET ${url.slice(0, 300)} (${endpoint.path}) -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        // Data may hold any words; an error must hold none of the server's insides.
        if (res.statusCode < 400) continue;
        for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
        expect(res.json(), where).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    },
  );
});
