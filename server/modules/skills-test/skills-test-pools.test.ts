/**
 * Questions drawn from a pool per section (D503), on real PGlite: the open requisition's skills
 * test's first timed section gets more questions and a pool size; each run's content shows that
 * many, drawn from the run's seed (another candidate another draw, the same candidate the same on
 * every read), staff's view of the order (D492) shows the drawn ones, an answer to a question the
 * run did not draw is refused and changes nothing, and the candidate's report and the scorecard
 * score over the drawn questions only. The author's pool size is checked (1 to the section's
 * questions, timed sections only): bad ones get 400 naming the field and change nothing, and
 * another company's owner gets 404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import type { SkillsTestOrder } from '../../../contracts/skills-test-order.ts';
import { answersHash } from '../../../contracts/user-response.ts';
import { accountCaller, appWithOwners, demoCompanyId, scorecardIdOf, staffList } from '../../test/attempt-kit.ts';
import { freshApplication, target, type Application } from '../../test/lease-kit.ts';
import { countingStatements } from '../../test/statement-count.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startSectionTime, submitQuestion } from './skills-test.service.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, otherOwner: S;
/** The pooled section: its id, all its question ids, and its pool size. */
let pooled: { id: number; questions: number[]; size: number };

const POOL = 4;
const ADDED = 10;

