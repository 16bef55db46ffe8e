import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { activityOfKind, applyTo } from '../../test/job-kit.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import { SPEED_METHOD_VERSION, SPEED_UPLOAD_MAX_BYTES } from '../../../contracts/speed-test.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let li: S, maria: S;
let refId: string;
let speedActivity: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [li, maria] = (await Promise.all(['li.wei@assay.test', 'maria.garcia@assay.test'].map((e) => t.signIn(e)))) as [S, S];
  refId = await applyTo(t, li, REMOTE_SUPPORT_JOB_UUID);
  speedActivity = await activityOfKind(t, REMOTE_SUPPORT_JOB_UUID, 'speed_test');
});
afterAll(async () => t.close());

describe('the byte endpoints', () => {
  it('given a signed-in user, then the download streams exactly the bytes asked for, not cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/integration/v1/speed-test/download/?bytes=300000',
      headers: { authorization: `Bearer ${li.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(300000);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/octet-stream');
  });

  it('given too many bytes asked, or nobody signed in, then refused', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/integration/v1/speed-test/download/?bytes=999999999',
          headers: { authorization: `Bearer ${li.token}` },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/integration/v1/speed-test/download/?bytes=10' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/integration/v1/speed-test/upload/',
          payload: Buffer.alloc(10),
          headers: { 'content-type': 'application/octet-stream' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('given an upload, then it is counted and discarded; over the cap, 413', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/integration/v1/speed-test/upload/',
      payload: Buffer.alloc(1_500_000, 7),
      headers: { authorization: `Bearer ${li.token}`, 'content-type': 'application/octet-stream' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.bytes).toBe(1_500_000);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/integration/v1/speed-test/upload/',
      payload: Buffer.alloc(SPEED_UPLOAD_MAX_BYTES + 1),
      headers: { authorization: `Bearer ${li.token}`, 'content-type': 'application/octet-stream' },
    });
    expect(big.statusCode).toBe(413);
    const json = await t.request({
      method: 'POST',
      url: '/api/integration/v1/speed-test/upload/',
      token: li.token,
      body: { a: 1 },
    });
    expect(json.statusCode).toBe(400);
  });

  it('given the ping, then a tiny no-store answer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/integration/v1/speed-test/ping/', token: li.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the result', () => {
  const body = () => ({
    ref_id: refId,
    job_step_activity_id: speedActivity,
    download_mbps: 95.456,
    upload_mbps: 20.1,
    latency_ms: 12.34,
    jitter_ms: 1.25,
    method_version: SPEED_METHOD_VERSION,
  });

  it('given another candidate, then 404', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/integration/v1/speed-test/result/',
      token: maria.token,
      body: body(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('given the candidate, then stored on the activity, the activity completes, a second result is 409', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/integration/v1/speed-test/result/',
      token: li.token,
      body: body(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      download_mbps: 95.46,
      upload_mbps: 20.1,
      latency_ms: 12.3,
      jitter_ms: 1.3,
      method_version: SPEED_METHOD_VERSION,
    });
    const done = await t.db
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', refId)
      .where('job_step_activity_id', '=', speedActivity)
      .executeTakeFirst();
    expect(done?.is_completed).toBe(true);
    const again = await t.request({
      method: 'POST',
      url: '/api/integration/v1/speed-test/result/',
      token: li.token,
      body: body(),
    });
    expect(again.statusCode).toBe(409);
  });
});
