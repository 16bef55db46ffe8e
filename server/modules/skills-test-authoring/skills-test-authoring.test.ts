/**
 * Skills-test authoring on real PGlite: the owner rule (provider library vs a company's own tests,
 * never another company's), bad input refused naming the field, and published versions: an attempt
 * keeps the version it started.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkillsTestContent } from '../../../contracts/skills-test.ts';
import { answersHash } from '../../../contracts/user-response.ts';
import { freshApplication, target, type Application } from '../../test/lease-kit.ts';
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
  [owner, recruiter, interviewer, otherOwner, admin, li] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [
    S,
    S,
    S,
    S,
    S,
    S,
  ];
  const accounts = await t.db.selectFrom('accounts').select(['account_id', 'name']).execute();
  demoId = accounts.find((a) => a.name === 'Demo Company')!.account_id;
  otherId = accounts.find((a) => a.name === 'Other Company')!.account_id;
});
afterAll(async () => t.close());

const OPTIONS = [
  { text: 'Lift with the legs', is_correct: true },
  { text: 'Lift with the back', is_correct: false },
];
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
    const seeded = await t.db
      .selectFrom('skills_tests')
      .select('skills_test_id')
      .where('account_id', 'is', null)
      .execute();
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
    expect(((await list(owner, demoId)).json().data as Test[]).map((x) => x.skills_test_id)).toContain(
      made.skills_test_id,
    );
    expect(((await list(admin)).json().data as Test[]).map((x) => x.skills_test_id)).not.toContain(made.skills_test_id);
    expect(((await list(admin, otherId)).json().data as Test[]).map((x) => x.skills_test_id)).not.toContain(
      made.skills_test_id,
    );
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
    expect(
      ((await list(owner, demoId)).json().data as Test[]).find((x) => x.skills_test_id === test.skills_test_id)
        ?.section_count,
    ).toBe(2);
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

const call = (who: S, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({
    method,
    url: `/api/account/v1/${url}`,
    token: who.token,
    body,
    headers: { 'idempotency-key': randomUUID() },
  });

/** A Demo Company test with one timed section of one question, as `who` wrote it. */
async function draftWithQuestion(who: S, title: string) {
  const test = (await create(who, { account_id: demoId, title })).json().data as Test;
  const section = (
    await call(who, 'POST', `skills-test/${test.skills_test_id}/section/`, {
      title: 'Part one',
      is_practice: false,
      minutes: 5,
    })
  ).json().data as {
    skills_test_section_id: number;
  };
  const question = (
    await call(who, 'POST', `skills-test/section/${section.skills_test_section_id}/question/`, {
      text: 'How do you lift a box?',
      options: OPTIONS,
    })
  ).json().data as { skills_test_question_id: number };
  return {
    test: test.skills_test_id,
    section: section.skills_test_section_id,
    question: question.skills_test_question_id,
  };
}

