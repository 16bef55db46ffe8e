/** Offline promise 10 across devices for the typing test: only the device holding the activity has its run scored (single-submission-lease.ts). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActivityCompleted } from '../../db/own-activity.store.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
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

const A = 'device-aaaa-typing';
const B = 'device-bbbb-typing';
const SCORE_URL = '/api/user-response/v1/score-typing-tests/';

/** A run of the application's passage: its first 30 characters, one every 200 ms. */
async function runOf(app: Application, attemptId = randomUUID()) {
  const read = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/typing-tests/job_step_activity/${app.job_step_activity_id}/user/${app.who.userId}/ref/${app.ref_id}/`,
    token: app.who.token,
  });
  expect(read.statusCode, read.body).toBe(200);
  const passage = read.json().data.passage as { typing_passage_id: number; text: string };
  const typed = passage.text.slice(0, 30);
  return {
    ...target(app),
    attempt_id: attemptId,
    typing_passage_id: passage.typing_passage_id,
    typed_text: typed,
    events: [...typed].map((k, i) => ({ t: (i + 1) * 200, k })),
    elapsed_ms: 6000,
  };
}

const scoreAs = (app: Application, device: string, body: unknown) =>
  asDevice(t, app.who, device, { url: SCORE_URL, body });
const heartbeat = (app: Application, device: string) =>
  asDevice(t, app.who, device, { url: LEASE_URL.heartbeat, body: target(app) });

async function written(app: Application) {
  const rows = await t.db.selectFrom('typing_results').select('attempt_id').where('ref_id', '=', app.ref_id).execute();
  return {
    runs: rows.map((r) => r.attempt_id),
    completed: await isActivityCompleted(t.db, app.ref_id, app.job_step_activity_id),
  };
}

describe('one writer across devices for the typing test (offline promise 10)', () => {
  it("given device A has the typing test open, then B's run is refused as leased and nothing is scored; after A's lease lapses and B takes over, A's run is refused as moved and B's run is scored", async () => {
    const app = await freshApplication(t, 'typing_test');
    expect((await heartbeat(app, A)).statusCode).toBe(200);
    const runOnA = await runOf(app);
    const runOnB = await runOf(app);

    const refused = await scoreAs(app, B, runOnB);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'lease_expires_at')).toEqual(expect.any(String));
    expect(await written(app)).toEqual({ runs: [], completed: false });
    expect((await leaseRow(t, app))!.lease_device_id).toBe(A);

    await lapse(t, app);
    expect((await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) })).statusCode).toBe(200);
    const moved = await scoreAs(app, A, runOnA);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(detail(moved, 'taken_over_at')).toEqual(expect.any(String));
    expect(await written(app)).toEqual({ runs: [], completed: false });

    // B's run, refused while A held the activity, is sent again from B: scored.
    const key = randomUUID();
    const accepted = await t.request({
      method: 'POST',
      url: SCORE_URL,
      token: app.who.token,
      body: runOnB,
      headers: { 'idempotency-key': key, 'x-assay-device': B },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.attempt_id).toBe(runOnB.attempt_id);
    expect(await written(app)).toEqual({ runs: [runOnB.attempt_id], completed: true });

    // The same request again (its idempotency key) and the same run under a new key: the stored result.
    const replay = await t.request({
      method: 'POST',
      url: SCORE_URL,
      token: app.who.token,
      body: runOnB,
      headers: { 'idempotency-key': key, 'x-assay-device': B },
    });
    expect([replay.statusCode, replay.json().data]).toEqual([200, accepted.json().data]);
    const resent = await scoreAs(app, B, runOnB);
    expect([resent.statusCode, resent.json().data]).toEqual([200, accepted.json().data]);
    // Once scored, A's own run is refused as submitted: the scored run stays.
    const late = await scoreAs(app, A, runOnA);
    expect([late.statusCode, late.json().code]).toEqual([409, 'attempt_submitted']);
    expect(await written(app)).toEqual({ runs: [runOnB.attempt_id], completed: true });
  });

  it('given the holder sends its run, then its lease is renewed and the run is scored', async () => {
    const app = await freshApplication(t, 'typing_test');
    expect((await heartbeat(app, A)).statusCode).toBe(200);
    const before = (await leaseRow(t, app))!;
    const run = await runOf(app);
    const res = await scoreAs(app, A, run);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await leaseRow(t, app))!;
    expect(after.lease_device_id).toBe(A);
    expect(new Date(after.lease_expires_at!).getTime()).toBeGreaterThanOrEqual(
      new Date(before.lease_expires_at!).getTime(),
    );
    expect(await written(app)).toEqual({ runs: [run.attempt_id], completed: true });
  });

  it('given another candidate sends a run against a leased typing test, then 404 (not 409) and nothing is scored', async () => {
    const mine = await freshApplication(t, 'typing_test');
    const other = await freshApplication(t, 'typing_test');
    expect((await heartbeat(mine, A)).statusCode).toBe(200);
    const run = await runOf(mine);
    const stranger = await asDevice(t, other.who, B, { url: SCORE_URL, body: run });
    expect(stranger.statusCode).toBe(404);
    expect(await written(mine)).toEqual({ runs: [], completed: false });
    expect((await leaseRow(t, mine))!.lease_device_id).toBe(A);
  });
});
