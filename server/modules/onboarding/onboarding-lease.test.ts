/** Offline promise 10 across devices for the onboarding form: only the device holding the activity submits it (single-submission-lease.ts). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingDigest } from '../../../contracts/onboarding.ts';
import { ONBOARDING_JOB_UUID } from '../../db/seed/demo-onboarding.ts';
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

const A = 'device-aaaa-onboarding';
const B = 'device-bbbb-onboarding';
const SUBMIT_URL = '/api/user-response/v1/onboarding-form/';

/** The onboarding activity is not part of the demo open requisition: an application to the onboarding job. */
const freshOnboarding = () => freshApplication(t, 'onboarding', ONBOARDING_JOB_UUID);

const answersWith = (legalName: string) => [
  { field_key: 'legal_name', value: legalName },
  { field_key: 'address', value: '12 Elm Street\nAustin, TX 78701' },
  { field_key: 'personal_email', value: 'lea.se@example.com' },
  { field_key: 'emergency_name', value: 'Jose Garcia' },
  { field_key: 'emergency_phone', value: '+1 (512) 555-0199' },
  { field_key: 'start_date', value: '2026-12-01' },
  { field_key: 'tshirt_size', value: 'M' },
  { field_key: 'handbook', value: 'true' },
];
const bodyOf = (app: Application, legalName: string) => ({ ...target(app), answers: answersWith(legalName) });
const submitAs = (app: Application, device: string, body: unknown) =>
  asDevice(t, app.who, device, { url: SUBMIT_URL, body });
const heartbeat = (app: Application, device: string) =>
  asDevice(t, app.who, device, { url: LEASE_URL.heartbeat, body: target(app) });

async function written(app: Application) {
  const rows = await t.db
    .selectFrom('user_onboarding_responses')
    .select('answers')
    .where('ref_id', '=', app.ref_id)
    .execute();
  const names = rows.map(
    (r) => (r.answers as { field_key: string; value: string }[]).find((a) => a.field_key === 'legal_name')?.value,
  );
  return { names, completed: await isActivityCompleted(t.db, app.ref_id, app.job_step_activity_id) };
}

describe('one writer across devices for the onboarding form (offline promise 10)', () => {
  it("given device A has the form open, then B's answers are refused as leased and nothing is stored; after A's lease lapses and B takes over, A's answers are refused as moved and B's are stored", async () => {
    const app = await freshOnboarding();
    expect((await heartbeat(app, A)).statusCode).toBe(200);

    const refused = await submitAs(app, B, bodyOf(app, 'Typed On B'));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'lease_expires_at')).toEqual(expect.any(String));
    expect(await written(app)).toEqual({ names: [], completed: false });
    expect((await leaseRow(t, app))!.lease_device_id).toBe(A);

    await lapse(t, app);
    expect((await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) })).statusCode).toBe(200);
    const moved = await submitAs(app, A, bodyOf(app, 'Typed On A'));
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(detail(moved, 'taken_over_at')).toEqual(expect.any(String));
    expect(await written(app)).toEqual({ names: [], completed: false });

    // B submits again from B: stored, with the receipt of its answers.
    const key = randomUUID();
    const send = () =>
      t.request({
        method: 'POST',
        url: SUBMIT_URL,
        token: app.who.token,
        body: bodyOf(app, 'Typed On B'),
        headers: { 'idempotency-key': key, 'x-assay-device': B },
      });
    const accepted = await send();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      is_completed: true,
      ...(await onboardingDigest(answersWith('Typed On B'))),
    });
    expect(await written(app)).toEqual({ names: ['Typed On B'], completed: true });

    // The same request again (its idempotency key), and the same answers under a new key: the stored receipt.
    const replay = await send();
    expect([replay.statusCode, replay.json().data]).toEqual([200, accepted.json().data]);
    const resent = await submitAs(app, B, bodyOf(app, 'Typed On B'));
    expect([resent.statusCode, resent.json().data]).toEqual([200, accepted.json().data]);
    // Once submitted, A's other answers are refused as submitted: B's stay.
    const late = await submitAs(app, A, bodyOf(app, 'Typed On A'));
    expect([late.statusCode, late.json().code]).toEqual([409, 'attempt_submitted']);
    expect(await written(app)).toEqual({ names: ['Typed On B'], completed: true });
  });

  it('given the holder submits, then its lease is renewed and the answers are stored', async () => {
    const app = await freshOnboarding();
    expect((await heartbeat(app, A)).statusCode).toBe(200);
    const before = (await leaseRow(t, app))!;
    const res = await submitAs(app, A, bodyOf(app, 'Held By A'));
    expect(res.statusCode, res.body).toBe(200);
    const after = (await leaseRow(t, app))!;
    expect(after.lease_device_id).toBe(A);
    expect(new Date(after.lease_expires_at!).getTime()).toBeGreaterThanOrEqual(
      new Date(before.lease_expires_at!).getTime(),
    );
    expect(await written(app)).toEqual({ names: ['Held By A'], completed: true });
  });

  it('given another candidate submits against a leased form, then 404 (not 409) and nothing is stored', async () => {
    const mine = await freshOnboarding();
    const other = await freshOnboarding();
    expect((await heartbeat(mine, A)).statusCode).toBe(200);
    const stranger = await submitAs(other, B, bodyOf(mine, 'Someone Else'));
    expect(stranger.statusCode).toBe(404);
    expect(await written(mine)).toEqual({ names: [], completed: false });
    expect((await leaseRow(t, mine))!.lease_device_id).toBe(A);
  });
});
