import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHash, type AnswerValue } from '../../../contracts/user-response.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  attemptTarget as target,
  freshAttempt as newAttempt,
  openActivities,
  type Attempt,
} from '../../test/attempt-kit.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { MATRIX_ACTIVITY_ID } from '../../test/authorization-matrix.ts';
import { mismatchMessage, submittedMessage } from './user-response.service.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let candidate: S, maria: S, owner: S, otherOwner: S, admin: S;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'candidate@assay.test',
    'maria.garcia@assay.test',
    'owner@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
  ];
  [candidate, maria, owner, otherOwner, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S, S];
});
afterAll(async () => t.close());

const URL = {
  start: '/api/user-response/v1/set-start-time/',
  answer: '/api/user-response/v1/assessment-answers/',
  submit: '/api/user-response/v1/assessment-answers/submit/',
};

const post = (who: S, url: string, body: unknown, key: string = randomUUID()) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': key } });

const freshAttempt = () => newAttempt(t, 'answers');
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
const start = (a: Attempt, who = a.who, key?: string) =>
  post(who, URL.start, { ...target(a), started_at: new Date().toISOString() }, key);

async function submit(a: Attempt, answers: { item_id: string; value: AnswerValue }[], key?: string) {
  return post(
    a.who,
    URL.submit,
    { ...target(a), answer_count: answers.length, answers_hash: await answersHash(answers) },
    key,
  );
}

const storedAnswers = (attemptId: string) =>
  t.db
    .selectFrom('user_answers')
    .select(['item_id', 'value', 'revision', 'synced_late'])
    .where('attempt_id', '=', attemptId)
    .orderBy('item_id')
    .execute();

describe('exactly once (offline promise 1)', () => {
  it('given one answer, when the same Idempotency-Key is sent 5 times in a row, then one answer is stored and every reply is the first', async () => {
    const a = await freshAttempt();
    const key = randomUUID();
    const body = answer(a, 'q1', 'first');
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await post(a.who, URL.answer, body, key));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(replies[0]!.json().data).toEqual({ item_id: 'q1', revision: 1, applied: true, synced_late: false });
    expect(replies.slice(1).every((r) => r.headers['idempotent-replay'] === 'true')).toBe(true);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 'first', revision: 1, synced_late: false },
    ]);
  });

  it('given one answer, when the same Idempotency-Key is sent 5 times at once, then one answer is stored and nobody is told a different story', async () => {
    const a = await freshAttempt();
    const key = randomUUID();
    const body = answer(a, 'q1', ['a', 'b']);
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(a.who, URL.answer, body, key)));
    for (const r of replies) {
      // Either the first answer (applied or replayed) or "still being processed" while it runs.
      if (r.statusCode === 200)
        expect(r.json().data).toEqual({ item_id: 'q1', revision: 1, applied: true, synced_late: false });
      else expect([r.statusCode, r.json().code]).toEqual([503, 'request_in_progress']);
    }
    expect(replies.filter((r) => r.statusCode === 200 && r.headers['idempotent-replay'] !== 'true')).toHaveLength(1);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: ['a', 'b'], revision: 1, synced_late: false },
    ]);
  });

  it('given two tabs sending the same revision under different keys at once, then one is applied and the others are acknowledged', async () => {
    const a = await freshAttempt();
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(a.who, URL.answer, answer(a, 'q1', 4))));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(replies.filter((r) => r.json().data.applied)).toHaveLength(1);
    expect(await storedAnswers(a.attempt_id)).toEqual([{ item_id: 'q1', value: 4, revision: 1, synced_late: false }]);
  });
});

describe('the last change wins (offline promise 2)', () => {
  it('given revisions 1, 3, 2 delivered in that order, then the server holds revision 3 and acknowledges 2 without applying it', async () => {
    const a = await freshAttempt();
    const results = [];
    for (const [revision, value] of [
      [1, 'one'],
      [3, 'three'],
      [2, 'two'],
    ] as const) {
      const res = await post(a.who, URL.answer, answer(a, 'q7', value, revision));
      expect(res.statusCode, res.body).toBe(200);
      results.push(res.json().data);
    }
    expect(results.map((r) => [r.applied, r.revision])).toEqual([
      [true, 1],
      [true, 3],
      [false, 3],
    ]);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q7', value: 'three', revision: 3, synced_late: false },
    ]);
  });
});

