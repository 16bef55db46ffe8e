/**
 * The ATS order API is limited per company and minute like the inbound webhooks (D329, D322), on
 * real PGlite with the real limits (no RATE_LIMIT_MAX): one company's integration calling past its
 * limit gets 429 `rate_limited` with Retry-After, its other integration too (the limit is the
 * company's), while another company's integration is unaffected and a wrong key stays a 401. The
 * company's counter is set a few calls short of the limit rather than reached by 300 requests.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { WEBHOOK_LIMITS, webhookBucket } from '../../http/webhook-limits.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let adminToken: string;

async function accountId(name: string) {
  return (await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow())
    .account_id;
}

/** An integration of the company mapping one new requisition as `externalJobId`; its key. */
async function integrationKey(account: number, externalJobId: string) {
  const uuid = randomUUID();
  await t.db
    .insertInto('jobs')
    .values({ uuid, account_id: account, job_type_id: 2, title: 'Limited', tracker_title: 'Job Application' })
    .execute();
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/v1/ats-integrations/',
    token: adminToken,
    body: { account_id: account, name: 'Greenhouse', job_maps: [{ external_job_id: externalJobId, job_uuid: uuid }] },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.api_key as string;
}

const order = (key: string, externalJobId: string, applicationId: string) =>
  t.request({
    method: 'POST',
    url: '/api/integration/v1/ats/orders/',
    headers: { authorization: `Bearer ${key}` },
    body: {
      external_application_id: applicationId,
      external_job_id: externalJobId,
      first_name: 'Ana',
      last_name: 'Applicant',
      email: 'ana.limit@example.test',
      return_link: 'https://ats.example.test/back',
      result_update_link: 'https://ats.example.test/results',
    },
  });

const cancel = (key: string, orderId: string) =>
  t.request({
    method: 'POST',
    url: `/api/integration/v1/ats/orders/${orderId}/cancel/`,
    headers: { authorization: `Bearer ${key}` },
  });

beforeAll(async () => {
  // ATS_ALLOW_LOCAL_HTTP skips the result host's DNS look-up (ats.example.test resolves nowhere).
  t = await startTestApp({ PUBLIC_URL: 'https://assay.test', ATS_ALLOW_LOCAL_HTTP: '1' });
  adminToken = (await t.signIn('admin@assay.test')).token;
});
afterAll(async () => t.close());

describe('the ATS order API per company (D329)', () => {
  it('given one company past its limit, then its calls are 429 rate_limited with Retry-After, while another company still orders', async () => {
    const demo = await accountId('Demo Company');
    const other = await accountId('Other Company');
    const demoKey = await integrationKey(demo, 'D-1');
    const demoSecondKey = await integrationKey(demo, 'D-2');
    const otherKey = await integrationKey(other, 'O-1');

    const first = await order(demoKey, 'D-1', 'A-1');
    expect(first.statusCode, first.body).toBe(200);
    const orderId = first.json().data.order_id as string;
    // The company's counter this minute stands a few calls below the limit (as after some 295
    // calls); calls, repeats of an order (an ATS retrying) and cancels alike, count up to it.
    const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const hits = WEBHOOK_LIMITS.deliveriesPerMinute - 5;
    await t.db
      .insertInto('rate_limit_counters')
      .values({ bucket: webhookBucket('delivery', 'ats-order', demo), window_start: windowStart, hits })
      .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits }))
      .execute();
    const statuses: number[] = [];
    let limited;
    // A minute turning meanwhile lets a few more through (the sliding window weighs the last one).
    for (let i = 0; i < 20 && limited?.statusCode !== 429; i++) {
      limited = i % 2 ? await cancel(demoKey, randomUUID()) : await order(demoKey, 'D-1', 'A-1');
      statuses.push(limited.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 404, 200, 404]);
    expect(limited!.statusCode, limited!.body).toBe(429);
    expect(limited!.json()).toMatchObject({ code: ErrorCode.rateLimited });
    expect(limited!.headers['retry-after']).toMatch(/^\d+$/);
    // The company's other integration shares the limit; a cancel is refused before any change.
    expect((await order(demoSecondKey, 'D-2', 'A-2')).statusCode).toBe(429);
    expect((await cancel(demoKey, orderId)).statusCode).toBe(429);
    const kept = await t.db
      .selectFrom('ats_orders')
      .select(['status', 'external_application_id'])
      .innerJoin('ats_integrations as i', 'i.integration_id', 'ats_orders.integration_id')
      .where('i.account_id', '=', demo)
      .execute();
    expect(kept).toEqual([{ status: 'open', external_application_id: 'A-1' }]);

    const elsewhere = await order(otherKey, 'O-1', 'B-1');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect((await cancel(otherKey, elsewhere.json().data.order_id)).statusCode).toBe(200);
    // A wrong key is refused as before, not counted against anyone.
    expect((await order('assay_ats_wrong', 'D-1', 'A-3')).statusCode).toBe(401);
  });
});
