/** Offline promise 10 across devices for the language test: the activity's lease (contracts/activity-lease.ts, migration 0025). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languagePartDigest } from '../../../contracts/language-test.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  asDevice,
  detail,
  freshApplication,
  lapse as kitLapse,
  leaseRow as kitLeaseRow,
  target,
  type Application,
} from '../../test/lease-kit.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../../db/seed/demo-typing-speed.ts';
import { DEMO_LANGUAGE_TEST_TITLE } from '../../db/seed/demo-language-test.ts';
import { BANK_ES } from './bank-es.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let activityId: number;
let listeningId: number;
let readingId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  activityId = (
    await t.db
      .selectFrom('job_step_activities')
      .select('job_step_activity_id')
      .where('title', '=', DEMO_LANGUAGE_TEST_TITLE)
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  const parts = await t.db
    .selectFrom('vendor_assessments')
    .select(['vendor_assessment_id', 'external_vendor_asmt_id'])
    .where('job_step_activity_id', '=', activityId)
    .execute();
  listeningId = parts.find((p) => p.external_vendor_asmt_id === 'listening|es|en')!.vendor_assessment_id;
  readingId = parts.find((p) => p.external_vendor_asmt_id === 'reading|es|en')!.vendor_assessment_id;
});
afterAll(async () => t.close());

const URL = {
  answer: '/api/user-response/v1/language-test/answer/',
  complete: '/api/user-response/v1/language-test/complete-part/',
  heartbeat: '/api/user-response/v1/language-test/lease/heartbeat/',
  takeOver: '/api/user-response/v1/language-test/lease/take-over/',
};
const A = 'device-aaaa-language';
const B = 'device-bbbb-language';

/** A new candidate applied to Remote Support Agent, whose language test is the demo's. */
async function freshCandidate(): Promise<Application> {
  const c = await freshApplication(t, 'language_test', REMOTE_SUPPORT_JOB_UUID);
  expect(c.job_step_activity_id).toBe(activityId);
  return c;
}

const post = (who: S, url: string, body: unknown, device?: string) => asDevice(t, who, device, { url, body });
const answer = (
  c: Application,
  part: number,
  item_id: string,
  option_id: string | null,
  revision: number,
  device?: string,
  answered_at = new Date().toISOString(),
) =>
  post(
    c.who,
    URL.answer,
    { ...target(c), vendor_assessment_id: part, item_id, option_id, revision, answered_at },
    device,
  );
const stored = (c: Application) =>
  t.db
    .selectFrom('user_vendor_answers as a')
    .innerJoin('user_vendor_assessments as u', 'u.user_vendor_assessment_id', 'a.user_vendor_assessment_id')
    .select(['u.vendor_assessment_id', 'a.item_id', 'a.option_id', 'a.revision', 'a.device_id'])
    .where('u.ref_id', '=', c.ref_id)
    .orderBy('u.vendor_assessment_id')
    .orderBy('a.item_id')
    .execute();
const leaseRow = (c: Application) => kitLeaseRow(t, c);
const lapse = (c: Application) => kitLapse(t, c);