describe('late delivery (offline promise 6)', () => {
  it('given an answer recorded 3 hours ago and delivered now, before submission, then it is accepted and flagged synced late', async () => {
    const a = await freshAttempt();
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const late = await post(a.who, URL.answer, answer(a, 'q1', 'offline', 1, threeHoursAgo));
    expect(late.json().data).toEqual({ item_id: 'q1', revision: 1, applied: true, synced_late: true });
    const prompt = await post(a.who, URL.answer, answer(a, 'q2', 'online'));
    expect(prompt.json().data.synced_late).toBe(false);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 'offline', revision: 1, synced_late: true },
      { item_id: 'q2', value: 'online', revision: 1, synced_late: false },
    ]);
    const submitted = await submit(a, [
      { item_id: 'q1', value: 'offline' },
      { item_id: 'q2', value: 'online' },
    ]);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});

describe('submission (offline promise 8)', () => {
  it('given a submitted attempt, when an answer or a start arrives, then 409 attempt_submitted with a clear message and nothing changes', async () => {
    const a = await freshAttempt();
    await post(a.who, URL.answer, answer(a, 'q1', 'kept'));
    expect((await submit(a, [{ item_id: 'q1', value: 'kept' }])).statusCode).toBe(200);
    const late = await post(a.who, URL.answer, answer(a, 'q1', 'changed', 2));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'attempt_submitted', message: submittedMessage });
    const restart = await start(a);
    expect([restart.statusCode, restart.json().code]).toEqual([409, 'attempt_submitted']);
    expect(await storedAnswers(a.attempt_id)).toEqual([
      { item_id: 'q1', value: 'kept', revision: 1, synced_late: false },
    ]);
  });

  it('given a hash that differs from the stored answers, then 409 answers_mismatch and the attempt stays open until the hashes agree', async () => {
    const a = await freshAttempt();
    await post(a.who, URL.answer, answer(a, 'q1', 'server has this'));
    const refused = await submit(a, [{ item_id: 'q1', value: 'device has this' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'answers_mismatch', message: mismatchMessage });
    const attempt = await t.db
      .selectFrom('user_attempts')
      .selectAll()
      .where('attempt_id', '=', a.attempt_id)
      .executeTakeFirstOrThrow();
    expect(attempt.submitted_at).toBeNull();
    expect(await openActivities(t, a.who, a.ref_id)).toContain(a.job_step_activity_id);
    // Still open: the resent answer is applied, and the same submission now succeeds.
    expect((await post(a.who, URL.answer, answer(a, 'q1', 'device has this', 2))).json().data.applied).toBe(true);
    expect((await submit(a, [{ item_id: 'q1', value: 'device has this' }])).statusCode).toBe(200);
  });

  it('given a submitted attempt, when it is submitted again (new key or same key), then the same receipt comes back', async () => {
    const a = await freshAttempt();
    const answers = [
      { item_id: 'b', value: 2 },
      { item_id: 'a', value: null },
      { item_id: 'c', value: ['x', 'é'] },
    ];
    for (const x of answers) await post(a.who, URL.answer, answer(a, x.item_id, x.value));
    const key = randomUUID();
    const first = await submit(a, answers, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      attempt_id: a.attempt_id,
      answer_count: 3,
      answers_hash: await answersHash(answers),
      submitted_at: expect.any(String),
    });
    expect((await submit(a, answers)).json()).toEqual(first.json());
    expect((await submit(a, answers, key)).json()).toEqual(first.json());
  });

  it("given the demo candidate's application at 50%, when an activity is submitted, then the activity is completed and pct_complete rises to 62", async () => {
    const pct = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/user/v1/progress-tracker/user/${candidate.userId}/`,
        token: candidate.token,
      });
      return res.json().data.find((x: { ref_id: string }) => x.ref_id === DEMO_TRACKERS.candidateOpen).pct_complete;
    };
    expect(await pct()).toBe(50);
    // The second open one, the typing test: the first, Screening questions, checks its answers against its questions.
    const [, activity] = await openActivities(t, candidate, DEMO_TRACKERS.candidateOpen);
    const a: Attempt = {
      who: candidate,
      ref_id: DEMO_TRACKERS.candidateOpen,
      job_step_activity_id: activity!,
      attempt_id: randomUUID(),
    };
    expect((await start(a)).statusCode).toBe(200);
    await post(a.who, URL.answer, answer(a, 'q1', 3));
    expect((await submit(a, [{ item_id: 'q1', value: 3 }])).statusCode).toBe(200);
    expect(await pct()).toBe(62);
    expect(await openActivities(t, candidate, DEMO_TRACKERS.candidateOpen)).not.toContain(activity);
  });
});

describe('attempts', () => {
  it('given a started attempt, when the start is sent again, then the first server start time comes back', async () => {
    const a = await freshAttempt();
    const first = await start(a);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const again = await start(a);
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data.attempt_id).toBe(a.attempt_id);
  });

  it('given an open attempt, when another attempt id starts the same activity, then 409 and only one attempt exists', async () => {
    const a = await freshAttempt();
    await start(a);
    const second = await start({ ...a, attempt_id: randomUUID() });
    expect([second.statusCode, second.json().code]).toEqual([409, 'attempt_leased']);
    const attempts = await t.db
      .selectFrom('user_attempts')
      .select('attempt_id')
      .where('ref_id', '=', a.ref_id)
      .execute();
    expect(attempts).toEqual([{ attempt_id: a.attempt_id }]);
  });

  it('given an activity of another job, then 404 and nothing is written', async () => {
    const a = await freshAttempt();
    const pathwayActivity = await t.db
      .selectFrom('job_step_activities as jsa')
      .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
      .select('jsa.job_step_activity_id')
      .where('j.uuid', '=', DEMO_JOBS.pathway)
      .executeTakeFirstOrThrow();
    const res = await post(
      a.who,
      URL.answer,
      answer({ ...a, job_step_activity_id: pathwayActivity.job_step_activity_id }, 'q1', 'x'),
    );
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    expect(
      await t.db.selectFrom('user_attempts').select('attempt_id').where('ref_id', '=', a.ref_id).execute(),
    ).toEqual([]);
  });

  it("the authorisation matrix names the Screening questions of the demo candidate's open application", async () => {
    const row = await t.db
      .selectFrom('job_step_activities')
      .select('title')
      .where('job_step_activity_id', '=', MATRIX_ACTIVITY_ID)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Screening questions');
  });
});

describe("someone else's attempt", () => {
  it("given the candidate's open attempt, when another candidate, staff of either company or a provider admin starts, answers or submits it, then 404 and nothing is written", async () => {
    const a = await freshAttempt();
    await start(a);
    await post(a.who, URL.answer, answer(a, 'q1', 'mine'));
    const before = await storedAnswers(a.attempt_id);
    for (const who of [maria, owner, otherOwner, admin]) {
      const replies = [
        await start(a, who),
        await post(who, URL.answer, answer(a, 'q1', 'theirs', 9)),
        await post(who, URL.answer, answer(a, 'q2', 'theirs')),
        await post(who, URL.submit, {
          ...target(a),
          answer_count: 1,
          answers_hash: await answersHash([{ item_id: 'q1', value: 'mine' }]),
        }),
      ];
      expect(replies.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([404, 'not_found']));
      expect(replies.every((r) => !r.body.includes('mine'))).toBe(true);
    }
    // Naming the candidate's attempt under one's own tracker does not reach it either.
    const [mariaActivity] = await openActivities(t, maria, DEMO_TRACKERS.mariaOpen);
    const hijack = await post(maria, URL.answer, {
      ...answer(a, 'q1', 'theirs', 9),
      ref_id: DEMO_TRACKERS.mariaOpen,
      job_step_activity_id: mariaActivity,
    });
    expect(hijack.statusCode).toBe(404);
    expect(await storedAnswers(a.attempt_id)).toEqual(before);
    const attempt = await t.db
      .selectFrom('user_attempts')
      .select('submitted_at')
      .where('attempt_id', '=', a.attempt_id)
      .executeTakeFirstOrThrow();
    expect(attempt.submitted_at).toBeNull();
    expect(
      await t.db
        .selectFrom('user_attempts')
        .select('attempt_id')
        .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
        .execute(),
    ).toEqual([]);
  });

  it('given no sign-in, then 401', async () => {
    const a = await freshAttempt();
    const res = await t.request({ method: 'POST', url: URL.answer, body: answer(a, 'q1', 'x') });
    expect(res.statusCode).toBe(401);
  });
});