beforeAll(async () => {
  ({ t, owner, otherOwner } = await appWithOwners());
  // The served test's first timed section, grown to at least 12 questions, draws 4 per run.
  const a = await freshApplication(t, 'skills_test');
  const first = timed(await content(a))[0]!;
  for (let i = 0; i < ADDED; i++) {
    const q = await t.db
      .insertInto('skills_test_questions')
      .values({ skills_test_section_id: first.skills_test_section_id, sort_order: 100 + i })
      .returning('skills_test_question_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('skills_test_question_texts')
      .values({ skills_test_question_id: q.skills_test_question_id, language: 'en', text: `Pool question ${i + 1}` })
      .execute();
    for (const [n, right] of [
      [1, true],
      [2, false],
    ] as const) {
      const o = await t.db
        .insertInto('skills_test_options')
        .values({ skills_test_question_id: q.skills_test_question_id, sort_order: n, is_correct: right })
        .returning('skills_test_option_id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('skills_test_option_texts')
        .values({ skills_test_option_id: o.skills_test_option_id, language: 'en', text: `Option ${n}` })
        .execute();
    }
  }
  await t.db
    .updateTable('skills_test_sections')
    .set({ pool_size: POOL })
    .where('skills_test_section_id', '=', first.skills_test_section_id)
    .execute();
  const questions = await t.db
    .selectFrom('skills_test_questions')
    .select('skills_test_question_id')
    .where('skills_test_section_id', '=', first.skills_test_section_id)
    .execute();
  pooled = { id: first.skills_test_section_id, questions: questions.map((q) => q.skills_test_question_id), size: POOL };
});
afterAll(async () => t.close());

const timed = (c: SkillsTestContent) => c.sections.filter((s) => !s.is_practice);

async function content(a: Application): Promise<SkillsTestContent> {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/skills-test/${a.ref_id}/?job_step_activity_id=${a.job_step_activity_id}&language=en`,
    token: a.who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SkillsTestContent;
}

const post = (who: S, url: string, body: unknown) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });

/** The run starts the pooled section (its run row made: staff see it from then on). */
async function startPooled(a: Application) {
  const res = await post(a.who, '/api/user-response/v1/skills-test/start-section-time/', {
    ...target(a),
    skills_test_section_id: pooled.id,
    started_at: new Date().toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const drawnOf = (c: SkillsTestContent) =>
  c.sections.find((s) => s.skills_test_section_id === pooled.id)!.questions.map((q) => q.skills_test_question_id);

const orders = (who: S, smartreq: number) =>
  staffList<SkillsTestOrder>(t, who, `/api/smartreq/v1/skills-test-order/${smartreq}/?language=en`);

async function correctOf(questionId: number): Promise<number> {
  const row = await t.db
    .selectFrom('skills_test_options')
    .select('skills_test_option_id')
    .where('skills_test_question_id', '=', questionId)
    .where('is_correct', '=', true)
    .orderBy('skills_test_option_id')
    .executeTakeFirstOrThrow();
  return row.skills_test_option_id;
}

describe('a section’s questions drawn from its pool', () => {
  it('draws the pool’s size per run: another candidate another draw, the same on every read, and staff see the drawn ones', async () => {
    const one = await freshApplication(t, 'skills_test');
    const two = await freshApplication(t, 'skills_test');
    const first = drawnOf(await content(one));
    expect(first).toHaveLength(POOL);
    expect(new Set(first).size).toBe(POOL);
    for (const id of first) expect(pooled.questions).toContain(id);
    // A reload (the device's next read, offline it keeps this one) draws the same, in the same order.
    expect(drawnOf(await content(one))).toEqual(first);
    // 12 or more questions, 4 drawn in order: two runs alike about once in 12,000.
    expect(drawnOf(await content(two))).not.toEqual(first);
    // The other timed sections show every question.
    const whole = timed(await content(one)).filter((s) => s.skills_test_section_id !== pooled.id);
    for (const section of whole) {
      const count = await t.db
        .selectFrom('skills_test_questions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('skills_test_section_id', '=', section.skills_test_section_id)
        .executeTakeFirstOrThrow();
      expect(section.questions).toHaveLength(Number(count.n));
    }
    // Staff's view of the order the run showed has the drawn questions, once it started.
    await startPooled(one);
    const [order] = (await orders(owner, await scorecardIdOf(t, one.ref_id))).data;
    expect(
      order!.sections
        .find((s) => s.skills_test_section_id === pooled.id)!
        .questions.map((q) => q.skills_test_question_id),
    ).toEqual(first);
    expect((await orders(otherOwner, await scorecardIdOf(t, one.ref_id))).status).toBe(404);
  });

  it('refuses an answer to a question the run did not draw, and scores over the drawn questions only', async () => {
    const a = await freshApplication(t, 'skills_test');
    const served = await content(a);
    const drawn = drawnOf(served);
    const undrawn = pooled.questions.find((id) => !drawn.includes(id))!;
    await startPooled(a);
    const answer = async (questionId: number) =>
      post(a.who, '/api/user-response/v1/skills-test/submit-question/', {
        ...target(a),
        skills_test_section_id: pooled.id,
        skills_test_question_id: questionId,
        skills_test_option_id: await correctOf(questionId),
        revision: 1,
        answered_at: new Date().toISOString(),
      });
    const refused = await answer(undrawn);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ prop: 'skills_test_question_id' })]);
    const stored = async () =>
      Number(
        (
          await t.db
            .selectFrom('user_skills_test_answers as x')
            .innerJoin(
              'user_skills_test_sections as us',
              'us.user_skills_test_section_id',
              'x.user_skills_test_section_id',
            )
            .innerJoin('user_skills_tests as r', 'r.user_skills_test_id', 'us.user_skills_test_id')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('r.ref_id', '=', a.ref_id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await stored()).toBe(0);
    // Every drawn question answered right.
    for (const id of drawn) expect((await answer(id)).statusCode).toBe(200);
    const held = await Promise.all(drawn.map(async (id) => ({ item_id: String(id), value: await correctOf(id) })));
    const submitted = await post(a.who, '/api/user-response/v1/skills-test/submit/', {
      ...target(a),
      answer_count: held.length,
      answers_hash: await answersHash(held),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const others = timed(served)
      .filter((s) => s.skills_test_section_id !== pooled.id)
      .reduce((sum, s) => sum + s.questions.length, 0);
    const total = POOL + others;
    const report = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/skills-test/report/${submitted.json().data.user_skills_test_id}/`,
      token: a.who.token,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.sections[0]).toMatchObject({
      skills_test_section_id: pooled.id,
      correct: POOL,
      total: POOL,
      percent: 100,
    });
    expect(report.json().data).toMatchObject({ correct: POOL, total, percent: Math.round((POOL * 100) / total) });
    // The scorecard scores it as the report does (skills_test_staff_result, migration 0193).
    const timedResults = await t.request({
      method: 'GET',
      url: `/api/smartreq/v1/timed-results/${await scorecardIdOf(t, a.ref_id)}/`,
      token: owner.token,
    });
    expect(timedResults.statusCode, timedResults.body).toBe(200);
    expect(
      timedResults
        .json()
        .data.find((x: { job_step_activity_id: number }) => x.job_step_activity_id === a.job_step_activity_id),
    ).toMatchObject({ figures: { correct: POOL, total, percent: Math.round((POOL * 100) / total) } });
  });

  it('takes an author’s pool size of 1 to the section’s questions; a bad one gets 400 naming it, and another company 404, changing nothing', async () => {
    const call = accountCaller(t);
    const test = (
      await call(owner, 'POST', 'skills-test/', { account_id: await demoCompanyId(t), title: 'Pooled' })
    ).json().data;
    const timedBody = { title: 'Part one', is_practice: false, minutes: 5 };
    // A new section has no questions to draw from yet.
    const early = await call(owner, 'POST', `skills-test/${test.skills_test_id}/section/`, {
      ...timedBody,
      pool_size: 1,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([expect.objectContaining({ prop: 'pool_size' })]);
    const section = (await call(owner, 'POST', `skills-test/${test.skills_test_id}/section/`, timedBody)).json().data;
    expect(section.pool_size).toBeNull();
    for (const text of ['One', 'Two', 'Three'])
      await call(owner, 'POST', `skills-test/section/${section.skills_test_section_id}/question/`, {
        text,
        options: [
          { text: 'Yes', is_correct: true },
          { text: 'No', is_correct: false },
        ],
      });
    const url = `skills-test/section/${section.skills_test_section_id}/`;
    const poolOf = async () =>
      (
        await t.db
          .selectFrom('skills_test_sections')
          .select('pool_size')
          .where('skills_test_section_id', '=', section.skills_test_section_id)
          .executeTakeFirstOrThrow()
      ).pool_size;
    expect((await call(owner, 'PUT', url, { ...timedBody, pool_size: 2 })).json().data.pool_size).toBe(2);
    for (const body of [
      { ...timedBody, pool_size: 0 },
      { ...timedBody, pool_size: 4 },
      { ...timedBody, pool_size: -1 },
      { title: 'Warm up', is_practice: true, minutes: 0, pool_size: 1 },
    ]) {
      const bad = await call(owner, 'PUT', url, { ...body, title: 'Changed' });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().errors).toEqual([expect.objectContaining({ prop: 'pool_size' })]);
    }
    expect(await poolOf()).toBe(2);
    expect((await call(owner, 'GET', url)).json().data).toMatchObject({ title: 'Part one', pool_size: 2 });
    // Another company's owner learns nothing and changes nothing.
    expect((await call(otherOwner, 'PUT', url, { ...timedBody, pool_size: 1 })).statusCode).toBe(404);
    expect(await poolOf()).toBe(2);
    // Left out, an edit keeps it; null draws every question again.
    expect((await call(owner, 'PUT', url, timedBody)).json().data.pool_size).toBe(2);
    expect((await call(owner, 'PUT', url, { ...timedBody, pool_size: null })).json().data.pool_size).toBeNull();
  });
});

