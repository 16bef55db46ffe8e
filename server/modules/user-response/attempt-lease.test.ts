/** Offline promise 10 across devices: the server's lease on an attempt (contracts/attempt-lease.ts). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash, type AnswerValue } from '../../../contracts/user-response.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { attemptTarget as target, freshAttempt as newAttempt, type Attempt } from '../../test/attempt-kit.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let otherCandidate: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  otherCandidate = await t.signIn('candidate@assay.test');
});
afterAll(async () => t.close());

const URL = {
  start: '/api/user-response/v1/set-start-time/',
  answer: '/api/user-response/v1/assessment-answers/',
  batch: '/api/user-response/v1/assessment-answers/batch/',
  submit: '/api/user-response/v1/assessment-answers/submit/',
  heartbeat: '/api/user-response/v1/attempt-lease/heartbeat/',
  takeOver: '/api/user-response/v1/attempt-lease/take-over/',
};
const DEVICE_A = 'device-aaaa-1111';
const DEVICE_B = 'device-bbbb-2222';

const post = (who: S, url: string, body: unknown, device?: string) =>
  t.request({
    method: 'POST',
    url,
    token: who.token,
    body,
    headers: { 'idempotency-key': randomUUID(), ...(device === undefined ? {} : { 'x-assay-device': device }) },
  });

const freshAttempt = () => newAttempt(t, 'lease');
const activityOf = (a: Attempt) => ({ ref_id: a.ref_id, job_step_activity_id: a.job_step_activity_id });
const answer = (
  a: Attempt,
  item_id: string,
  value: AnswerValue,
  revision = 1,
  answered_at = new Date().toISOString(),
) => ({
  ...target(a),
  item_id,
  value,
  revision,
  answered_at,
});
const start = (a: Attempt, device?: string) =>
  post(a.who, URL.start, { ...target(a), started_at: new Date().toISOString() }, device);

const attemptRow = (attemptId: string) =>
  t.db.selectFrom('user_attempts').selectAll().where('attempt_id', '=', attemptId).executeTakeFirstOrThrow();
const storedAnswers = (attemptId: string) =>
  t.db
    .selectFrom('user_answers')
    .select(['item_id', 'value', 'revision', 'device_id'])
    .where('attempt_id', '=', attemptId)
    .orderBy('item_id')
    .execute();

/** The holder went quiet: its lease ran out a second ago. */
const lapse = (attemptId: string) =>
  t.db
    .updateTable('user_attempts')
    .set({ lease_expires_at: new Date(Date.now() - 1000) })
    .where('attempt_id', '=', attemptId)
    .execute();

const detail = (body: { errors?: { prop: string; message: string }[] }, prop: string) =>
  body.errors?.find((e) => e.prop === prop)?.message;

