import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('cross-site requests', () => {
  it('given a POST marked cross-site by the browser, then 403 and no sign-in happens', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/login/',
      body: { email: 'owner@demo-company.test', password: 'Assay-demo-1' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_site_request');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('given a POST whose Origin is another host, then 403; same origin passes', async () => {
    const evil = await t.request({
      method: 'POST',
      url: '/api/auth/v1/logout/',
      body: {},
      headers: { origin: 'https://evil.test', host: 'assay.test' },
    });
    expect(evil.statusCode).toBe(403);
    const same = await t.request({
      method: 'POST',
      url: '/api/auth/v1/logout/',
      body: {},
      headers: { origin: 'http://assay.test', host: 'assay.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('idempotency keys', () => {
  it('given the same PATCH sent twice with one key, then it is applied once and the second answer is a replay', async () => {
    const s = await t.signIn('candidate@assay.test');
    const send = (body: unknown) =>
      t.request({
        method: 'PATCH',
        url: `/api/user/v1/${s.userId}/`,
        token: s.token,
        body,
        headers: { 'idempotency-key': 'key-0001-abcdef' },
      });
    const first = await send({ first_name: 'Once' });
    const second = await send({ first_name: 'Once' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.body).toBe(first.body);
    const audits = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('event', '=', 'user_updated')
      .where('subject_user_id', '=', s.userId)
      .execute();
    expect(audits).toHaveLength(1);
    const other = await send({ first_name: 'Different' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });
});

describe('errors', () => {
  it('given an unknown API path, then a JSON 404 in the agreed shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Not found', code: 'not_found' });
  });

  it('given invalid JSON, then 400 without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login/',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('code');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('given a body over 1 MB, then 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/v1/forgot-password/',
      body: { email: 'a'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});

describe('the API description', () => {
  it('publishes an OpenAPI document listing every registered endpoint', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const endpoint of t.app.endpointTable) {
      const path = '/api' + endpoint.path;
      expect(doc.paths[path]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${path}`).toBeDefined();
    }
    expect(t.app.endpointTable.length).toBeGreaterThanOrEqual(13);
  });
});

describe('security headers', () => {
  it('given plain HTTP, then a content security policy without inline scripts and no HSTS', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('idempotency keys left in progress', () => {
  it('given a key stuck in progress for over a minute (a server died), when retried, then the retry runs and is stored', async () => {
    const s = await t.signIn('recruiter@demo-company.test');
    const body = { first_name: 'Rafael' };
    const send = () =>
      t.request({
        method: 'PATCH',
        url: `/api/user/v1/${s.userId}/`,
        token: s.token,
        body,
        headers: { 'idempotency-key': 'key-stuck-0001' },
      });
    // The first request reserved its key, then the process died before answering.
    const first = await send();
    expect(first.statusCode).toBe(200);
    await t.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response_body: null, created_at: new Date(Date.now() - 5_000) })
      .where('idempotency_key', '=', 'key-stuck-0001')
      .execute();
    const blocked = await send();
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json().code).toBe('request_in_progress');
    await t.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .where('idempotency_key', '=', 'key-stuck-0001')
      .execute();
    const retried = await send();
    expect(retried.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('idempotency_keys')
      .select('status_code')
      .where('idempotency_key', '=', 'key-stuck-0001')
      .executeTakeFirstOrThrow();
    expect(stored.status_code).toBe(200);
  });
});

describe('rate-limit counters', () => {
  it('given windows older than a day, when pruned, then only they are removed', async () => {
    const { pruneOldCounters } = await import('./rate-limit.ts');
    await t.db
      .insertInto('rate_limit_counters')
      .values([
        { bucket: 'old-bucket', window_start: new Date(Date.now() - 2 * 86_400_000), hits: 3 },
        { bucket: 'new-bucket', window_start: new Date(), hits: 1 },
      ])
      .execute();
    await pruneOldCounters(t.db);
    const buckets = (
      await t.db
        .selectFrom('rate_limit_counters')
        .select('bucket')
        .where('bucket', 'in', ['old-bucket', 'new-bucket'])
        .execute()
    ).map((r) => r.bucket);
    expect(buckets).toEqual(['new-bucket']);
  });
});