describe('what an answer costs the database (D503)', () => {
  it('given a pooled and an unpooled section, then an answer to either runs the same statements as an answer did before pools', async () => {
    const a = await freshApplication(t, 'skills_test');
    const served = await content(a);
    const unpooled = timed(served).find((s) => s.skills_test_section_id !== pooled.id)!;
    const answers = [
      { section: pooled.id, question: drawnOf(served)[0]! },
      { section: unpooled.skills_test_section_id, question: unpooled.questions[0]!.skills_test_question_id },
    ];
    const counted: number[] = [];
    for (const { section, question } of answers) {
      await startSectionTime(t.db, a.who.userId, {
        ...target(a),
        skills_test_section_id: section,
        started_at: new Date().toISOString(),
      });
      const statements = countingStatements(t.db);
      const written = await submitQuestion(statements.db, a.who.userId, {
        ...target(a),
        skills_test_section_id: section,
        skills_test_question_id: question,
        skills_test_option_id: await correctOf(question),
        revision: 1,
        answered_at: new Date().toISOString(),
      });
      expect(written.applied).toBe(true);
      counted.push(statements.count());
    }
    // Before pools, 12 (the question and its option read apart); D503's separate draw check made it 14
    // pooled and 13 not; one statement now checks the question, its option and the draw.
    expect(counted).toEqual([11, 11]);
  });
});
