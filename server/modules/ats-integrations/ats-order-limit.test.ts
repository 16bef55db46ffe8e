/**
 * The ATS order API is limited per company and minute like the inbound webhooks (D329, D322), on
 * real PGlite with the real limits (no RATE_LIMIT_MAX): one company's integration calling past its
 * limit gets 429 `rate_limited` with Retry-After, its other integration too (the limit is the
 * company's), while another company's integration is unaffected and a wrong key stays a 401. The
 * company's counter is set a few calls short of the limit rather than reached by 300 requests.
 * The candidate's page of an order is limited per company too, in a bucket of its own (D336).
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

/** Sets the company's counter of `source` this minute a few calls short of its limit. */
async function nearTheLimit(source: string, account: number) {
  const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const hits = WEBHOOK_LIMITS.deliveriesPerMinute - 5;
  await t.db
    .insertInto('rate_limit_counters')
    .values({ bucket: webhookBucket('delivery', source, account), window_start: windowStart, hits })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits }))
    .execute();
}

/** An open order of a new integration of the company, written directly (its own limit is another test's). */
async function openOrder(account: number): Promise<string> {
  await integrationKey(account, 'P-1');
  const integration = await t.db
    .selectFrom('ats_integrations as i')
    .innerJoin('ats_job_maps as m', 'm.integration_id', 'i.integration_id')
    .select(['i.integration_id', 'm.job_id'])
    .where('i.account_id', '=', account)
    .orderBy('i.integration_id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const orderUuid = randomUUID();
  await t.db
    .insertInto('ats_orders')
    .values({
      order_uuid: orderUuid,
      integration_id: integration.integration_id,
      job_id: integration.job_id,
      external_application_id: `P-${orderUuid}`,
      first_name: 'Pia',
      last_name: 'Page',
      email: 'pia.page@example.test',
      return_link: 'https://ats.example.test/back',
      result_update_link: 'https://ats.example.test/results',
    })
    .execute();
  return orderUuid;
}

const page = (orderId: string) => t.request({ method: 'GET', url: `/api/integration/v1/ats/orders/${orderId}/` });

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
    await nearTheLimit('ats-order', demo);
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

  it("given one company's order pages read past its limit, then they are 429 rate_limited with Retry-After, while another company's page still answers (D336)", async () => {
    const demo = await accountId('Demo Company');
    const other = await accountId('Other Company');
    const demoOrder = await openOrder(demo);
    const otherOrder = await openOrder(other);
    await nearTheLimit('ats-order-page', demo);
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 20 && limited?.statusCode !== 429; i++) {
      limited = await page(demoOrder);
      statuses.push(limited.statusCode);
    }
    expect(statuses[0]).toBe(200);
    expect(limited!.statusCode, limited!.body).toBe(429);
    expect(limited!.json()).toMatchObject({ code: ErrorCode.rateLimited });
    expect(limited!.headers['retry-after']).toMatch(/^\d+$/);
    const elsewhere = await page(otherOrder);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json().data).toMatchObject({ order_id: otherOrder, status: 'open' });
    // A missing order is a 404, as before.
    expect((await page(randomUUID())).statusCode).toBe(404);
  });
});
