/**
 * D149: result links to private network addresses are refused when the order is placed and again
 * when the result is posted (DNS may have changed), and a plan edit that brings an ordered tracker
 * to 100 % sends its result as a completion does. This app runs without ATS_ALLOW_LOCAL_HTTP.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { isPrivateAddress, PRIVATE_ADDRESS_MESSAGE } from '../../integrations/outbound-address.ts';
import { completeActivity, refreshTrackerProgress } from '../activity/index.ts';
import { ATS_RESULT_JOB, atsResultHandler } from './ats-results.ts';

let t: TestApp;
let adminToken: string, candidateToken: string, demoId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test' });
  adminToken = (await t.signIn('admin@assay.test')).token;
  candidateToken = (await t.signIn('candidate@assay.test')).token;
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

/** A requisition of two activities, an integration mapping it, and its key. */
async function setUp() {
  const uuid = randomUUID();
  const job = await t.db
    .insertInto('jobs')
    .values({ uuid, account_id: demoId, job_type_id: 2, title: 'Safety', tracker_title: 'Job Application' })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: job.job_id, name: 'Apply', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const activities = await t.db
    .insertInto('job_step_activities')
    .values(
      [1, 2].map((n) => ({
        job_step_id: step.job_step_id,
        activity_type: 'resume',
        title: `Resume ${n}`,
        sort_order: n,
      })),
    )
    .returning('job_step_activity_id')
    .execute();
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/v1/ats-integrations/',
    token: adminToken,
    body: { account_id: demoId, name: 'Lever', job_maps: [{ external_job_id: 'L-1', job_uuid: uuid }] },
  });
  expect(created.statusCode, created.body).toBe(200);
  return {
    jobId: job.job_id,
    activityIds: activities.map((a) => a.job_step_activity_id),
    key: created.json().data.api_key as string,
  };
}

const order = (key: string, id: string, resultLink: string) =>
  t.request({
    method: 'POST',
    url: '/api/integration/v1/ats/orders/',
    headers: { authorization: `Bearer ${key}` },
    body: {
      first_name: 'Ana',
      last_name: 'Safe',
      email: 'ana.safe@example.test',
      external_application_id: id,
      external_job_id: 'L-1',
      return_link: 'https://ats.example.test/back',
      result_update_link: resultLink,
    },
  });

describe('result links', () => {
  it('given addresses, then loopback, private, link-local, CGNAT, unique-local, unspecified and mapped ones are private and public ones are not', () => {
    for (const a of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('given a result link on a private network or whose host does not exist, then the order is refused next to the link', async () => {
    const { key } = await setUp();
    for (const link of [
      'https://127.0.0.1/r',
      'https://10.0.0.8/r',
      'https://[::1]/r',
      'https://localhost/r',
      'https://169.254.169.254/latest',
    ]) {
      const res = await order(key, randomUUID(), link);
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errors, link).toEqual([
        { prop: 'result_update_link', message: 'Give a public address: this one is on a private network.' },
      ]);
    }
    const unknown = await order(key, randomUUID(), 'https://no-such-host.invalid/r');
    expect(unknown.json().errors).toEqual([
      { prop: 'result_update_link', message: 'The host name of this address could not be found.' },
    ]);
  });

  it('given a link that became private after the order, when the result is posted, then nothing is sent and the delivery says why; a plan edit bringing the tracker to 100 % queues it', async () => {
    const { jobId, activityIds, key } = await setUp();
    const placed = await order(key, 'SAFE-1', 'https://93.184.215.14/results');
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.order_id as string;
    const started = await t.request({
      method: 'POST',
      url: `/api/integration/v1/ats/orders/${orderId}/start/`,
      token: candidateToken,
    });
    const refId = started.json().data.ref_id as string;
    await t.db.transaction().execute((trx) => completeActivity(trx, refId, activityIds[0]!));
    expect(
      await t.db.selectFrom('ats_result_deliveries').select('order_uuid').where('order_uuid', '=', orderId).execute(),
    ).toEqual([]);

    // The plan loses its second activity: the tracker is now complete.
    await t.db.deleteFrom('job_step_activities').where('job_step_activity_id', '=', activityIds[1]!).execute();
    await t.db.transaction().execute((trx) => refreshTrackerProgress(trx, { jobId }));
    expect(
      (await t.db.selectFrom('ats_orders').select('status').where('order_uuid', '=', orderId).executeTakeFirstOrThrow())
        .status,
    ).toBe('completed');

    // Meanwhile the link's host moved inside the network.
    await t.db
      .updateTable('ats_orders')
      .set({ result_update_link: 'https://127.0.0.1:9/results' })
      .where('order_uuid', '=', orderId)
      .execute();
    expect(await drainJobs(t.db, { [ATS_RESULT_JOB]: atsResultHandler('https://assay.test') })).toBe(1);
    const delivery = await t.db
      .selectFrom('ats_result_deliveries')
      .selectAll()
      .where('order_uuid', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_http_status: null,
      last_error: PRIVATE_ADDRESS_MESSAGE,
    });
  });
});
