/**
 * Assay as another applicant tracking system's assessment provider, on real PGlite (D145): the
 * integration's key (shown once, hashed, rotated, revoked), orders placed with it (idempotent,
 * refused for another company's job, 401 after revocation), the candidate's start, and the result
 * posted to a real local HTTP server once the tracker is complete, retried after a failure.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { completeActivity } from '../activity/index.ts';
import { ATS_RESULT_JOB, atsResultHandler, signature } from './ats-results.ts';
import { hashKey } from './ats-integrations.service.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let admin: S, owner: S, candidate: S;
let demoId: number;
let job: { uuid: string; jobId: number; activityId: number };
let otherJobUuid: string;
let ats: Server;
let atsUrl: string;
const received: { body: unknown; signature: string | undefined }[] = [];
let failNext = 0;

async function requisition(accountId: number, title: string) {
  const uuid = randomUUID();
  const row = await t.db
    .insertInto('jobs')
    .values({ uuid, account_id: accountId, job_type_id: 2, title, tracker_title: 'Job Application' })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const step = await t.db
    .insertInto('job_steps')
    .values({ job_id: row.job_id, name: 'Apply', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  const activity = await t.db
    .insertInto('job_step_activities')
    .values({ job_step_id: step.job_step_id, activity_type: 'resume', title: 'Resume', sort_order: 1 })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  return { uuid, jobId: row.job_id, activityId: activity.job_step_activity_id };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://assay.test', ATS_ALLOW_LOCAL_HTTP: '1' });
  [admin, owner, candidate] = (await Promise.all(
    ['admin@assay.test', 'owner@demo-company.test', 'candidate@assay.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  const otherId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Other Company').executeTakeFirstOrThrow()
  ).account_id;
  job = await requisition(demoId, 'ATS Cashier');
  otherJobUuid = (await requisition(otherId, 'Other Company job')).uuid;
  ats = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (failNext > 0) {
        failNext--;
        response.writeHead(503).end();
        return;
      }
      received.push({ body: JSON.parse(text), signature: request.headers['x-assay-signature'] as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => ats.listen(0, '127.0.0.1', resolve));
  atsUrl = `http://localhost:${(ats.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => ats.close(resolve));
  await t.close();
});

const createIntegration = async (body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/admin/v1/ats-integrations/',
    token: admin.token,
    body: { account_id: demoId, ...body },
  });
const order = (key: string | undefined, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/integration/v1/ats/orders/',
    ...(key ? { headers: { authorization: `Bearer ${key}` } } : {}),
    body: {
      first_name: 'Ana',
      last_name: 'Applicant',
      email: 'ana.ats@example.test',
      return_link: 'https://ats.example.test/back',
      result_update_link: `${atsUrl}/results`,
      ...body,
    },
  });

describe('integrations', () => {
  it('given a name and a job map, then the key is shown once, only its hash is stored, and a job of another company is a field error', async () => {
    const res = await createIntegration({
      name: 'Greenhouse',
      job_maps: [{ external_job_id: 'GH-1', job_uuid: job.uuid }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { integration, api_key } = res.json().data;
    expect(api_key).toMatch(/^assay_ats_/);
    expect(integration).toMatchObject({
      name: 'Greenhouse',
      key_hint: api_key.slice(-4),
      is_revoked: false,
      job_maps: [{ external_job_id: 'GH-1', job_uuid: job.uuid, job_title: 'ATS Cashier' }],
    });
    const row = await t.db
      .selectFrom('ats_integrations')
      .selectAll()
      .where('integration_id', '=', integration.integration_id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashKey(api_key));
    const list = await t.request({
      method: 'GET',
      url: `/api/admin/v1/ats-integrations/?account_id=${demoId}`,
      token: admin.token,
    });
    expect(list.body).not.toContain(api_key);

    const foreign = await createIntegration({
      name: 'Lever',
      job_maps: [{ external_job_id: 'L-1', job_uuid: otherJobUuid }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ prop: 'job_maps.0.job_uuid', message: expect.any(String) }]);
    const twice = await createIntegration({
      name: 'Lever',
      job_maps: [
        { external_job_id: 'L-1', job_uuid: job.uuid },
        { external_job_id: 'L-1', job_uuid: job.uuid },
      ],
    });
    expect(twice.json().errors).toEqual([{ prop: 'job_maps.1.external_job_id', message: expect.any(String) }]);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/admin/v1/ats-integrations/${integration.integration_id}/`,
      token: admin.token,
      body: { name: 'Greenhouse EU', job_maps: [] },
    });
    expect(edited.json().data).toMatchObject({ name: 'Greenhouse EU', job_maps: [] });

    const trail = await t.request({
      method: 'GET',
      url: `/api/admin/v1/audit-events/?account_id=${demoId}`,
      token: admin.token,
    });
    const mine = trail
      .json()
      .data.results.filter(
        (e: { details: { integration_id?: number } }) => e.details.integration_id === integration.integration_id,
      );
    expect(mine.map((e: { event: string }) => e.event)).toEqual(['ats_integration_changed', 'ats_integration_created']);
    expect(mine[0].details).toMatchObject({
      name: 'Greenhouse EU',
      job_maps: [],
      before: { name: 'Greenhouse', job_maps: [{ external_job_id: 'GH-1', job_title: 'ATS Cashier' }] },
    });
    expect(mine[1]).toMatchObject({
      actor_email: expect.any(String),
      account_name: 'Demo Company',
      details: { name: 'Greenhouse', key_hint: api_key.slice(-4) },
    });
    expect(trail.body).not.toContain(api_key);
  });

  it('given company staff or a candidate, then they cannot see or make integrations', async () => {
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/admin/v1/ats-integrations/?account_id=${demoId}`,
          token: owner.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/admin/v1/ats-integrations/',
          token: candidate.token,
          body: { account_id: demoId, name: 'X', job_maps: [] },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('orders', () => {
  let key: string;
  let integrationId: number;
  beforeAll(async () => {
    const res = (
      await createIntegration({ name: 'Workable', job_maps: [{ external_job_id: 'W-7', job_uuid: job.uuid }] })
    ).json().data;
    key = res.api_key;
    integrationId = res.integration.integration_id;
  });

  it('given no key or a wrong key, then 401', async () => {
    expect((await order(undefined, { external_application_id: 'A-0', external_job_id: 'W-7' })).statusCode).toBe(401);
    expect(
      (await order('assay_ats_wrong', { external_application_id: 'A-0', external_job_id: 'W-7' })).statusCode,
    ).toBe(401);
  });

  it('given a mapped job id, then the order answers with the candidate link, and the same application id returns the same order', async () => {
    const first = await order(key, { external_application_id: 'A-1', external_job_id: 'W-7' });
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({
      order_id: expect.any(String),
      status: 'open',
      candidate_link: `https://assay.test/ats/integration/${data.order_id}`,
    });
    const again = await order(key, { external_application_id: 'A-1', external_job_id: 'W-7', first_name: 'Changed' });
    expect(again.json().data.order_id).toBe(data.order_id);
    expect(
      await t.db.selectFrom('ats_orders').select('first_name').where('integration_id', '=', integrationId).execute(),
    ).toEqual([{ first_name: 'Ana' }]);
    const byUuid = await order(key, { external_application_id: 'A-2', job_uuid: job.uuid });
    expect(byUuid.statusCode).toBe(200);
  });

  it('given another company’s job, an unmapped job id or a link that is not https, then a field error', async () => {
    const foreign = await order(key, { external_application_id: 'A-3', job_uuid: otherJobUuid });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].prop).toBe('job_uuid');
    expect(
      (await order(key, { external_application_id: 'A-3', external_job_id: 'W-unknown' })).json().errors[0].prop,
    ).toBe('external_job_id');
    const plain = await order(key, {
      external_application_id: 'A-3',
      external_job_id: 'W-7',
      return_link: 'http://ats.example.test/back',
    });
    expect(plain.json().errors).toEqual([{ prop: 'return_link', message: expect.any(String) }]);
    expect(
      await t.db.selectFrom('ats_orders').select('order_uuid').where('external_application_id', '=', 'A-3').execute(),
    ).toEqual([]);
  });

  it('given a rotated key, then the old key gets 401; given a revoked integration, then 401 and its open orders are cancelled', async () => {
    const open = (await order(key, { external_application_id: 'A-4', external_job_id: 'W-7' })).json().data.order_id;
    const rotated = await t.request({
      method: 'POST',
      url: `/api/admin/v1/ats-integrations/${integrationId}/rotate-key/`,
      token: admin.token,
    });
    const newKey = rotated.json().data.api_key;
    expect((await order(key, { external_application_id: 'A-5', external_job_id: 'W-7' })).statusCode).toBe(401);
    expect((await order(newKey, { external_application_id: 'A-5', external_job_id: 'W-7' })).statusCode).toBe(200);
    const revoked = await t.request({
      method: 'POST',
      url: `/api/admin/v1/ats-integrations/${integrationId}/revoke/`,
      token: admin.token,
    });
    expect(revoked.json().data.is_revoked).toBe(true);
    expect((await order(newKey, { external_application_id: 'A-6', external_job_id: 'W-7' })).statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/v1/ats-integrations/${integrationId}/revoke/`,
      token: admin.token,
    });
    expect(again.statusCode).toBe(200);
    const trail = await t.request({
      method: 'GET',
      url: `/api/admin/v1/audit-events/?account_id=${demoId}`,
      token: admin.token,
    });
    const events = trail
      .json()
      .data.results.filter((e: { details: { integration_id?: number } }) => e.details.integration_id === integrationId)
      .map((e: { event: string }) => e.event);
    expect(events.slice(0, 2)).toEqual(['ats_integration_revoked', 'ats_key_rotated']);
    expect(trail.body).not.toContain(newKey);
    const page = await t.request({ method: 'GET', url: `/api/integration/v1/ats/orders/${open}/` });
    expect(page.json().data).toMatchObject({
      status: 'cancelled',
      account_name: 'Demo Company',
      job_title: 'ATS Cashier',
      ats_name: 'Workable',
    });
    const start = await t.request({
      method: 'POST',
      url: `/api/integration/v1/ats/orders/${open}/start/`,
      token: candidate.token,
    });
    expect(start.statusCode).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: `/api/integration/v1/ats/orders/${randomUUID()}/` })).statusCode,
    ).toBe(404);
  });
});

describe('the candidate starts and the result goes back', () => {
  it('given a started order, then the tracker carries the application id; at 100 % the result is posted, after a failed attempt too, and the way back is offered', async () => {
    const created = (
      await createIntegration({ name: 'SmartRecruiters', job_maps: [{ external_job_id: 'S-1', job_uuid: job.uuid }] })
    ).json().data;
    const orderId = (await order(created.api_key, { external_application_id: 'APP-99', external_job_id: 'S-1' })).json()
      .data.order_id;
    expect(
      (await t.request({ method: 'POST', url: `/api/integration/v1/ats/orders/${orderId}/start/` })).statusCode,
    ).toBe(401);

    const started = await t.request({
      method: 'POST',
      url: `/api/integration/v1/ats/orders/${orderId}/start/`,
      token: candidate.token,
    });
    expect(started.statusCode, started.body).toBe(200);
    const tracker = started.json().data;
    expect(tracker).toMatchObject({ job_uuid: job.uuid, external_application_id: 'APP-99', pct_complete: 0 });
    const repeat = await t.request({
      method: 'POST',
      url: `/api/integration/v1/ats/orders/${orderId}/start/`,
      token: candidate.token,
    });
    expect(repeat.json().data.ref_id).toBe(tracker.ref_id);
    expect(
      (await t.request({ method: 'POST', url: `/api/integration/v1/ats/orders/${orderId}/start/`, token: owner.token }))
        .statusCode,
    ).toBe(409);
    const returnUrl = `/api/integration/v1/ats/trackers/${tracker.ref_id}/return-link/`;
    expect((await t.request({ method: 'GET', url: returnUrl, token: candidate.token })).json().data).toBeNull();
    expect((await t.request({ method: 'GET', url: returnUrl, token: owner.token })).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/integration/v1/ats/orders/${orderId}/cancel/`,
          headers: { authorization: `Bearer ${created.api_key}` },
        })
      ).statusCode,
    ).toBe(409);

    await t.db.transaction().execute((trx) => completeActivity(trx, tracker.ref_id, job.activityId));
    const handlers = { [ATS_RESULT_JOB]: atsResultHandler('https://assay.test', true) };
    failNext = 1;
    expect(await drainJobs(t.db, handlers)).toBe(1);
    const pending = await t.request({
      method: 'GET',
      url: `/api/admin/v1/ats-integrations/?account_id=${demoId}`,
      token: admin.token,
    });
    const mine = (pending.json().data as { integration_id: number; last_delivery: unknown }[]).find(
      (i) => i.integration_id === created.integration.integration_id,
    )!;
    expect(mine.last_delivery).toMatchObject({
      order_uuid: orderId,
      status: 'pending',
      attempts: 1,
      last_http_status: 503,
      last_error: 'HTTP 503',
    });
    expect(received).toEqual([]);

    await t.db
      .updateTable('background_jobs')
      .set({ run_after: sql<Date>`now()` })
      .where('kind', '=', ATS_RESULT_JOB)
      .where('finished_at', 'is', null)
      .execute();
    expect(await drainJobs(t.db, handlers)).toBe(1);
    expect(received).toHaveLength(1);
    const body = {
      order_id: orderId,
      application_id: 'APP-99',
      status: 'completed',
      percent_complete: 100,
      overall_score: null,
      scorecard_url: expect.stringMatching(/^https:\/\/assay\.test\/smartreq-detail-applicant\/\d+$/),
    };
    expect(received[0]!.body).toEqual(body);
    expect(received[0]!.signature).toBe(signature(hashKey(created.api_key), JSON.stringify(received[0]!.body)));
    const delivery = await t.db
      .selectFrom('ats_result_deliveries')
      .selectAll()
      .where('order_uuid', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, last_http_status: 204, last_error: null });

    expect((await t.request({ method: 'GET', url: returnUrl, token: candidate.token })).json().data).toEqual({
      ats_name: 'SmartRecruiters',
      return_link: 'https://ats.example.test/back',
    });
    // Completing again queues nothing more.
    await t.db.transaction().execute((trx) => completeActivity(trx, tracker.ref_id, job.activityId));
    expect(await drainJobs(t.db, handlers)).toBe(0);
  });
});
