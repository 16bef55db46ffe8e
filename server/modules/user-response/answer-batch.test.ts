import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash, MAX_ANSWER_BATCH, type AnswerValue } from '../../../contracts/user-response.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { attemptTarget as target, freshAttempt as newAttempt, type Attempt } from '../../test/attempt-kit.ts';
import { submittedMessage } from './user-response.service.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, owner: S, otherOwner: S, admin: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = ['maria.garcia@assay.test', 'owner@demo-company.test', 'owner@other-company.test', 'admin@assay.test'];
  [maria, owner, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S];
});
afterAll(async () => t.close());

const URL = {
  answer: '/api/user-response/v1/assessment-answers/',
  batch: '/api/user-response/v1/assessment-answers/batch/',
  submit: '/api/user-response/v1/assessment-answers/submit/',
};

const freshAttempt = () => newAttempt(t, 'batch');
const item = (
  item_id: string,
  value: AnswerValue,
  revision = 1,
  answered_at = new Date().toISOString(),
  idempotency_key = randomUUID(),
) => ({
  idempotency_key,
  item_id,
  value,
  revision,
  answered_at,
});
type Item = ReturnType<typeof item>;

const sendBatch = (a: Attempt, items: Item[], who = a.who) =>
  t.request({ method: 'POST', url: URL.batch, token: who.token, body: { ...target(a), items } });
const sendOne = (a: Attempt, x: Item) => {
  const { idempotency_key, ...rest } = x;
  return t.request({
    method: 'POST',
    url: URL.answer,
    token: a.who.token,
    body: { ...target(a), ...rest },
    headers: { 'idempotency-key': idempotency_key },
  });
};

const storedAnswers = (attemptId: string) =>
  t.db
    .selectFrom('user_answers')
    .select(['item_id', 'value', 'revision', 'synced_late'])
    .where('attempt_id', '=', attemptId)
    .orderBy('item_id')
    .execute();
const storedKeys = (keys: string[]) =>
  t.db.selectFrom('idempotency_keys').select('idempotency_key').where('idempotency_key', 'in', keys).execute();

describe('the answer batch applies each key once (offline promise 1)', () => {
  it('given a batch of three answers, when the same batch is sent 5 times in a row, then each answer is stored once and the repeats replay the first results', async () => {
    const a = await freshAttempt();
    const items = [item('q1', 1), item('q2', 'two'), item('q3', ['a', 'b'])];
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await sendBatch(a, items));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const first = replies[0]!.json().data;
    expect(first.results).toEqual(
      items.map((x) => ({
        idempotency_key: x.idempotency_key,
        status: 200,
        data: { item_id: x.item_id, revision: 1, applied: true, synced_late: false },
        replayed: false,
      })),
    );
    for (const r of replies.slice(1)) {
      expect(r.json().data.results).toEqual(first.results.map((x: object) => ({ ...x, replayed: true })));
    }
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 1, revision: 1, synced_late: false },
      { item_id: 'q2', value: 'two', revision: 1, synced_late: false },
      { item_id: 'q3', value: ['a', 'b'], revision: 1, synced_late: false },
    ]);
    expect(await storedKeys(items.map((x) => x.idempotency_key))).toHaveLength(3);
  });

  it('given one key twice in a batch, the second time with the same answer and then with another, then the first applies, the repeat replays it and the other answer gets 422', async () => {
    const a = await freshAttempt();
    const once = item('q1', 2);
    const reply = await sendBatch(a, [once, item('q2', 1), { ...once }, { ...once, value: 5 }]);
    expect(reply.statusCode).toBe(200);
    const results = reply.json().data.results;
    const applied = {
      idempotency_key: once.idempotency_key,
      status: 200,
      data: { item_id: 'q1', revision: 1, applied: true, synced_late: false },
    };
    expect(results[0]).toEqual({ ...applied, replayed: false });
    expect(results[2]).toEqual({ ...applied, replayed: true });
    expect(results[3]).toMatchObject({ idempotency_key: once.idempotency_key, status: 422, replayed: false });
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 2, revision: 1, synced_late: false },
      { item_id: 'q2', value: 1, revision: 1, synced_late: false },
    ]);
  });

  it('given a batch, when it is sent 5 times at once, then each key is applied by exactly one of them and each answer is stored once', async () => {
    const a = await freshAttempt();
    const items = [item('q1', 'x'), item('q2', 2, 2), item('q3', null)];
    const replies = await Promise.all(Array.from({ length: 5 }, () => sendBatch(a, items)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const [i, x] of items.entries()) {
      const outcomes = replies.map((r) => r.json().data.results[i]);
      expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
      for (const o of outcomes)
        expect(o).toMatchObject({
          idempotency_key: x.idempotency_key,
          status: 200,
          data: { item_id: x.item_id, revision: x.revision, applied: true },
        });
    }
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 'x', revision: 1, synced_late: false },
      { item_id: 'q2', value: 2, revision: 2, synced_late: false },
      { item_id: 'q3', value: null, revision: 1, synced_late: false },
    ]);
  });

  it('given an answer already sent alone with a key, when a batch carries the same key and answer, then it is replayed and not applied again (and the other way round)', async () => {
    const a = await freshAttempt();
    const alone = item('q1', 'alone');
    const single = await sendOne(a, alone);
    expect(single.statusCode, single.body).toBe(200);
    const batched = await sendBatch(a, [alone, item('q2', 'new')]);
    expect(batched.json().data.results.map((r: { replayed: boolean; data: unknown }) => [r.replayed, r.data])).toEqual([
      [true, single.json().data],
      [false, { item_id: 'q2', revision: 1, applied: true, synced_late: false }],
    ]);
    const inBatch = item('q3', 'batched');
    await sendBatch(a, [inBatch]);
    const resent = await sendOne(a, inBatch);
    expect([resent.statusCode, resent.headers['idempotent-replay'], resent.json().data.applied]).toEqual([
      200,
      'true',
      true,
    ]);
    expect((await storedAnswers(a.attempt_id)).map((x) => x.item_id)).toEqual(['q1', 'q2', 'q3']);
  });
});

