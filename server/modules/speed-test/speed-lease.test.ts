/** Offline promise 10 for the internet speed test: the result is a submission admitted by the activity's lease (single-submission-lease.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import { SPEED_METHOD_VERSION } from '../../../contracts/speed-test.ts';
import {
  asDevice,
  detail,
  freshApplication,
  lapse,
  LEASE_URL,
  leaseRow,
  target,
  type Application,
} from '../../test/lease-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => t.close());

const A = 'device-aaaa-speed';
const B = 'device-bbbb-speed';
const RESULT_URL = '/api/integration/v1/speed-test/result/';

const result = (app: Application) => ({
  ...target(app),
  download_mbps: 50,
  upload_mbps: 10,
  latency_ms: 20,
  jitter_ms: 2,
  method_version: SPEED_METHOD_VERSION,
});
const speedApplication = () => freshApplication(t, 'speed_test', REMOTE_SUPPORT_JOB_UUID);
const storedResults = async (app: Application) =>
  Number(
    (
      await t.db
        .selectFrom('speed_test_results')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('ref_id', '=', app.ref_id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('one writer across devices for the internet speed test (offline promise 10)', () => {
  it("given device A has the speed test open, then B's result gets 409 attempt_leased and nothing is stored; after the lapse B takes over and its result is stored; A's then gets attempt_moved", async () => {
    const app = await speedApplication();
    expect((await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) })).statusCode).toBe(200);

    const refused = await asDevice(t, app.who, B, { url: RESULT_URL, body: result(app) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'last_active_at')).toEqual(expect.any(String));
    expect(await storedResults(app)).toBe(0);
    expect((await leaseRow(t, app))!.lease_device_id).toBe(A);

    await lapse(t, app);
    expect((await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) })).statusCode).toBe(200);
    // A, whose measurement ran before the take-over, is refused as moved: the device that took over submits its own.
    const moved = await asDevice(t, app.who, A, { url: RESULT_URL, body: result(app) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(await storedResults(app)).toBe(0);

    const saved = await asDevice(t, app.who, B, { url: RESULT_URL, body: result(app) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedResults(app)).toBe(1);
  });

  it("given another candidate, then 404 for a result on this candidate's speed test, and no lease or result is written", async () => {
    const mine = await speedApplication();
    const stranger = await speedApplication();
    expect((await asDevice(t, stranger.who, A, { url: RESULT_URL, body: result(mine) })).statusCode).toBe(404);
    expect(await leaseRow(t, mine)).toBeUndefined();
    expect(await storedResults(mine)).toBe(0);
  });
});