describe('one writer across devices for the language test (offline promise 10)', () => {
  it('given device A answers, device B is refused with attempt_leased and the times while the lease is live; no early take-over', async () => {
    const c = await freshCandidate();
    const [l1, l2] = BANK_ES.listening;
    expect((await answer(c, listeningId, l1!.item_id, l1!.answer, 1, A)).statusCode).toBe(200);
    const lease = (await leaseRow(c))!;
    expect(lease.lease_device_id).toBe(A);
    const refused = await answer(c, listeningId, l2!.item_id, l2!.answer, 1, B);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('attempt_leased');
    expect(detail(refused, 'last_active_at')).toBe(new Date(lease.last_active_at!).toISOString());
    expect(detail(refused, 'lease_expires_at')).toBe(new Date(lease.lease_expires_at!).toISOString());
    expect(
      (
        await post(
          c.who,
          URL.complete,
          { ...target(c), vendor_assessment_id: listeningId, answer_count: 0, answers_hash: '0'.repeat(64) },
          B,
        )
      ).json().code,
    ).toBe('attempt_leased');
    expect((await post(c.who, URL.takeOver, target(c), B)).json().code).toBe('attempt_leased');
    expect((await post(c.who, URL.heartbeat, target(c), B)).json().code).toBe('attempt_leased');
    expect((await stored(c)).map((a) => a.item_id)).toEqual([l1!.item_id]);
  });

  it("given A's lease lapsed, B takes over with the completed parts and the answers; A's later answers are refused as moved, its earlier ones kept", async () => {
    const c = await freshCandidate();
    const reading = BANK_ES.reading;
    for (const item of reading)
      expect((await answer(c, readingId, item.item_id, item.answer, 1, A)).statusCode).toBe(200);
    const digest = await languagePartDigest(reading.map((i) => ({ item_id: i.item_id, option_id: i.answer })));
    const completed = await post(c.who, URL.complete, { ...target(c), vendor_assessment_id: readingId, ...digest }, A);
    expect(completed.statusCode, completed.body).toBe(200);
    const [l1, l2, l3] = BANK_ES.listening;
    expect((await answer(c, listeningId, l1!.item_id, 'a', 1, A)).statusCode).toBe(200);
    expect((await answer(c, listeningId, l1!.item_id, 'b', 2, A)).statusCode).toBe(200);
    const beforeTakeOver = new Date().toISOString();
    await lapse(c);

    const taken = await post(c.who, URL.takeOver, target(c), B);
    expect(taken.statusCode, taken.body).toBe(200);
    const state = taken.json().data;
    expect(state.taken_over_at).not.toBeNull();
    expect(state.parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ vendor_assessment_id: readingId, status: 'completed' }),
        expect.objectContaining({ vendor_assessment_id: listeningId, status: 'in_progress', completed_at: null }),
      ]),
    );
    expect(
      state.answers.filter((a: { vendor_assessment_id: number }) => a.vendor_assessment_id === listeningId),
    ).toEqual([expect.objectContaining({ item_id: l1!.item_id, option_id: 'b', revision: 2 })]);
    expect(
      state.answers.filter((a: { vendor_assessment_id: number }) => a.vendor_assessment_id === readingId),
    ).toHaveLength(reading.length);
    expect((await leaseRow(c))!.lease_device_id).toBe(B);

    expect((await answer(c, listeningId, l1!.item_id, 'c', 3, B)).json().data.applied).toBe(true);
    // A's answers recorded before the take-over: a new item is kept; l1 yields to B's later write.
    expect((await answer(c, listeningId, l2!.item_id, l2!.answer, 1, A, beforeTakeOver)).json().data.applied).toBe(
      true,
    );
    expect((await answer(c, listeningId, l1!.item_id, 'a', 7, A, beforeTakeOver)).json().data.applied).toBe(false);
    const moved = await answer(c, listeningId, l3!.item_id, l3!.answer, 1, A);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('attempt_moved');
    expect(detail(moved, 'taken_over_at')).toBe(state.taken_over_at);
    expect((await post(c.who, URL.heartbeat, target(c), A)).json().code).toBe('attempt_moved');
    expect(
      (await stored(c))
        .filter((a) => a.vendor_assessment_id === listeningId)
        .map((a) => [a.item_id, a.option_id, a.revision, a.device_id]),
    ).toEqual([
      [l1!.item_id, 'c', 3, B],
      [l2!.item_id, l2!.answer, 1, A],
    ]);
    const beat = await post(c.who, URL.heartbeat, target(c), B);
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json().data.late_answers).toEqual([
      expect.objectContaining({ vendor_assessment_id: listeningId, item_id: l2!.item_id, revision: 1 }),
    ]);
  });

  it('given another candidate, the heartbeat and take-over answer 404 and change nothing; before any part opened 404; only the holder heartbeats', async () => {
    const c = await freshCandidate();
    const other = await freshCandidate();
    expect((await post(c.who, URL.heartbeat, target(c), A)).statusCode).toBe(404);
    expect((await post(c.who, URL.takeOver, target(c), A)).statusCode).toBe(404);
    const [l1] = BANK_ES.listening;
    await answer(c, listeningId, l1!.item_id, l1!.answer, 1, A);
    await lapse(c);
    expect((await post(other.who, URL.takeOver, target(c), B)).statusCode).toBe(404);
    expect((await post(other.who, URL.heartbeat, target(c), B)).statusCode).toBe(404);
    expect((await post(c.who, URL.heartbeat, target(c))).statusCode).toBe(400);
    expect((await post(c.who, URL.heartbeat, target(c), B)).json().code).toBe('attempt_leased');
    expect((await leaseRow(c))!.lease_device_id).toBe(A);
    const renewed = await post(c.who, URL.heartbeat, target(c), A);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.late_answers).toEqual([]);
  });
});
