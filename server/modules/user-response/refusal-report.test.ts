import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { freshAttempt, type Attempt } from '../../test/attempt-kit.ts';

// D270: a write the server refused for good is reported to the company by the device,
// and the company reads it in its audit log; only the candidate's own activity can be reported.
let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, otherOwner: S;
let demoId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, otherOwner] = await Promise.all([t.signIn('owner@demo-company.test'), t.signIn('owner@other-company.test')]);
  demoId = (await t.db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow())!.account_id;
});
afterAll(async () => t.close());

const URL = '/api/user-response/v1/refusals/';
const report = (a: Attempt, who = a.who, overrides: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: URL,
    token: who.token,
    body: {
      ref_id: a.ref_id,
      job_step_activity_id: a.job_step_activity_id,
      kind: 'typing-result',
      status: 413,
      code: 'payload_too_large',
      key: `key-${a.attempt_id}`,
      ...overrides,
    },
  });

const logOf = (who: S, accountId: number, userId: number) =>
  t.request({
    method: 'GET',
    url: `/api/account/v1/audit-log/?account_id=${accountId}&event=candidate_write_refused&actor_user_id=${userId}`,
    token: who.token,
  });

describe('a refused write reported to the company (D270)', () => {
  it('given a candidate reporting a refused result of their own activity, then the company reads it in its audit log with the kind and reason, once however often it is reported', async () => {
    const a = await freshAttempt(t, 'refusal');
    const first = await report(a);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ recorded: true });
    const again = await report(a);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ recorded: false });

    const rows = await t.db
      .selectFrom('audit_events')
      .select(['account_id', 'actor_user_id', 'subject_user_id', 'details'])
      .where('event', '=', 'candidate_write_refused')
      .where('subject_user_id', '=', a.who.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account_id: demoId, actor_user_id: a.who.userId });
    expect(rows[0]!.details).toMatchObject({
      ref_id: a.ref_id,
      job_step_activity_id: a.job_step_activity_id,
      kind: 'typing-result',
      status: 413,
      code: 'payload_too_large',
    });

    const log = await logOf(owner, demoId, a.who.userId);
    expect(log.statusCode, log.body).toBe(200);
    expect(JSON.stringify(log.json().data)).toContain('candidate_write_refused');
  });

  it("given another candidate's tracker, or an activity outside the tracker's job, then 404 and nothing is stored", async () => {
    const a = await freshAttempt(t, 'refusal');
    const b = await freshAttempt(t, 'refusal');
    expect((await report(a, b.who)).statusCode).toBe(404);
    expect((await report(a, a.who, { job_step_activity_id: 999_999 })).statusCode).toBe(404);
    expect((await report(a, a.who, { ref_id: randomUUID() })).statusCode).toBe(404);
    const stored = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'candidate_write_refused')
      .where('subject_user_id', 'in', [a.who.userId, b.who.userId])
      .execute();
    expect(stored).toHaveLength(0);
    // Another company never sees it.
    await report(a);
    const other = await t.db
      .selectFrom('accounts')
      .select('account_id')
      .where('name', '=', 'Other Company')
      .executeTakeFirstOrThrow();
    const log = await logOf(otherOwner, other.account_id, a.who.userId);
    expect(JSON.stringify(log.json().data ?? {})).not.toContain('candidate_write_refused');
  });

  it('given a refusal the device settles itself (a lease, a hash mismatch, already submitted), then nothing is stored', async () => {
    const a = await freshAttempt(t, 'refusal');
    for (const code of ['attempt_leased', 'attempt_moved', 'answers_mismatch', 'attempt_submitted']) {
      const res = await report(a, a.who, { code, status: 409, key: `key-${code}-${a.attempt_id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ recorded: false });
    }
    const stored = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'candidate_write_refused')
      .where('subject_user_id', '=', a.who.userId)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('given a kind or code that is not a plain word, then 400', async () => {
    const a = await freshAttempt(t, 'refusal');
    expect((await report(a, a.who, { kind: '<script>' })).statusCode).toBe(400);
    expect((await report(a, a.who, { code: 'x'.repeat(61) })).statusCode).toBe(400);
  });
});