describe('editing the draft', () => {
  it('given the author, then the test, a section and a question change, read back in the detail; bad input names the field and changes nothing', async () => {
    const d = await draftWithQuestion(owner, 'Edit me');
    expect(
      (await call(owner, 'PUT', `skills-test/${d.test}/`, { title: 'Edited', instructions: 'Read carefully.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(owner, 'PUT', `skills-test/section/${d.section}/`, {
          title: 'Warm up',
          is_practice: true,
          minutes: 0,
        })
      ).statusCode,
    ).toBe(200);
    const q = await call(owner, 'PUT', `skills-test/question/${d.question}/`, {
      text: 'Which is safe?',
      options: [...OPTIONS, { text: 'Ask for help', is_correct: true }],
    });
    expect(q.statusCode, q.body).toBe(200);
    for (const [url, body, prop] of [
      [`skills-test/${d.test}/`, { title: ' ' }, 'title'],
      [`skills-test/section/${d.section}/`, { title: 'Timed', is_practice: false, minutes: 0 }, 'minutes'],
      [
        `skills-test/question/${d.question}/`,
        { text: 'Q', options: OPTIONS.map((o) => ({ ...o, is_correct: false })) },
        'options',
      ],
    ] as const) {
      const bad = await call(owner, 'PUT', url, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([expect.objectContaining({ prop })]);
    }
    const detail = (await call(owner, 'GET', `skills-test/${d.test}/`)).json().data;
    expect(detail).toMatchObject({
      title: 'Edited',
      instructions: 'Read carefully.',
      latest_version: null,
      versions: [],
      sections: [
        {
          title: 'Warm up',
          is_practice: true,
          minutes: 0,
          questions: [
            {
              text: 'Which is safe?',
              options: [{ is_correct: true }, { is_correct: false }, { text: 'Ask for help', is_correct: true }],
            },
          ],
        },
      ],
    });
    expect((await call(owner, 'GET', `skills-test/section/${d.section}/`)).json().data).toMatchObject({
      skills_test_id: d.test,
      title: 'Warm up',
      questions: [{ text: 'Which is safe?' }],
    });
    expect((await call(owner, 'DELETE', `skills-test/question/${d.question}/`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `skills-test/section/${d.section}/`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `skills-test/${d.test}/`)).json().data.sections).toEqual([]);
  });

  it("given another company's owner, then 404 on every part of the draft; staff without settings access or a candidate, then 403; and nothing changes", async () => {
    const d = await draftWithQuestion(owner, 'Private draft');
    for (const [who, status] of [
      [otherOwner, 404],
      [recruiter, 403],
      [li, 403],
    ] as const) {
      expect((await call(who, 'GET', `skills-test/${d.test}/`)).statusCode).toBe(status);
      expect((await call(who, 'GET', `skills-test/section/${d.section}/`)).statusCode).toBe(status);
      expect((await call(who, 'PUT', `skills-test/${d.test}/`, { title: 'Sneaky' })).statusCode).toBe(status);
      expect((await call(who, 'POST', `skills-test/${d.test}/publish/`)).statusCode).toBe(status);
      expect(
        (
          await call(who, 'PUT', `skills-test/section/${d.section}/`, {
            title: 'Sneaky',
            is_practice: true,
            minutes: 0,
          })
        ).statusCode,
      ).toBe(status);
      expect((await call(who, 'DELETE', `skills-test/section/${d.section}/`)).statusCode).toBe(status);
      expect(
        (await call(who, 'PUT', `skills-test/question/${d.question}/`, { text: 'Sneaky', options: OPTIONS }))
          .statusCode,
      ).toBe(status);
      expect((await call(who, 'DELETE', `skills-test/question/${d.question}/`)).statusCode).toBe(status);
    }
    expect((await call(owner, 'GET', 'skills-test/999999/')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', 'skills-test/question/999999/')).statusCode).toBe(404);
    const detail = (await call(owner, 'GET', `skills-test/${d.test}/`)).json().data;
    expect(detail).toMatchObject({
      title: 'Private draft',
      latest_version: null,
      sections: [{ title: 'Part one', questions: [{ text: 'How do you lift a box?' }] }],
    });
  });
});

describe('publishing versions', () => {
  const planTests = async () =>
    (
      (await t.request({ method: 'GET', url: `/api/job/v1/skills-tests/${demoId}/`, token: owner.token })).json()
        .data as { skills_test_id: number }[]
    ).map((x) => x.skills_test_id);

  it('given a draft without sections or with an empty section, then publishing is refused naming it and no version is written', async () => {
    const empty = (await create(owner, { account_id: demoId, title: 'Empty' })).json().data as Test;
    const none = await call(owner, 'POST', `skills-test/${empty.skills_test_id}/publish/`);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ prop: 'sections' })]);
    const section = (
      await call(owner, 'POST', `skills-test/${empty.skills_test_id}/section/`, {
        title: 'Bare',
        is_practice: false,
        minutes: 3,
      })
    ).json().data;
    const bare = await call(owner, 'POST', `skills-test/${empty.skills_test_id}/publish/`);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { prop: `sections.${section.skills_test_section_id}.questions`, message: 'Question should not be empty' },
    ]);
    expect(
      await t.db
        .selectFrom('skills_tests')
        .select('skills_test_id')
        .where('version_of', '=', empty.skills_test_id)
        .execute(),
    ).toEqual([]);
  });

  it('given a published draft, then plans may give it (never before, never a version row), and versions are numbered and never listed for authoring', async () => {
    const d = await draftWithQuestion(owner, 'Publish me');
    expect(await planTests()).not.toContain(d.test);
    const first = await call(owner, 'POST', `skills-test/${d.test}/publish/`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ skills_test_id: d.test, latest_version: 1 });
    expect((await call(owner, 'POST', `skills-test/${d.test}/publish/`)).json().data.latest_version).toBe(2);
    const trail = await t.request({
      method: 'GET',
      url: `/api/admin/v1/audit-events/?account_id=${demoId}&event=skills_test_published`,
      token: admin.token,
    });
    const published = (
      trail.json().data.results as {
        details: { skills_test_id: number; version: number; title: string };
        actor_email: string;
      }[]
    ).filter((e) => e.details.skills_test_id === d.test);
    expect(published.map((e) => [e.details.version, e.details.title, e.actor_email])).toEqual([
      [2, 'Publish me', 'owner@demo-company.test'],
      [1, 'Publish me', 'owner@demo-company.test'],
    ]);
    const versions = (await call(owner, 'GET', `skills-test/${d.test}/`)).json().data.versions as {
      skills_test_id: number;
      version: number;
    }[];
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(await planTests()).toContain(d.test);
    expect(await planTests()).not.toContain(versions[0]!.skills_test_id);
    expect(((await list(owner, demoId)).json().data as Test[]).map((x) => x.skills_test_id)).not.toContain(
      versions[0]!.skills_test_id,
    );
    // A version is never edited in place.
    expect(
      (await call(owner, 'PUT', `skills-test/${versions[1]!.skills_test_id}/`, { title: 'Rewrite history' }))
        .statusCode,
    ).toBe(404);
  });

  it('given a candidate mid-attempt when version 2 is published, then their attempt stays on version 1 to the score, and the next candidate takes version 2', async () => {
    const d = await draftWithQuestion(owner, 'Versioned');
    expect((await call(owner, 'POST', `skills-test/${d.test}/publish/`)).statusCode).toBe(200);
    const first = await freshApplication(t, 'skills_test');
    const previous = await t.db
      .selectFrom('job_step_activities')
      .select('skills_test_id')
      .where('job_step_activity_id', '=', first.job_step_activity_id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('job_step_activities')
      .set({ skills_test_id: d.test })
      .where('job_step_activity_id', '=', first.job_step_activity_id)
      .execute();
    try {
      const url = (r: Application) =>
        `/api/user-response/v1/skills-test/${r.ref_id}/?job_step_activity_id=${r.job_step_activity_id}&language=en`;
      const content = async (r: Application) =>
        (await t.request({ method: 'GET', url: url(r), token: r.who.token })).json().data as SkillsTestContent;
      const v1 = await content(first);
      const section = v1.sections[0]!;
      const question = section.questions[0]!;
      expect(question.text).toBe('How do you lift a box?');
      const post = (r: Application, path: string, body: Record<string, unknown>) =>
        t.request({
          method: 'POST',
          url: `/api/user-response/v1/skills-test/${path}/`,
          token: r.who.token,
          body: { ...target(r), ...body },
          headers: { 'idempotency-key': randomUUID() },
        });
      expect(
        (
          await post(first, 'start-section-time', {
            skills_test_section_id: section.skills_test_section_id,
            started_at: new Date().toISOString(),
          })
        ).statusCode,
      ).toBe(200);

      expect(
        (
          await call(owner, 'PUT', `skills-test/question/${d.question}/`, {
            text: 'Changed after publishing',
            options: OPTIONS.map((o) => ({ ...o, is_correct: !o.is_correct })),
          })
        ).statusCode,
      ).toBe(200);
      expect((await call(owner, 'POST', `skills-test/${d.test}/publish/`)).json().data.latest_version).toBe(2);

      const still = await content(first);
      expect(still.skills_test_id).toBe(v1.skills_test_id);
      expect(still.sections[0]!.questions[0]!.text).toBe('How do you lift a box?');
      // The correct option by its text: a run shows the options in an order of its own (D332).
      const right = question.options.find((o) => o.text === OPTIONS[0]!.text)!.skills_test_option_id;
      const answered = await post(first, 'submit-question', {
        skills_test_section_id: section.skills_test_section_id,
        skills_test_question_id: question.skills_test_question_id,
        skills_test_option_id: right,
        revision: 1,
        answered_at: new Date().toISOString(),
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const submitted = await post(first, 'submit', {
        answer_count: 1,
        answers_hash: await answersHash([{ item_id: String(question.skills_test_question_id), value: right }]),
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const report = await t.request({
        method: 'GET',
        url: `/api/user-response/v1/skills-test/report/${still.user_skills_test_id}/`,
        token: first.who.token,
      });
      expect(report.json().data).toMatchObject({ title: 'Versioned', correct: 1, total: 1 });

      const second = await freshApplication(t, 'skills_test');
      const v2 = await content(second);
      expect(v2.skills_test_id).not.toBe(v1.skills_test_id);
      expect(v2.sections[0]!.questions[0]!.text).toBe('Changed after publishing');
    } finally {
      await t.db
        .updateTable('job_step_activities')
        .set({ skills_test_id: previous.skills_test_id })
        .where('job_step_activity_id', '=', first.job_step_activity_id)
        .execute();
    }
  });

  it('given a test written before authoring that a plan gives and that has no version, then its draft is refused changes (409) and nothing is written', async () => {
    const activity = await t.db
      .selectFrom('job_step_activities')
      .select('skills_test_id')
      .where('activity_type', '=', 'skills_test')
      .where('skills_test_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const refused = await call(admin, 'PUT', `skills-test/${activity.skills_test_id}/`, {
      title: 'Changed under candidates',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/in use/);
    const title = await t.db
      .selectFrom('skills_test_texts')
      .select('title')
      .where('skills_test_id', '=', activity.skills_test_id!)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(title.title).not.toBe('Changed under candidates');
  });
});

describe('the order runs show (D332)', () => {
  it('given the author fixes the order, then the detail says so, a save that leaves it out keeps it, and the version published from it keeps it', async () => {
    const d = await draftWithQuestion(owner, 'Order me');
    const detail = async () =>
      (await call(owner, 'GET', `skills-test/${d.test}/`)).json().data as { fixed_order: boolean };
    expect((await detail()).fixed_order).toBe(false);
    const fixed = await call(owner, 'PUT', `skills-test/${d.test}/`, { title: 'Order me', fixed_order: true });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await detail()).fixed_order).toBe(true);
    expect((await call(owner, 'PUT', `skills-test/${d.test}/`, { title: 'Order me too' })).statusCode).toBe(200);
    expect((await detail()).fixed_order).toBe(true);
    expect(
      (await call(owner, 'PUT', `skills-test/${d.test}/`, { title: 'Order me', fixed_order: 'yes' })).statusCode,
    ).toBe(400);
    expect((await call(owner, 'POST', `skills-test/${d.test}/publish/`)).statusCode).toBe(200);
    const version = await t.db
      .selectFrom('skills_tests')
      .select('fixed_order')
      .where('version_of', '=', d.test)
      .executeTakeFirstOrThrow();
    expect(version.fixed_order).toBe(true);
  });
});
