/**
 * A change of device mid-attempt on the scorecard (D402, D486), on real PGlite: the activity's
 * lease history (activity_lease_handovers, D73/D74) already knows when another device took a timed
 * test over, so the staff's timed results carry each take-over's time in `taken.device_moves`; a
 * reload on the same device is no move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash } from '../../../contracts/user-response.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { asDevice, freshApplication, lapse, target, type Application } from '../../test/lease-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  owner = await t.signIn('owner@demo-company.test');
});
afterAll(async () => t.close());

const URL = {
  start: '/api/user-response/v1/skills-test/start-section-time/',
  submit: '/api/user-response/v1/skills-test/submit/',
  takeOver: '/api/user-response/v1/skills-test/lease/take-over/',
};
const A = 'device-aaaa-moves';
const B = 'device-bbbb-moves';

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const done = await res;
  expect(done.statusCode, done.body).toBe(200);
  return done;
};

/** A fresh skills test whose first timed section device A starts. */
async function startedOnA(): Promise<Application> {
  const a = await freshApplication(t, 'skills_test');
  const read = await ok(
    t.request({
      method: 'GET',
      url: `/api/user-response/v1/skills-test/${a.ref_id}/?job_step_activity_id=${a.job_step_activity_id}`,
      token: a.who.token,
    }),
  );
  const section = (
    read as unknown as { json(): { data: { sections: { skills_test_section_id: number; is_practice: boolean }[] } } }
  )
    .json()
    .data.sections.find((s) => !s.is_practice)!;
  await ok(
    asDevice(t, a.who, A, {
      url: URL.start,
      body: {
        ...target(a),
        skills_test_section_id: section.skills_test_section_id,
        started_at: new Date().toISOString(),
      },
    }),
  );
  return a;
}

async function submitAndRead(a: Application, device: string): Promise<StaffTimedResult> {
  const digest = { answer_count: 0, answers_hash: await answersHash([]) };
  await ok(asDevice(t, a.who, device, { url: URL.submit, body: { ...target(a), ...digest } }));
  const application = await t.db
    .selectFrom('user_trackers')
    .select('user_step_tracker_id')
    .where('ref_id', '=', a.ref_id)
    .executeTakeFirstOrThrow();
  const res = await t.request({
    method: 'GET',
    url: `/api/smartreq/v1/timed-results/${application.user_step_tracker_id}/`,
    token: owner.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = (res.json().data as StaffTimedResult[]).find((r) => r.job_step_activity_id === a.job_step_activity_id);
  expect(result?.completed_at).not.toBeNull();
  return result!;
}

describe('a change of device mid-attempt, from the lease (D402)', () => {
  it('given device B takes a lapsed skills test over from device A, then staff read one move at the take-over time', async () => {
    const a = await startedOnA();
    await lapse(t, a);
    const moved = await ok(asDevice(t, a.who, B, { url: URL.takeOver, body: target(a) }));
    const at = (moved as unknown as { json(): { data: { taken_over_at: string } } }).json().data.taken_over_at;
    const result = await submitAndRead(a, B);
    expect(result.taken?.device_moves).toEqual([at]);
    // Nothing the device noted otherwise: the move alone.
    expect(result.taken).toMatchObject({ page_hidden: { count: 0 }, paste: 0 });
  });

  it('given device A reloads and takes its own test again, then no move', async () => {
    const a = await startedOnA();
    await lapse(t, a);
    await ok(asDevice(t, a.who, A, { url: URL.takeOver, body: target(a) }));
    const result = await submitAndRead(a, A);
    expect(result.taken?.device_moves ?? []).toEqual([]);
  });
});
