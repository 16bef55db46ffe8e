/** Offline promise 10 across devices for the application form: one device submits it at a time (single-submission-lease.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const A = 'device-aaaa-application';
const B = 'device-bbbb-application';
const SUBMIT_URL = '/api/user-response/v1/application-form/';

const profile = { first_name: 'Lea', last_name: 'Se', gender: 'Female', dob: '1994-03-04', phone_number: '5125550122' };

/** A complete, valid submission of the form: the profile and every custom field answered. */
async function readForm(app: Application) {
  const read = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/application-form/${app.ref_id}/?job_step_activity_id=${app.job_step_activity_id}`,
    token: app.who.token,
  });
  expect(read.statusCode, read.body).toBe(200);
  return read;
}

async function completeBody(app: Application) {
  const read = await readForm(app);
  const answers: Record<string, string> = { select: 'Yes', date: '2026-12-01', number: '21.50', text: 'Weekdays' };
  const fields: { account_field_id: number; field_type: string; options: string[] }[] = read.json().data.custom_fields;
  return {
    ...target(app),
    profile,
    custom_fields: fields.map((f) => ({
      account_field_id: f.account_field_id,
      answer: f.field_type === 'select' ? f.options[0]! : (answers[f.field_type] ?? 'Weekdays'),
    })),
  };
}

const submitAs = (app: Application, device: string, body: unknown) =>
  asDevice(t, app.who, device, { url: SUBMIT_URL, body });

async function written(app: Application) {
  const answers = await t.db.selectFrom('user_field_answers').selectAll().where('ref_id', '=', app.ref_id).execute();
  const activity = await t.db
    .selectFrom('user_step_activities')
    .select('is_completed')
    .where('ref_id', '=', app.ref_id)
    .where('job_step_activity_id', '=', app.job_step_activity_id)
    .executeTakeFirst();
  const { gender, phone_number } = (await readForm(app)).json().data.profile;
  return { answers: answers.length, completed: activity?.is_completed === true, gender, phone_number };
}

describe('one writer across devices for the application form (offline promise 10)', () => {
  it("given device A has the form open, then B's submission is refused as leased and writes nothing; after A's lease lapses and B takes over, B submits and A is refused as moved", async () => {
    const app = await freshApplication(t, 'form');
    const body = await completeBody(app);
    expect((await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) })).statusCode).toBe(200);
    const nothing = await written(app);
    expect(nothing).toMatchObject({ answers: 0, completed: false });

    const refused = await submitAs(app, B, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'lease_expires_at')).toEqual(expect.any(String));
    expect(await written(app)).toEqual(nothing);
    expect((await leaseRow(t, app))!.lease_device_id).toBe(A);

    await lapse(t, app);
    expect((await asDevice(t, app.who, B, { url: LEASE_URL.takeOver, body: target(app) })).statusCode).toBe(200);
    const moved = await submitAs(app, A, body);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(await written(app)).toEqual(nothing);

    const accepted = await submitAs(app, B, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ is_completed: true });
    expect(await written(app)).toMatchObject({
      answers: body.custom_fields.length,
      completed: true,
      gender: 'Female',
      phone_number: '5125550122',
    });

    // Once submitted, A hears that it is submitted (not a lease refusal).
    const late = await submitAs(app, A, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('attempt_submitted');
  });

  it('given the holder submits, then its lease is renewed and the form is completed; a device nobody holds against submits at once', async () => {
    const app = await freshApplication(t, 'form');
    const body = await completeBody(app);
    expect((await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) })).statusCode).toBe(200);
    const before = (await leaseRow(t, app))!;

    const res = await submitAs(app, A, body);
    expect(res.statusCode, res.body).toBe(200);
    const after = (await leaseRow(t, app))!;
    expect(after.lease_device_id).toBe(A);
    expect(after.taken_over_at).toBeNull();
    expect(new Date(after.lease_expires_at!).getTime()).toBeGreaterThan(new Date(before.lease_expires_at!).getTime());
    expect(await written(app)).toMatchObject({ completed: true });

    const fresh = await freshApplication(t, 'form');
    const first = await submitAs(fresh, B, await completeBody(fresh));
    expect(first.statusCode, first.body).toBe(200);
  });

  it("given the resume activity is open on A, then B's submission is refused as leased", async () => {
    const app = await freshApplication(t, 'resume');
    expect((await asDevice(t, app.who, A, { url: LEASE_URL.heartbeat, body: target(app) })).statusCode).toBe(200);
    const refused = await submitAs(app, B, target(app));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
  });

  it('given another candidate submits against a leased form, then 404 (not 409) and nothing is written', async () => {
    const mine = await freshApplication(t, 'form');
    const other = await freshApplication(t, 'form');
    expect((await asDevice(t, mine.who, A, { url: LEASE_URL.heartbeat, body: target(mine) })).statusCode).toBe(200);
    const stranger = await asDevice(t, other.who, B, {
      url: SUBMIT_URL,
      body: { ...target(mine), profile, custom_fields: [] },
    });
    expect(stranger.statusCode).toBe(404);
    expect(await written(mine)).toMatchObject({ answers: 0, completed: false });
    expect((await leaseRow(t, mine))!.lease_device_id).toBe(A);
  });
});
