/**
 * Skills-test authoring on real PGlite: the owner rule (provider library vs a company's own tests,
 * never another company's), and a new test whose bad input is refused naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, interviewer: S, otherOwner: S, admin: S, li: S;
let demoId: number, otherId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'interviewer@demo-company.test',
    'owner@other-company.test',
    'admin@assay.test',
    'li.wei@assay.test',
  ];
  [owner, recruiter, interviewer, otherOwner, admin, li] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S, S, S];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => t.close());

const list = (who: S, accountId?: number) =>
  t.request({
    method: 'GET',
    url: `/api/account/v1/skills-tests/authoring/${accountId === undefined ? '' : `?account_id=${accountId}`}`,
    token: who.token,
  });
const create = (who: S, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/account/v1/skills-test/',
    token: who.token,
    body,
  });
const testCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('skills_tests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

type Test = {
  skills_test_id: number;
  account_id: number | null;
  title: string;
  section_count: number;
  question_count: number;
};

describe('who authors skills tests', () => {
  it("given a provider admin, then they read the provider's library with its seeded sections and questions", async () => {
    const res = await list(admin);
    expect(res.statusCode, res.body).toBe(200);
    const tests = res.json().data as Test[];
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.every((x) => x.account_id === null)).toBe(true);
    const seeded = await t.db.selectFrom('skills_tests').select('skills_test_id').where('account_id', 'is', null).execute();
    expect(tests.map((x) => x.skills_test_id).sort()).toEqual(seeded.map((x) => x.skills_test_id).sort());
    expect(tests.some((x) => x.section_count > 0 && x.question_count > 0 && x.title !== '')).toBe(true);
  });

  it("given a company's owner, then they create a test of their own company, see it in its list, and never in the provider's or another company's", async () => {
    const res = await create(owner, {
      account_id: demoId,
      title: '  Forklift basics  ',
      instructions: 'Answer every question.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data as Test;
    expect(made).toMatchObject({
      account_id: demoId,
      title: 'Forklift basics',
      section_count: 0,
      question_count: 0,
    });
    expect(((await list(owner, demoId)).json().data as Test[]).map((x) => x.skills_test_id)).toContain(made.skills_test_id);
    expect(((await list(admin)).json().data as Test[]).map((x) => x.skills_test_id)).not.toContain(made.skills_test_id);
    expect(((await list(admin, otherId)).json().data as Test[]).map((x) => x.skills_test_id)).not.toContain(made.skills_test_id);
  });

  it("given a company's owner, then the provider's library is refused them (403) for reading and writing", async () => {
    const before = await testCount();
    expect((await list(owner)).statusCode).toBe(403);
    expect((await create(owner, { account_id: null, title: 'Sneaky' })).statusCode).toBe(403);
    expect(await testCount()).toBe(before);
  });

  it("given staff without settings access or a candidate, then 403; given another company's owner, then 404; and no test is written", async () => {
    const before = await testCount();
    for (const who of [recruiter, interviewer, li]) {
      expect((await list(who, demoId)).statusCode).toBe(403);
      expect((await create(who, { account_id: demoId, title: 'Sneaky' })).statusCode).toBe(403);
    }
    expect((await list(otherOwner, demoId)).statusCode).toBe(404);
    expect((await create(otherOwner, { account_id: demoId, title: 'Sneaky' })).statusCode).toBe(404);
    expect(await testCount()).toBe(before);
  });

  it('given a blank or too long title, then 400 naming the field and nothing is written', async () => {
    const before = await testCount();
    const blank = await create(admin, { account_id: null, title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([expect.objectContaining({ prop: 'title' })]);
    const long = await create(admin, {
      account_id: null,
      title: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([expect.objectContaining({ prop: 'title' })]);
    expect(await testCount()).toBe(before);
  });
});

describe('sections of a skills test', () => {
  const sections = (who: S, id: number) =>
    t.request({
      method: 'GET',
      url: `/api/account/v1/skills-test/${id}/sections/`,
      token: who.token,
    });
  const addSection = (who: S, id: number, body: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/account/v1/skills-test/${id}/section/`,
      token: who.token,
      body,
    });
  const sectionCount = async (id: number) =>
    Number(
      (
        await t.db
          .selectFrom('skills_test_sections')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('skills_test_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('given a practice then a timed section, then they are appended in order with their time limits', async () => {
    const test = (await create(owner, { account_id: demoId, title: 'Sections' })).json().data as Test;
    const practice = await addSection(owner, test.skills_test_id, {
      title: 'Warm up',
      is_practice: true,
      minutes: 0,
    });
    expect(practice.statusCode, practice.body).toBe(200);
    const timed = await addSection(owner, test.skills_test_id, {
      title: 'Part 1',
      is_practice: false,
      minutes: 15,
    });
    expect(timed.statusCode, timed.body).toBe(200);
    const listed = (await sections(owner, test.skills_test_id)).json().data as {
      title: string;
      sort_order: number;
      is_practice: boolean;
      minutes: number;
    }[];
    expect(
      listed.map(({ title, sort_order, is_practice, minutes }) => ({
        title,
        sort_order,
        is_practice,
        minutes,
      })),
    ).toEqual([
      { title: 'Warm up', sort_order: 1, is_practice: true, minutes: 0 },
      { title: 'Part 1', sort_order: 2, is_practice: false, minutes: 15 },
    ]);
    expect(((await list(owner, demoId)).json().data as Test[]).find((x) => x.skills_test_id === test.skills_test_id)?.section_count).toBe(2);
  });

  it('given a timed section without a time limit or a practice section with one, then 400 naming minutes and nothing is written', async () => {
    const test = (await create(owner, { account_id: demoId, title: 'Bad sections' })).json().data as Test;
    for (const body of [
      { title: 'Timed', is_practice: false, minutes: 0 },
      { title: 'Timed', is_practice: false, minutes: 601 },
      { title: 'Practice', is_practice: true, minutes: 5 },
    ]) {
      const res = await addSection(owner, test.skills_test_id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ prop: 'minutes' })]);
    }
    expect(await sectionCount(test.skills_test_id)).toBe(0);
  });

  it("given another company's owner or a company owner on the provider's library, then 404; a candidate or staff without settings access, then 403; and nothing is written", async () => {
    const test = (await create(owner, { account_id: demoId, title: 'Private' })).json().data as Test;
    const provider = ((await list(admin)).json().data as Test[])[0]!;
    const before = await sectionCount(provider.skills_test_id);
    for (const [who, id, status] of [
      [otherOwner, test.skills_test_id, 404],
      [li, test.skills_test_id, 403],
      [recruiter, test.skills_test_id, 403],
      [owner, provider.skills_test_id, 404],
    ] as const) {
      expect((await sections(who, id)).statusCode).toBe(status);
      expect(
        (
          await addSection(who, id, {
            title: 'Sneaky',
            is_practice: true,
            minutes: 0,
          })
        ).statusCode,
      ).toBe(status);
    }
    expect(await sectionCount(test.skills_test_id)).toBe(0);
    expect(await sectionCount(provider.skills_test_id)).toBe(before);
    expect(
      (
        await addSection(admin, test.skills_test_id, {
          title: 'By the provider',
          is_practice: true,
          minutes: 0,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('questions of a section', () => {
  const addSection = (who: S, id: number) =>
    t.request({
      method: 'POST',
      url: `/api/account/v1/skills-test/${id}/section/`,
      token: who.token,
      body: { title: 'Part', is_practice: false, minutes: 10 },
    });
  const addQuestion = (who: S, sectionId: number, body: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/account/v1/skills-test/section/${sectionId}/question/`,
      token: who.token,
      body,
    });
  const questionCount = async (sectionId: number) =>
    Number(
      (
        await t.db
          .selectFrom('skills_test_questions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('skills_test_section_id', '=', sectionId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const OPTIONS = [
    { text: 'Lift with the legs', is_correct: true },
    { text: 'Lift with the back', is_correct: false },
  ];

  it('given a question with its options, then they are saved in order with the correct one, and bad input names the field and writes nothing', async () => {
    const test = (await create(owner, { account_id: demoId, title: 'Questions' })).json().data as Test;
    const section = (await addSection(owner, test.skills_test_id)).json().data as { skills_test_section_id: number };
    const res = await addQuestion(owner, section.skills_test_section_id, {
      text: 'How do you lift a box?',
      options: OPTIONS,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      sort_order: 1,
      text: 'How do you lift a box?',
      options: [
        { sort_order: 1, text: 'Lift with the legs', is_correct: true },
        { sort_order: 2, is_correct: false },
      ],
    });
    for (const [body, prop] of [
      [{ text: ' ', options: OPTIONS }, 'text'],
      [{ text: 'Q', options: [OPTIONS[0]] }, 'options'],
      [
        {
          text: 'Q',
          options: OPTIONS.map((o) => ({ ...o, is_correct: false })),
        },
        'options',
      ],
      [{ text: 'Q', options: [OPTIONS[0], { text: '', is_correct: false }] }, 'options.1.text'],
    ] as const) {
      const bad = await addQuestion(owner, section.skills_test_section_id, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([expect.objectContaining({ prop })]);
    }
    expect(await questionCount(section.skills_test_section_id)).toBe(1);
    expect(
      (
        await addQuestion(otherOwner, section.skills_test_section_id, {
          text: 'Sneaky',
          options: OPTIONS,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await addQuestion(recruiter, section.skills_test_section_id, {
          text: 'Sneaky',
          options: OPTIONS,
        })
      ).statusCode,
    ).toBe(403);
    expect(await questionCount(section.skills_test_section_id)).toBe(1);
  });
});

describe('a test in use', () => {
  it('given a test a plan gives, then no section or question is added to it (409) and nothing is written, until tests are versioned', async () => {
    const test = (await create(owner, { account_id: demoId, title: 'In a plan' })).json().data as Test;
    const section = await t.request({
      method: 'POST',
      url: `/api/account/v1/skills-test/${test.skills_test_id}/section/`,
      token: owner.token,
      body: { title: 'Part one', is_practice: false, minutes: 5 },
    });
    expect(section.statusCode, section.body).toBe(200);
    const sectionId = (section.json().data as { skills_test_section_id: number }).skills_test_section_id;
    const activity = await t.db
      .selectFrom('job_step_activities')
      .select('job_step_activity_id')
      .where('activity_type', '=', 'skills_test')
      .executeTakeFirstOrThrow();
    const previous = await t.db.selectFrom('job_step_activities').select('skills_test_id').where('job_step_activity_id', '=', activity.job_step_activity_id).executeTakeFirstOrThrow();
    await t.db.updateTable('job_step_activities').set({ skills_test_id: test.skills_test_id }).where('job_step_activity_id', '=', activity.job_step_activity_id).execute();
    try {
      const refusedSection = await t.request({
        method: 'POST',
        url: `/api/account/v1/skills-test/${test.skills_test_id}/section/`,
        token: owner.token,
        body: { title: 'Part two', is_practice: false, minutes: 5 },
      });
      expect(refusedSection.statusCode).toBe(409);
      expect(refusedSection.json().message).toMatch(/in use/);
      const refusedQuestion = await t.request({
        method: 'POST',
        url: `/api/account/v1/skills-test/section/${sectionId}/question/`,
        token: owner.token,
        body: { text: 'Added late?', options: [{ text: 'Yes', is_correct: true }, { text: 'No', is_correct: false }] },
      });
      expect(refusedQuestion.statusCode).toBe(409);
      const sections = await t.db.selectFrom('skills_test_sections').select('skills_test_section_id').where('skills_test_id', '=', test.skills_test_id).execute();
      expect(sections).toHaveLength(1);
      const questions = await t.db.selectFrom('skills_test_questions').select('skills_test_question_id').where('skills_test_section_id', '=', sectionId).execute();
      expect(questions).toHaveLength(0);
    } finally {
      await t.db.updateTable('job_step_activities').set({ skills_test_id: previous.skills_test_id }).where('job_step_activity_id', '=', activity.job_step_activity_id).execute();
    }
  });
});