describe('the answer batch keeps the single answer rules', () => {
  it('given revisions 1, 3 and 2 of one item in one batch and a later batch with 2 again, then the server holds 3 and acknowledges the others without applying them', async () => {
    const a = await freshAttempt();
    const first = await sendBatch(a, [item('q7', 'one', 1), item('q7', 'three', 3), item('q7', 'two', 2)]);
    expect(
      first
        .json()
        .data.results.map((r: { data: { applied: boolean; revision: number } }) => [r.data.applied, r.data.revision]),
    ).toEqual([
      [true, 1],
      [true, 3],
      [false, 3],
    ]);
    const later = await sendBatch(a, [item('q7', 'two again', 2)]);
    expect(later.json().data.results[0].data).toEqual({
      item_id: 'q7',
      revision: 3,
      applied: false,
      synced_late: false,
    });
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q7', value: 'three', revision: 3, synced_late: false },
    ]);
  });

  it('given an answer recorded 3 hours ago in a batch, then it is accepted and flagged synced late, and its neighbour is not', async () => {
    const a = await freshAttempt();
    const res = await sendBatch(a, [
      item('q1', 'offline', 1, new Date(Date.now() - 3 * 3_600_000).toISOString()),
      item('q2', 'online'),
    ]);
    expect(res.json().data.results.map((r: { data: { synced_late: boolean } }) => r.data.synced_late)).toEqual([
      true,
      false,
    ]);
    expect((await storedAnswers(a.attempt_id)).map((x) => x.synced_late)).toEqual([true, false]);
  });

  it('given a submitted attempt, when a batch mixes an already applied key with new answers, then the old key replays its first answer and each new one gets 409 attempt_submitted', async () => {
    const a = await freshAttempt();
    const kept = item('q1', 'kept');
    await sendBatch(a, [kept]);
    const submitted = await t.request({
      method: 'POST',
      url: URL.submit,
      token: a.who.token,
      body: { ...target(a), answer_count: 1, answers_hash: await answersHash([{ item_id: 'q1', value: 'kept' }]) },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const late = [item('q1', 'changed', 2), item('q2', 'new')];
    const res = await sendBatch(a, [kept, ...late]);
    expect(res.statusCode).toBe(200);
    const [replay, ...refused] = res.json().data.results;
    expect(replay).toMatchObject({ status: 200, replayed: true, data: { item_id: 'q1', applied: true } });
    for (const r of refused)
      expect(r).toMatchObject({
        status: 409,
        replayed: false,
        error: { code: 'attempt_submitted', message: submittedMessage },
      });
    // The refusal is that key's answer from now on, as with the single endpoint.
    const again = await sendOne(a, late[1]!);
    expect([again.statusCode, again.json().code]).toEqual([409, 'attempt_submitted']);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 'kept', revision: 1, synced_late: false },
    ]);
  });

  it('given a batch mixing a new answer, a stale revision, a replayed key and a key reused for a different answer, then each item gets its own result and only the new answer is applied', async () => {
    const a = await freshAttempt();
    const applied = item('q1', 'first', 2);
    await sendBatch(a, [applied]);
    const res = await sendBatch(a, [
      item('q2', 'new'),
      item('q1', 'stale', 1),
      applied,
      { ...applied, value: 'other' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.results.map(
          (r: { status: number; replayed: boolean; data?: { applied: boolean }; error?: { code: string } }) => [
            r.status,
            r.replayed,
            r.data?.applied ?? r.error?.code,
          ],
        ),
    ).toEqual([
      [200, false, true],
      [200, false, false],
      [200, true, true],
      [422, false, 'idempotency_key_reused'],
    ]);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 'first', revision: 2, synced_late: false },
      { item_id: 'q2', value: 'new', revision: 1, synced_late: false },
    ]);
  });

  it('given a batch with one malformed item among valid ones, then 400 names the item and nothing is stored', async () => {
    const a = await freshAttempt();
    const items = [item('q1', 'fine'), item('q2', 'x'.repeat(20_001)), { ...item('q3', 'fine'), revision: 0 }];
    const res = await sendBatch(a, items);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    const props = res.json().errors.map((e: { prop: string }) => e.prop);
    expect(props).toEqual(expect.arrayContaining(['items.1.value', 'items.2.revision']));
    expect(await storedAnswers(a.attempt_id)).toEqual([]);
    expect(await storedKeys(items.map((x) => x.idempotency_key))).toEqual([]);
  });

  it(`given more than ${MAX_ANSWER_BATCH} items or none, then 400 and nothing is stored; exactly ${MAX_ANSWER_BATCH} are accepted`, async () => {
    const a = await freshAttempt();
    const many = Array.from({ length: MAX_ANSWER_BATCH + 1 }, (_, i) => item(`q${i}`, i));
    const tooMany = await sendBatch(a, many);
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([400, 'validation_error']);
    expect((await sendBatch(a, [])).statusCode).toBe(400);
    expect(await storedAnswers(a.attempt_id)).toEqual([]);
    const full = await sendBatch(a, many.slice(0, MAX_ANSWER_BATCH));
    expect(full.statusCode, full.body).toBe(200);
    expect(await storedAnswers(a.attempt_id)).toHaveLength(MAX_ANSWER_BATCH);
  });
});

describe("the answer batch and someone else's attempt", () => {
  it("given the candidate's open attempt, when another candidate, staff of either company or a provider admin sends a batch for it, then 404, nothing is written and no key is kept", async () => {
    const a = await freshAttempt();
    const mine = item('q1', 'mine');
    await sendBatch(a, [mine]);
    const before = await storedAnswers(a.attempt_id);
    for (const who of [maria, owner, otherOwner, admin]) {
      const theirs = [item('q1', 'theirs', 9), item('q2', 'theirs'), { ...mine }];
      const res = await sendBatch(a, theirs, who);
      expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
      expect(res.body).not.toContain('mine');
      expect(await storedKeys(theirs.slice(0, 2).map((x) => x.idempotency_key))).toEqual([]);
    }
    expect(await storedAnswers(a.attempt_id)).toEqual(before);
  });

  it('given no sign-in, then 401', async () => {
    const a = await freshAttempt();
    const res = await t.request({ method: 'POST', url: URL.batch, body: { ...target(a), items: [item('q1', 'x')] } });
    expect(res.statusCode).toBe(401);
  });
});
