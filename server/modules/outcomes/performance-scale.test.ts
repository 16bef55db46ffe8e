import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutcomeQuestion, OutcomeReview } from '../../../contracts/outcome-questions.ts';
import type { PerformanceScale } from '../../../contracts/performance-scale.ts';
import { DEMO_PROFILES } from '../../db/seed/demo-job-profiles.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, otherOwner: S, candidate: S;
let demoAccountId: number;
let storeId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, recruiter, otherOwner, candidate] = (await Promise.all(
    ['owner@demo-company.test', 'recruiter@demo-company.test', 'owner@other-company.test', 'candidate@assay.test'].map(
      (e) => t.signIn(e),
    ),
  )) as [S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  storeId = (
    await t.db.selectFrom('jobs').select('job_id').where('uuid', '=', DEMO_PROFILES[0].uuid).executeTakeFirstOrThrow()
  ).job_id;
  // These tests start from a company that has set no scale: the demo seed's labelled one goes (nothing was answered on it).
  await t.db.deleteFrom('performance_scales').where('account_id', '=', demoAccountId).execute();
});
afterAll(async () => t.close());

const get = (who: S | null, url: string) =>
  t.request({ method: 'GET', url: `/api${url}`, ...(who ? { token: who.token } : {}) });
const send = (who: S | null, method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.request({
    method,
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    body,
    headers: { 'idempotency-key': randomUUID() },
  });
const SCALE = '/user-response/v1/performance-scale/';
const QUESTIONS = '/user-response/v1/outcome-questions/';
const scaleOf = async () => (await get(owner, `${SCALE}?account_id=${demoAccountId}`)).json().data as PerformanceScale;
const supervisorQuestions = async (archived: boolean) =>
  (
    (await get(owner, `${QUESTIONS}?account_id=${demoAccountId}&include_archived=${archived}`)).json().data
      .results as OutcomeQuestion[]
  ).filter((q) => q.audience === 'supervisor');
const fourLevels = [
  { label: 'Below expectations', description: 'Misses most targets' },
  { label: 'Partly meets' },
  { label: 'Meets expectations' },
  { label: 'Exceeds expectations', description: '' },
];

describe('the performance rating scale', () => {
  it('given a company that has set none, then it is 1 to 5 without labels', async () => {
    const scale = await scaleOf();
    expect(scale.performance_scale_id).toBeNull();
    expect(scale.levels.map((l) => [l.value, l.label])).toEqual([
      [1, ''],
      [2, ''],
      [3, ''],
      [4, ''],
      [5, ''],
    ]);
  });

  it('given bad levels, then each problem is named by its field and nothing changes', async () => {
    const few = await send(owner, 'PUT', SCALE, {
      account_id: demoAccountId,
      levels: [{ label: 'Low' }, { label: 'High' }],
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().errors.map((e: { prop: string }) => e.prop)).toEqual(['levels']);
    const many = await send(owner, 'PUT', SCALE, {
      account_id: demoAccountId,
      levels: Array.from({ length: 8 }, (_, i) => ({ label: `L${i}` })),
    });
    expect(many.json().errors[0].prop).toBe('levels');
    const bad = await send(owner, 'PUT', SCALE, {
      account_id: demoAccountId,
      levels: [
        { label: 'Low' },
        { label: '  ' },
        { label: 'low ' },
        { label: 'x'.repeat(61) },
        { label: 'Top', description: 'y'.repeat(301) },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { prop: string }) => e.prop)).toEqual([
      'levels.1.label',
      'levels.2.label',
      'levels.3.label',
      'levels.4.description',
    ]);
    expect((await scaleOf()).performance_scale_id).toBeNull();
  });

  it('given the owner saves levels, then they are a version; the same levels again keep it, a change makes a new one', async () => {
    const saved = await send(owner, 'PUT', SCALE, { account_id: demoAccountId, levels: fourLevels });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = saved.json().data as PerformanceScale;
    expect(first.levels).toEqual([
      { value: 1, label: 'Below expectations', description: 'Misses most targets' },
      { value: 2, label: 'Partly meets', description: '' },
      { value: 3, label: 'Meets expectations', description: '' },
      { value: 4, label: 'Exceeds expectations', description: '' },
    ]);
    const again = (
      await send(owner, 'PUT', SCALE, {
        account_id: demoAccountId,
        levels: fourLevels.map((l) => ({ ...l, label: ` ${l.label} ` })),
      })
    ).json().data as PerformanceScale;
    expect(again.performance_scale_id).toBe(first.performance_scale_id);
  });

  it('given staff without settings access, a candidate, another company or nobody, then 403, 404 or 401 and nothing changes', async () => {
    const before = await scaleOf();
    const body = { account_id: demoAccountId, levels: [{ label: 'A' }, { label: 'B' }, { label: 'C' }] };
    expect((await get(recruiter, `${SCALE}?account_id=${demoAccountId}`)).statusCode).toBe(403);
    expect((await send(recruiter, 'PUT', SCALE, body)).statusCode).toBe(403);
    expect((await send(candidate, 'PUT', SCALE, body)).statusCode).toBe(403);
    expect((await get(otherOwner, `${SCALE}?account_id=${demoAccountId}`)).statusCode).toBe(404);
    expect((await send(otherOwner, 'PUT', SCALE, body)).statusCode).toBe(404);
    expect((await send(null, 'PUT', SCALE, body)).statusCode).toBe(401);
    expect(await scaleOf()).toEqual(before);
  });
});

describe('performance review questions', () => {
  let ids: number[];

  it('given the owner, then questions are archived (no longer asked, kept), ordered and restored to the end', async () => {
    for (const question of [
      'How well are targets met?',
      'How reliable is this person?',
      'How well do they work with others?',
    ]) {
      expect((await send(owner, 'POST', QUESTIONS, { account_id: demoAccountId, question })).statusCode).toBe(200);
    }
    ids = (await supervisorQuestions(false)).map((q) => q.outcome_question_id);
    const archived = await send(owner, 'PUT', `${QUESTIONS}${ids[1]}/archive/`, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.archived_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await supervisorQuestions(false)).map((q) => q.outcome_question_id)).toEqual([ids[0], ids[2]]);
    expect((await supervisorQuestions(true)).map((q) => [q.outcome_question_id, q.archived_at !== null])).toEqual([
      [ids[0], false],
      [ids[2], false],
      [ids[1], true],
    ]);

    const wrong = await send(owner, 'PUT', `${QUESTIONS}order/`, {
      account_id: demoAccountId,
      audience: 'supervisor',
      outcome_question_ids: [ids[2], ids[1]],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].prop).toBe('outcome_question_ids');
    const ordered = await send(owner, 'PUT', `${QUESTIONS}order/`, {
      account_id: demoAccountId,
      audience: 'supervisor',
      outcome_question_ids: [ids[2], ids[0]],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await supervisorQuestions(false)).map((q) => q.outcome_question_id)).toEqual([ids[2], ids[0]]);

    expect(
      (await send(owner, 'PUT', `${QUESTIONS}${ids[1]}/archive/`, { archived: false })).json().data.archived_at,
    ).toBeNull();
    expect((await supervisorQuestions(false)).map((q) => q.outcome_question_id)).toEqual([ids[2], ids[0], ids[1]]);
    await send(owner, 'PUT', `${QUESTIONS}${ids[1]}/archive/`, { archived: true });
  });

  it('given staff without settings access or another company, then 403 or 404 and nothing changes', async () => {
    expect((await send(recruiter, 'PUT', `${QUESTIONS}${ids[0]}/archive/`, { archived: true })).statusCode).toBe(403);
    expect((await send(otherOwner, 'PUT', `${QUESTIONS}${ids[0]}/archive/`, { archived: true })).statusCode).toBe(404);
    expect(
      (
        await send(otherOwner, 'PUT', `${QUESTIONS}order/`, {
          account_id: demoAccountId,
          audience: 'supervisor',
          outcome_question_ids: [ids[0], ids[2]],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(recruiter, 'PUT', `${QUESTIONS}order/`, {
          account_id: demoAccountId,
          audience: 'supervisor',
          outcome_question_ids: [ids[0], ids[2]],
        })
      ).statusCode,
    ).toBe(403);
    expect((await supervisorQuestions(false)).map((q) => q.outcome_question_id)).toEqual([ids[2], ids[0]]);
  });

  it('given a period, then supervisors answer on the company scale; a later scale keeps past answers and their rating', async () => {
    const opened = await send(owner, 'POST', `/job/v1/profiles/${storeId}/outcome-periods/`, {
      name: 'Scale review',
      measured_on: '2026-04-30',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('reason', '=', 'outcome_invitation')
      .orderBy('mail_id')
      .executeTakeFirstOrThrow();
    const token = /outcome-review\/([0-9a-f-]{36})/.exec(mail.text_body)![1]!;
    const review = (await get(null, `/user-response/v1/outcome-periods/${token}/`)).json().data as OutcomeReview;
    expect(review.questions.map((q) => q.outcome_question_id)).toEqual([ids[2], ids[0]]);
    expect(review.scale.levels.map((l) => l.label)).toEqual(fourLevels.map((l) => l.label));
    const person = review.employees[0]!.employee_id;
    const answer = (a: number, b: number) =>
      send(null, 'POST', `/user-response/v1/outcome-periods/${token}/answers/`, {
        employee_id: person,
        answers: [
          { outcome_question_id: ids[2], value: a },
          { outcome_question_id: ids[0], value: b },
        ],
      });
    expect((await answer(5, 4)).statusCode).toBe(400);
    expect((await answer(4, 3)).statusCode).toBe(200);
    const rating = async () =>
      Number(
        (
          await t.db
            .selectFrom('employee_outcome_values')
            .select('value')
            .where('employee_id', '=', person)
            .where('outcome', '=', 'performance_rating')
            .where('measured_at', '=', '2026-04-30')
            .executeTakeFirstOrThrow()
        ).value,
      );
    expect(await rating()).toBe(4.33);
    const firstVersion = (await scaleOf()).performance_scale_id;
    expect((await scaleOf()).answers).toBe(2);

    expect(
      (
        await send(owner, 'PUT', SCALE, {
          account_id: demoAccountId,
          levels: [{ label: 'Low' }, { label: 'Middle' }, { label: 'High' }],
        })
      ).statusCode,
    ).toBe(200);
    const later = (await get(null, `/user-response/v1/outcome-periods/${token}/`)).json().data as OutcomeReview;
    expect(later.scale.levels.map((l) => l.label)).toEqual(['Low', 'Middle', 'High']);
    expect(later.employees.find((e) => e.employee_id === person)).toMatchObject({ answered: true, answers: {} });
    const kept = await t.db
      .selectFrom('outcome_answers')
      .select(['value', 'performance_scale_id'])
      .where('employee_id', '=', person)
      .orderBy('value')
      .execute();
    expect(kept).toEqual([
      { value: 3, performance_scale_id: firstVersion },
      { value: 4, performance_scale_id: firstVersion },
    ]);
    expect(await rating()).toBe(4.33);
    expect((await answer(4, 1)).statusCode).toBe(400);
    expect((await answer(3, 2)).statusCode).toBe(200);
    expect(await rating()).toBe(4);
  });
});
