/**
 * Generated requests against every registered endpoint: whatever arrives, the server answers
 * without a 5xx, without a stack trace or SQL in the body, in the agreed error shape, and a
 * refused request changes nothing in the database (D265). The endpoints go in slices
 * (bad-input-kit.ts); bad-input-fields.test.ts tries every declared field.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAKS,
  SIGNS_OUT,
  SLICES,
  bodyFor,
  sliceOf,
  startBadInputApp,
  urlFor,
  weirdString,
  type BadInputApp,
} from './bad-input-kit.ts';
import type { TestApp } from './test-app.ts';

let app: BadInputApp;
let t: TestApp;
let ownerToken: string;
const changesSoFar = () => app.changesSoFar();

beforeAll(async () => {
  app = await startBadInputApp();
  ({ t, ownerToken } = app);
});
afterAll(async () => t.close());

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

  it.each(Array.from({ length: SLICES }, (_, slice) => slice))(
    'never gets a 5xx, never leaks internals, always answers in the agreed shape, and a refusal changes nothing (endpoints slice %i)',
    async (slice) => {
      const endpoints = sliceOf(t.app.endpointTable, slice);
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
              // Signing out with the owner's token ends its session (D322): the next requests get a new one.
              if (signedIn && res.statusCode < 400 && SIGNS_OUT.has(`${endpoint.method} ${endpoint.path}`))
                ownerToken = (await t.signIn('owner@demo-company.test')).token;
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
    },
  );
});
