/**
 * A closed test app keeps nothing alive. A worker keeps every API file's module, and whatever its
 * top level holds, to the end of the run (isolate: false), so a file's `let t` outlives the file:
 * before close() let go, each closed app's server, routes and database stayed on the worker's heap
 * and every later garbage collection marked them again (docs/testing.md, session 64).
 */
import { describe, expect, it } from 'vitest';
import { startTestApp } from './test-app.ts';

describe('startTestApp', () => {
  it('given an app that has served a request, when it is closed, then it holds neither the server nor the database', async () => {
    const t = await startTestApp();
    const { app, db } = t;
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await t.close();

    // Compared by identity: printing a Fastify instance reads its server's address, gone once closed.
    expect(Object.values(t).includes(app), 'the closed app still holds its server').toBe(false);
    expect(Object.values(t).includes(db), 'the closed app still holds its database').toBe(false);
    await expect(t.request({ method: 'GET', url: '/api/health/live' })).rejects.toThrow('this app is closed');
    await expect(t.signIn('owner@demo-company.test')).rejects.toThrow('this app is closed');
    // A second close, as a file's afterAll after a test that closed it, is no error.
    await expect(t.close()).resolves.toBeUndefined();
  });
});
