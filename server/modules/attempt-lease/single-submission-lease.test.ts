/** Offline promise 10 across devices for the activities submitted whole: the lease's heartbeat and take-over (contracts/activity-lease.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { asDevice, detail, freshApplication, lapse, LEASE_URL, leaseRow, target } from '../../test/lease-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => t.close());

const A = 'device-aaaa-form';
const B = 'device-bbbb-form';

describe('one writer across devices for the activities submitted whole (offline promise 10)', () => {
  it('given device A has the application form open, then device B is refused with when A was last active and when it may continue, and cannot take it over yet', async () => {
    const app = await freshApplication(t, 'form');
    const beat = await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) });
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json().data).toMatchObject({ lease_ms: 90_000, taken_over_at: null });
    const row = (await leaseRow(t, app))!;
    expect(row.lease_device_id).toBe(A);

    const refused = await asDevice(t, app.who, B, { url: LEASE_URL.heartbeat, body: target(app) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'last_active_at')).toBe(new Date(row.last_active_at!).toISOString());
    expect(detail(refused, 'lease_expires_at')).toBe(new Date(row.lease_expires_at!).toISOString());

    const early = await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('attempt_leased');
    expect((await leaseRow(t, app))!.lease_device_id).toBe(A);
  });

  it("given A's lease lapsed, B takes the form over (idempotently); A's heartbeat is then refused as moved", async () => {
    const app = await freshApplication(t, 'eeoc');
    expect((await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) })).statusCode).toBe(200);
    await lapse(t, app);

    const taken = await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) });
    expect(taken.statusCode, taken.body).toBe(200);
    const takenOverAt = taken.json().data.taken_over_at;
    expect(takenOverAt).toEqual(expect.any(String));
    const again = await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.taken_over_at).toBe(takenOverAt);
    const handovers = await t.db
      .selectFrom('activity_lease_handovers')
      .selectAll()
      .where('ref_id', '=', app.ref_id)
      .execute();
    expect(handovers.map((h) => [h.from_device_id, h.to_device_id])).toEqual([[A, B]]);

    const moved = await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(detail(moved, 'taken_over_at')).toBe(takenOverAt);
    expect((await asDevice(t, app.who, B, { url: LEASE_URL.heartbeat, body: target(app) })).statusCode).toBe(200);
  });

  it('given nobody holds the activity, the first device to take it over gets it at once, and a request without a device id is refused with 400', async () => {
    const app = await freshApplication(t, 'typing_test');
    const taken = await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.taken_over_at).toBeNull();
    const unnamed = await asDevice(t, app.who, undefined, { url: LEASE_URL.heartbeat, body: target(app) });
    expect(unnamed.statusCode).toBe(400);
  });

  it('another candidate, an activity of another kind and a submitted activity: 404, 404 and 409, and no lease is written', async () => {
    const mine = await freshApplication(t, 'video');
    const other = await freshApplication(t, 'video');
    const stranger = await asDevice(t, other.who, A, { url: LEASE_URL.heartbeat, body: target(mine) });
    expect(stranger.statusCode).toBe(404);
    const skills = await freshApplication(t, 'skills_test');
    expect((await asDevice(t, skills.who, A, { url: LEASE_URL.heartbeat, body: target(skills) })).statusCode).toBe(404);
    expect(await leaseRow(t, mine)).toBeUndefined();
    expect(await leaseRow(t, skills)).toBeUndefined();

    await t.db
      .insertInto('user_step_activities')
      .values({
        ref_id: mine.ref_id,
        job_step_activity_id: mine.job_step_activity_id,
        is_completed: true,
        completed_at: new Date(),
      })
      .onConflict((oc) => oc.columns(['ref_id', 'job_step_activity_id']).doUpdateSet({ is_completed: true }))
      .execute();
    const done = await asDevice(t, mine.who, A, { url: LEASE_URL.takeOver, body: target(mine) });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('attempt_submitted');
    expect(await leaseRow(t, mine)).toBeUndefined();
  });
});
