/** Offline promise 10 across devices for the equal-opportunity questions: one device submits them at a time (single-submission-lease.ts). */
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

const A = 'device-aaaa-eeoc';
const B = 'device-bbbb-eeoc';
const SUBMIT_URL = '/api/user-response/v1/submit-eeoc-answers/';

const bodyOf = (app: Application) => ({ ...target(app), answers: { gender: 'female', veteran_status: 'decline' } });
const submitAs = (app: Application, device: string, body: unknown = bodyOf(app)) =>
  asDevice(t, app.who, device, { url: SUBMIT_URL, body });
const heartbeat = (app: Application, device: string) =>
  asDevice(t, app.who, device, { url: LEASE_URL.heartbeat, body: target(app) });

async function written(app: Application) {
  const rows = await t.db.selectFrom('eeoc_answers').select('eeoc_answer_id').execute();
  return { rows: rows.length, completed: await isActivityCompleted(t.db, app.ref_id, app.job_step_activity_id) };
}

describe('one writer across devices for the equal-opportunity questions (offline promise 10)', () => {
  it("given device A has the questions open, then B's answers are refused as leased and nothing is stored; after A's lease lapses and B takes over, A is refused as moved and B's answers are stored", async () => {
    const app = await freshApplication(t, 'eeoc');
    expect((await heartbeat(app, A)).statusCode).toBe(200);
    const before = await written(app);
    expect(before.completed).toBe(false);

    const refused = await submitAs(app, B);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'lease_expires_at')).toEqual(expect.any(String));
    expect(await written(app)).toEqual(before);

    await lapse(t, app);
    expect((await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) })).statusCode).toBe(200);
    const moved = await submitAs(app, A);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(await written(app)).toEqual(before);

    const accepted = await submitAs(app, B);
    expect([accepted.statusCode, accepted.json().data]).toEqual([200, { completed: true }]);
    expect(await written(app)).toEqual({ rows: before.rows + 1, completed: true });

    // A repeat once completed answers as before, from any device, and stores nothing new.
    const repeat = await submitAs(app, A);
    expect(repeat.statusCode).toBe(200);
    expect(await written(app)).toEqual({ rows: before.rows + 1, completed: true });
  });

  it('given the holder submits, then its lease is renewed and the answers are stored', async () => {
    const app = await freshApplication(t, 'eeoc');
    expect((await heartbeat(app, A)).statusCode).toBe(200);
    const before = (await leaseRow(t, app))!;
    const rows = (await written(app)).rows;

    const res = await submitAs(app, A);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await leaseRow(t, app))!;
    expect(after.lease_device_id).toBe(A);
    expect(after.taken_over_at).toBeNull();
    expect(new Date(after.lease_expires_at!).getTime()).toBeGreaterThan(new Date(before.lease_expires_at!).getTime());
    expect(await written(app)).toEqual({ rows: rows + 1, completed: true });
  });

  it('given another candidate submits against leased questions, then 404 (not 409) and nothing is stored', async () => {
    const mine = await freshApplication(t, 'eeoc');
    const other = await freshApplication(t, 'eeoc');
    expect((await heartbeat(mine, A)).statusCode).toBe(200);
    const before = await written(mine);
    const stranger = await asDevice(t, other.who, B, { url: SUBMIT_URL, body: bodyOf(mine) });
    expect(stranger.statusCode).toBe(404);
    expect(await written(mine)).toEqual(before);
    expect((await leaseRow(t, mine))!.lease_device_id).toBe(A);
  });
});
