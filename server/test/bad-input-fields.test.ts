/**
 * Every declared query and body field of every endpoint gets dates not in the calendar, lone
 * surrogates and over-long strings: never a 5xx, a lone surrogate is always a 400 naming its
 * field in the reader's language, and a refusal changes nothing (D265, D272). The endpoints go in
 * slices (bad-input-kit.ts); bad-input.test.ts sends generated requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LONG,
  NOT_IN_CALENDAR,
  RAW_BODY,
  SIGNS_OUT,
  SLICES,
  SURROGATE,
  shapeKeys,
  sliceOf,
  startBadInputApp,
  type BadInputApp,
} from './bad-input-kit.ts';
import type { TestApp } from './test-app.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';

let app: BadInputApp;
let t: TestApp;
let ownerToken: string;
let ownerAccountId: number;
const changesSoFar = () => app.changesSoFar();

beforeAll(async () => {
  app = await startBadInputApp();
  ({ t, ownerToken, ownerAccountId } = app);
});
afterAll(async () => t.close());

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
    // Signing out with the owner's token ends its session (D322): the next requests get a new one,
    // signed in now, not between a refused request and its check that nothing changed.
    if (res.statusCode < 400 && SIGNS_OUT.has(`${endpoint.method} ${endpoint.path}`))
      ownerToken = token = (await t.signIn('owner@demo-company.test')).token;
    // A request that ended the owner's session otherwise does not end the test's.
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

  it.each(Array.from({ length: SLICES }, (_, slice) => slice))(
    'given each query field a day not in the calendar or an over-long string, and the body lone surrogates, days not in the calendar or over-long strings, then never a 500; a lone surrogate is always a 400 (endpoints slice %i)',
    async (slice) => {
      token = ownerToken;
      for (const endpoint of sliceOf(t.app.endpointTable, slice)) {
        for (const key of shapeKeys(endpoint.query))
          for (const value of [...NOT_IN_CALENDAR, LONG]) await expectNo500(endpoint, { [key]: value }, undefined);
        if (endpoint.method === 'GET') continue;
        const keys = shapeKeys(endpoint.body);
        const everyField = (value: string) =>
          Object.fromEntries((keys.length ? keys : ['note']).map((k) => [k, value]));
        for (const value of [NOT_IN_CALENDAR[1]!, LONG]) await expectNo500(endpoint, {}, everyField(value));
        const refused = await expectNo500(endpoint, {}, everyField(SURROGATE));
        if (!RAW_BODY.has(endpoint.path))
          expect(refused.statusCode, `${endpoint.method} ${endpoint.path}: ${refused.body.slice(0, 200)}`).toBe(400);
      }
    },
  );
});