describe('one writer across devices (offline promise 10)', () => {
  it('given device A answered, when device B writes while the lease is live, then 409 attempt_leased says when A was last active and nothing is written', async () => {
    const a = await freshAttempt();
    expect((await start(a, DEVICE_A)).statusCode).toBe(200);
    expect((await post(a.who, URL.answer, answer(a, 'q1', 'a'), DEVICE_A)).statusCode).toBe(200);
    const row = await attemptRow(a.attempt_id);
    expect(row.lease_device_id).toBe(DEVICE_A);
    expect(new Date(row.lease_expires_at!).getTime()).toBeGreaterThan(Date.now() + 60_000);

    // B, with the same attempt id (a synced copy) and with its own new attempt id: both refused.
    for (const b of [a, { ...a, attempt_id: randomUUID() }]) {
      const res = await post(a.who, URL.answer, answer(b, 'q1', 'b', 5), DEVICE_B);
      expect([res.statusCode, res.json().code], res.body).toEqual([409, 'attempt_leased']);
      expect(res.json().message).toBe(
        'This activity is already in progress on another device or browser. Please continue it there.',
      );
      expect(detail(res.json(), 'last_active_at')).toBe(new Date(row.last_active_at!).toISOString());
      expect(detail(res.json(), 'lease_expires_at')).toBe(new Date(row.lease_expires_at!).toISOString());
    }
    const started = await start({ ...a, attempt_id: randomUUID() }, DEVICE_B);
    expect([started.statusCode, started.json().code]).toEqual([409, 'attempt_leased']);
    // Taking over is refused while the lease is live.
    const early = await post(a.who, URL.takeOver, activityOf(a), DEVICE_B);
    expect([early.statusCode, early.json().code]).toEqual([409, 'attempt_leased']);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 'a', revision: 1, device_id: DEVICE_A },
    ]);
    expect((await attemptRow(a.attempt_id)).lease_device_id).toBe(DEVICE_A);
    expect(
      await t.db.selectFrom('user_attempts').select('attempt_id').where('ref_id', '=', a.ref_id).execute(),
    ).toHaveLength(1);
  });

  it('given the lease lapsed, when B takes over, then it gets the attempt id, the start and every answer with its revision, and continues above them', async () => {
    const a = await freshAttempt();
    await start(a, DEVICE_A);
    await post(a.who, URL.answer, answer(a, 'q1', 'a1'), DEVICE_A);
    await post(a.who, URL.answer, answer(a, 'q1', 'a2', 2), DEVICE_A);
    await post(a.who, URL.answer, answer(a, 'q2', ['x', 'y']), DEVICE_A);
    await lapse(a.attempt_id);

    const res = await post(a.who, URL.takeOver, activityOf(a), DEVICE_B);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.attempt_id).toBe(a.attempt_id);
    expect(data.server_started_at).not.toBeNull();
    expect(
      data.answers.map((x: { item_id: string; value: unknown; revision: number }) => [x.item_id, x.value, x.revision]),
    ).toEqual([
      ['q1', 'a2', 2],
      ['q2', ['x', 'y'], 1],
    ]);
    const row = await attemptRow(a.attempt_id);
    expect(row.lease_device_id).toBe(DEVICE_B);
    expect(new Date(row.taken_over_at!).toISOString()).toBe(data.taken_over_at);
    const handovers = await t.db
      .selectFrom('user_attempt_handovers')
      .select(['from_device_id', 'to_device_id'])
      .where('attempt_id', '=', a.attempt_id)
      .execute();
    expect(handovers).toEqual([{ from_device_id: DEVICE_A, to_device_id: DEVICE_B }]);

    // Taking over again from the same device changes nothing but the lease.
    const again = await post(a.who, URL.takeOver, activityOf(a), DEVICE_B);
    expect(again.json().data.taken_over_at).toBe(data.taken_over_at);
    // B writes above the server's revisions and submits.
    expect((await post(a.who, URL.answer, answer(a, 'q1', 'b3', 3), DEVICE_B)).json().data.applied).toBe(true);
    const kept = [
      { item_id: 'q1', value: 'b3' },
      { item_id: 'q2', value: ['x', 'y'] },
    ];
    const submitted = await post(
      a.who,
      URL.submit,
      { ...target(a), answer_count: 2, answers_hash: await answersHash(kept) },
      DEVICE_B,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it("given B took over, when A delivers late, then A's answers recorded before the take-over count (by revision) and those after are refused with attempt_moved", async () => {
    const a = await freshAttempt();
    await start(a, DEVICE_A);
    await post(a.who, URL.answer, answer(a, 'q1', 'a1'), DEVICE_A);
    const beforeTakeOver = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 15));
    await lapse(a.attempt_id);
    const taken = await post(a.who, URL.takeOver, activityOf(a), DEVICE_B);
    expect(taken.statusCode).toBe(200);
    // B changes q3 after the take-over (its revision 1).
    await post(a.who, URL.answer, answer(a, 'q3', 'b1'), DEVICE_B);
    await new Promise((r) => setTimeout(r, 15));
    const afterTakeOver = new Date().toISOString();

    // A was offline: q1 changed (rev 2), q2 and q3 answered, all before the take-over, and q4 after it.
    const q1 = await post(a.who, URL.answer, answer(a, 'q1', 'a2', 2, beforeTakeOver), DEVICE_A);
    expect([q1.statusCode, q1.json().data.applied]).toEqual([200, true]);
    const q2 = await post(a.who, URL.answer, answer(a, 'q2', 'a-q2', 1, beforeTakeOver), DEVICE_A);
    expect([q2.statusCode, q2.json().data.applied]).toEqual([200, true]);
    // q3: A's rev 4 made before the take-over is older than B's change after it: the later change wins.
    const q3 = await post(a.who, URL.answer, answer(a, 'q3', 'a-q3', 4, beforeTakeOver), DEVICE_A);
    expect([q3.statusCode, q3.json().data.applied, q3.json().data.revision]).toEqual([200, false, 1]);
    const q4 = await post(a.who, URL.answer, answer(a, 'q4', 'a-q4', 1, afterTakeOver), DEVICE_A);
    expect([q4.statusCode, q4.json().code]).toEqual([409, 'attempt_moved']);
    expect(detail(q4.json(), 'taken_over_at')).toBe(taken.json().data.taken_over_at);
    // The same in one batch.
    const batch = await post(
      a.who,
      URL.batch,
      {
        ...target(a),
        items: [
          { idempotency_key: randomUUID(), item_id: 'q5', value: 'a-q5', revision: 1, answered_at: beforeTakeOver },
          { idempotency_key: randomUUID(), item_id: 'q6', value: 'a-q6', revision: 1, answered_at: afterTakeOver },
        ],
      },
      DEVICE_A,
    );
    expect(
      batch.json().data.results.map((r: { status: number; error?: { code: string } }) => [r.status, r.error?.code]),
    ).toEqual([
      [200, undefined],
      [409, 'attempt_moved'],
    ]);

    expect((await storedAnswers(a.attempt_id)).map((x) => [x.item_id, x.value, x.revision, x.device_id])).toEqual([
      ['q1', 'a2', 2, DEVICE_A],
      ['q2', 'a-q2', 1, DEVICE_A],
      ['q3', 'b1', 1, DEVICE_B],
      ['q5', 'a-q5', 1, DEVICE_A],
    ]);
    // A's other writes are refused as moved; the lease stays B's.
    for (const res of [
      await start(a, DEVICE_A),
      await post(a.who, URL.heartbeat, target(a), DEVICE_A),
      await post(a.who, URL.submit, { ...target(a), answer_count: 0, answers_hash: await answersHash([]) }, DEVICE_A),
    ]) {
      expect([res.statusCode, res.json().code], res.body).toEqual([409, 'attempt_moved']);
    }
    // B's heartbeat hands it A's late answers, so its view (and its submission hash) can match the server's.
    const beat = await post(a.who, URL.heartbeat, target(a), DEVICE_B);
    expect(beat.statusCode, beat.body).toBe(200);
    expect(
      beat.json().data.late_answers.map((x: { item_id: string; revision: number }) => [x.item_id, x.revision]),
    ).toEqual([
      ['q1', 2],
      ['q2', 1],
      ['q5', 1],
    ]);
    expect((await attemptRow(a.attempt_id)).lease_device_id).toBe(DEVICE_B);
  });

  it('given a heartbeat, then only the holder renews the lease; another device gets 409 and a request without a device id 400', async () => {
    const a = await freshAttempt();
    await start(a, DEVICE_A);
    await t.db
      .updateTable('user_attempts')
      .set({ lease_expires_at: new Date(Date.now() + 5000) })
      .where('attempt_id', '=', a.attempt_id)
      .execute();
    const before = await attemptRow(a.attempt_id);

    const other = await post(a.who, URL.heartbeat, target(a), DEVICE_B);
    expect([other.statusCode, other.json().code]).toEqual([409, 'attempt_leased']);
    const unnamed = await post(a.who, URL.heartbeat, target(a));
    expect([unnamed.statusCode, unnamed.json().code]).toEqual([400, 'validation_error']);
    const malformed = await post(a.who, URL.heartbeat, target(a), 'no spaces allowed');
    expect(malformed.statusCode).toBe(400);
    expect((await attemptRow(a.attempt_id)).lease_expires_at).toEqual(before.lease_expires_at);

    const own = await post(a.who, URL.heartbeat, target(a), DEVICE_A);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ attempt_id: a.attempt_id, lease_ms: 90_000, late_answers: [] });
    const after = await attemptRow(a.attempt_id);
    expect(new Date(after.lease_expires_at!).getTime()).toBeGreaterThan(Date.now() + 80_000);
    expect(new Date(after.last_active_at!).getTime()).toBeGreaterThan(new Date(before.last_active_at!).getTime());
    // An attempt id the activity does not have, for an activity whose attempt is held: leased, nothing created.
    const stray = await post(a.who, URL.heartbeat, { ...target(a), attempt_id: randomUUID() }, DEVICE_B);
    expect([stray.statusCode, stray.json().code]).toEqual([409, 'attempt_leased']);
    expect(
      await t.db.selectFrom('user_attempts').select('attempt_id').where('ref_id', '=', a.ref_id).execute(),
    ).toHaveLength(1);
  });

  it('given another candidate, when they take over or heartbeat, then 404 and the lease does not move, even after it lapsed', async () => {
    const a = await freshAttempt();
    await start(a, DEVICE_A);
    await post(a.who, URL.answer, answer(a, 'q1', 'secret'), DEVICE_A);
    await lapse(a.attempt_id);
    const taken = await post(otherCandidate, URL.takeOver, activityOf(a), DEVICE_B);
    expect([taken.statusCode, taken.json().code]).toEqual([404, 'not_found']);
    expect(taken.body).not.toContain('secret');
    const beat = await post(otherCandidate, URL.heartbeat, target(a), DEVICE_A);
    expect([beat.statusCode, beat.json().code]).toEqual([404, 'not_found']);
    const row = await attemptRow(a.attempt_id);
    expect([row.lease_device_id, row.taken_over_at]).toEqual([DEVICE_A, null]);
  });

  it('given the holder was offline past its lease and nobody took over, when it writes again, then it is still the writer and its lease is renewed', async () => {
    const a = await freshAttempt();
    await start(a, DEVICE_A);
    await lapse(a.attempt_id);
    const res = await post(a.who, URL.answer, answer(a, 'q1', 'late but mine'), DEVICE_A);
    expect([res.statusCode, res.json().data.applied]).toEqual([200, true]);
    expect(new Date((await attemptRow(a.attempt_id)).lease_expires_at!).getTime()).toBeGreaterThan(Date.now());
  });

  it('given an activity with no attempt or a submitted one, when a device takes over, then 404 or 409 attempt_submitted', async () => {
    const a = await freshAttempt();
    const none = await post(a.who, URL.takeOver, activityOf(a), DEVICE_B);
    expect(none.statusCode).toBe(404);
    await start(a, DEVICE_A);
    const submitted = await post(
      a.who,
      URL.submit,
      { ...target(a), answer_count: 0, answers_hash: await answersHash([]) },
      DEVICE_A,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    await lapse(a.attempt_id);
    const late = await post(a.who, URL.takeOver, activityOf(a), DEVICE_B);
    expect([late.statusCode, late.json().code]).toEqual([409, 'attempt_submitted']);
  });
});
