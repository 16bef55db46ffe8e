/**
 * Health on a real database: live always answers; ready answers while the database does and its
 * migrations are current, and is 503 (with the failing check named) when either is not. Every
 * response carries a request id, the same one an error body names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('live answers without signing in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'live' } });
  });

  it('ready names the database and counts every migration as run', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('ready');
    expect(['pglite', 'postgres']).toContain(data.database);
    expect(data.migrations.applied).toBe(data.migrations.known);
    expect(data.migrations.known).toBeGreaterThanOrEqual(29);
  });

  it('ready is 503 while a migration this build knows has not run, and ready again after', async () => {
    const last = await t.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`max(name)`.as('name'))
      .executeTakeFirstOrThrow();
    const name = (last as { name: string }).name;
    const row = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${name}`.execute(
      t.db,
    );
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const res = await t.request({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'not_ready', message: '1 database migrations have not run.' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${row.rows[0]!.timestamp})`.execute(
        t.db,
      );
    }
    expect((await t.request({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('every response carries a fresh X-Request-Id, and an error body names the same id', async () => {
    const a = await t.request({ method: 'GET', url: '/api/health/live' });
    const b = await t.request({ method: 'GET', url: '/api/user/v1/1/' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    expect(b.statusCode).toBe(401);
    expect(b.json().request_id).toBe(b.headers['x-request-id']);
  });

  it('an API answer, signed in or refused, is never stored by a browser or a proxy (Cache-Control: no-store)', async () => {
    const owner = await t.signIn('owner@demo-company.test');
    const me = await t.request({ method: 'GET', url: '/api/auth/v1/', token: owner.token });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await t.request({ method: 'GET', url: '/api/user/v1/1/' })).headers['cache-control']).toBe('no-store');
  });

  it("keeps a proxy's id when it looks like one, and replaces one that does not", async () => {
    const kept = await t.request({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a9c2e-01' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e-01');
    const replaced = await t.request({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
