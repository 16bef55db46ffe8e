import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, recruiter: S, candidate: S, otherOwner: S, interviewer: S;
let demoAccountId: number;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'candidate@assay.test',
    'owner@other-company.test',
  ];
  [owner, recruiter, candidate, otherOwner, interviewer] = (await Promise.all(
    [...emails, 'interviewer@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S, S, S];
  demoAccountId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (who: S, method: Method, url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, body });
const ok = async (who: S, method: Method, url: string, body?: unknown) => {
  const res = await req(who, method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

describe('the question bank', () => {
  it('given the recruiter, when they add a choice question with points, a knockout and an attribute, then it reads back whole', async () => {
    const library = await ok(owner, 'GET', '/account/v1/attribute-types/?category=competencies');
    const created = await ok(recruiter, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'single_choice',
      question_text: 'Can you lift 20 kg?',
      help_text: 'Warehouse work',
      options: [
        { option_text: 'Yes', score: 100 },
        { option_text: 'No', score: 0, is_knockout: true },
      ],
      attributes: [{ attribute_type_id: library[0].attribute_type_id, weight: 50 }],
    });
    expect(created).toMatchObject({
      account_id: demoAccountId,
      question_type: 'single_choice',
      is_archived: false,
      usage_count: 0,
      options: [
        { option_text: 'Yes', score: 100, is_knockout: false, sort_order: 1 },
        { option_text: 'No', score: 0, is_knockout: true, sort_order: 2 },
      ],
      attributes: [{ attribute_type_id: library[0].attribute_type_id, weight: 50 }],
    });
    expect(await ok(owner, 'GET', `/account/v1/question/${created.account_question_id}/`)).toEqual(created);
  });

  it('given every type, then yes/no gets Yes and No, text types take no choices, choice types need two', async () => {
    const yesNo = await ok(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'yes_no',
      question_text: 'Do you drive?',
    });
    expect(yesNo.options.map((o: { option_text: string }) => o.option_text)).toEqual(['Yes', 'No']);
    for (const type of ['short_text', 'long_text', 'date', 'file']) {
      await ok(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
        question_type: type,
        question_text: `A ${type} question`,
      });
    }
    const num = await ok(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'number',
      question_text: 'Years?',
      settings: { min: 0, max: 50 },
    });
    expect(num.settings).toEqual({ min: 0, max: 50 });
    const one = await req(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'multiple_choice',
      question_text: 'Pick',
      options: [{ option_text: 'Only' }],
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().errors[0].prop).toBe('options');
    const textWithOptions = await req(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'short_text',
      question_text: 'Name',
      options: [{ option_text: 'x' }],
    });
    expect(textWithOptions.statusCode).toBe(400);
    const badRange = await req(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'number',
      question_text: 'N',
      settings: { min: 5, max: 1 },
    });
    expect(badRange.statusCode).toBe(400);
  });

  it('given the bank, then it pages newest first, searches and filters by type; archived questions leave the list', async () => {
    const q = await ok(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'long_text',
      question_text: 'Describe a zebra-striped afternoon',
    });
    const found = await ok(owner, 'GET', `/account/v1/questions/${demoAccountId}/?search=zebra-striped`);
    expect(found.data.map((x: { account_question_id: number }) => x.account_question_id)).toEqual([
      q.account_question_id,
    ]);
    const longs = await ok(
      owner,
      'GET',
      `/account/v1/questions/${demoAccountId}/?question_type=long_text&page_size=100`,
    );
    expect(longs.data.every((x: { question_type: string }) => x.question_type === 'long_text')).toBe(true);
    const page1 = await ok(owner, 'GET', `/account/v1/questions/${demoAccountId}/?page_size=2`);
    expect(page1).toMatchObject({ page: 1, page_size: 2 });
    expect(page1.data).toHaveLength(2);
    expect(page1.count).toBeGreaterThan(2);

    await ok(owner, 'DELETE', `/account/v1/question/${q.account_question_id}/`);
    expect((await ok(owner, 'GET', `/account/v1/questions/${demoAccountId}/?search=zebra-striped`)).count).toBe(0);
    expect(
      (await ok(owner, 'GET', `/account/v1/questions/${demoAccountId}/?search=zebra-striped&include_archived=1`))
        .data[0].is_archived,
    ).toBe(true);

    const restored = await ok(owner, 'PATCH', `/account/v1/question/${q.account_question_id}/`, { is_archived: false });
    expect(restored.is_archived).toBe(false);
    expect((await ok(owner, 'GET', `/account/v1/questions/${demoAccountId}/?search=zebra-striped`)).count).toBe(1);
    expect(
      (await req(owner, 'PATCH', `/account/v1/question/${q.account_question_id}/`, { is_archived: 'no' })).statusCode,
    ).toBe(400);
    expect(
      (await req(otherOwner, 'PATCH', `/account/v1/question/${q.account_question_id}/`, { is_archived: true }))
        .statusCode,
    ).toBe(404);
    expect((await ok(owner, 'GET', `/account/v1/question/${q.account_question_id}/`)).is_archived).toBe(false);
  });

  it('given a question candidates answered, when its choices change, then 409; its wording may change', async () => {
    const q = await ok(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'yes_no',
      question_text: 'Night shifts?',
    });
    const tracker = await t.db
      .selectFrom('user_trackers')
      .select(['ref_id', 'user_id'])
      .where('job_id', '=', 1)
      .executeTakeFirstOrThrow();
    const attemptId = 'c0000000-0000-4000-8000-0000000000aa';
    await t.db
      .insertInto('user_attempts')
      .values({ attempt_id: attemptId, ref_id: tracker.ref_id, job_step_activity_id: 5, user_id: tracker.user_id })
      .execute();
    await t.db
      .insertInto('user_answers')
      .values({
        attempt_id: attemptId,
        item_id: `q${q.account_question_id}`,
        value: JSON.stringify('yes'),
        revision: 1,
        answered_at: new Date(),
        received_at: new Date(),
      })
      .execute();

    const res = await req(owner, 'PATCH', `/account/v1/question/${q.account_question_id}/`, {
      options: [{ option_text: 'A' }, { option_text: 'B' }],
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await req(owner, 'PATCH', `/account/v1/question/${q.account_question_id}/`, { question_type: 'short_text' }))
        .statusCode,
    ).toBe(409);
    const reworded = await ok(owner, 'PATCH', `/account/v1/question/${q.account_question_id}/`, {
      question_text: 'Can you work night shifts?',
    });
    expect(reworded).toMatchObject({
      question_text: 'Can you work night shifts?',
      options: [{ option_text: 'Yes' }, { option_text: 'No' }],
    });
  });

  it('given another company, then their bank and questions answer 404; a candidate gets 403', async () => {
    expect((await req(otherOwner, 'GET', `/account/v1/questions/${demoAccountId}/`)).statusCode).toBe(404);
    expect((await req(otherOwner, 'GET', '/account/v1/question/1/')).statusCode).toBe(404);
    expect((await req(otherOwner, 'PATCH', '/account/v1/question/1/', { question_text: 'Hijacked' })).statusCode).toBe(
      404,
    );
    expect((await req(otherOwner, 'DELETE', '/account/v1/question/1/')).statusCode).toBe(404);
    expect((await req(candidate, 'GET', `/account/v1/questions/${demoAccountId}/`)).statusCode).toBe(403);
    const row = await t.db
      .selectFrom('account_questions')
      .select(['question_text', 'is_archived'])
      .where('account_question_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_archived: false });
    expect(row.question_text).not.toBe('Hijacked');
  });

  it('given staff without company settings access (the interviewer, the analyst, the recruiter), then they may add a pre-screen question from the builder but neither edit nor archive the bank', async () => {
    const analyst = await t.signIn('analyst@demo-company.test');
    const q = await ok(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'yes_no',
      question_text: 'Weekend shifts?',
    });
    const url = `/account/v1/question/${q.account_question_id}/`;
    for (const who of [interviewer, analyst, recruiter]) {
      const edit = await req(who, 'PATCH', url, { question_text: 'Taken over?' });
      expect(edit.statusCode, edit.body).toBe(403);
      expect(edit.json().code).toBe('forbidden');
      expect((await req(who, 'PATCH', url, { is_archived: true })).statusCode).toBe(403);
      expect((await req(who, 'DELETE', url)).statusCode).toBe(403);
    }
    expect(await ok(owner, 'GET', url)).toMatchObject({ question_text: 'Weekend shifts?', is_archived: false });
    await ok(interviewer, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'short_text',
      question_text: 'Why this store?',
    });
  });

  it('given a question set, when bank questions are added in the builder, then the question shows its usage', async () => {
    const { job_id } = await ok(owner, 'POST', '/job/v1/builder/', { title: 'Uses questions' });
    const q = await ok(owner, 'POST', `/account/v1/questions/${demoAccountId}/`, {
      question_type: 'short_text',
      question_text: 'Why us?',
    });
    await ok(owner, 'POST', `/job/v1/job-step/${job_id}/`, {
      name: 'Q',
      activities: [{ activity_type: 'questions', title: 'Q', account_question_ids: [q.account_question_id] }],
    });
    expect((await ok(owner, 'GET', `/account/v1/question/${q.account_question_id}/`)).usage_count).toBe(1);
  });
});

describe('the interview-question list', () => {
  const url = () => `/account/v1/questions/${demoAccountId}/`;
  const interviewList = async (who: S, search: string) =>
    (await ok(who, 'GET', `${url()}?question_list=interview&search=${encodeURIComponent(search)}`)).data;

  it('given the seeded list, then the demo kit uses each of its questions once; the pre-screen list does not hold them', async () => {
    const list = (await ok(owner, 'GET', `${url()}?question_list=interview&page_size=100`)).data;
    const seeded = list.filter(
      (q: { question_text: string }) => q.question_text === 'Tell me about a time you calmed an upset customer.',
    );
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({
      question_list: 'interview',
      question_type: 'long_text',
      usage_count: 1,
      options: [],
    });
    expect(seeded[0].attributes).toHaveLength(1);
    const prescreen = (await ok(owner, 'GET', `${url()}?page_size=100`)).data;
    expect(prescreen.every((q: { question_list: string }) => q.question_list === 'prescreen')).toBe(true);
  });

  it('given the owner, when they add, edit, archive and restore an interview question with the attributes it probes, then each reads back', async () => {
    const library = await ok(owner, 'GET', '/account/v1/attribute-types/?category=competencies');
    const [a, b] = [library[0].attribute_type_id, library[1].attribute_type_id];
    const created = await ok(owner, 'POST', url(), {
      question_list: 'interview',
      question_type: 'long_text',
      question_text: 'Walk me through a hard closing shift.',
      help_text: 'Listen for priorities.',
      attributes: [{ attribute_type_id: a }],
    });
    expect(created).toMatchObject({
      question_list: 'interview',
      usage_count: 0,
      attributes: [{ attribute_type_id: a }],
    });
    expect(await interviewList(owner, 'hard closing shift')).toHaveLength(1);
    expect((await ok(owner, 'GET', `${url()}?search=hard%20closing%20shift`)).count).toBe(0);

    const edited = await ok(owner, 'PATCH', `/account/v1/question/${created.account_question_id}/`, {
      question_text: 'Walk me through your hardest closing shift.',
      attributes: [{ attribute_type_id: a }, { attribute_type_id: b }],
    });
    expect(edited).toMatchObject({
      question_list: 'interview',
      question_text: 'Walk me through your hardest closing shift.',
    });
    expect(edited.attributes.map((x: { attribute_type_id: number }) => x.attribute_type_id).sort()).toEqual(
      [a, b].sort(),
    );

    await ok(owner, 'DELETE', `/account/v1/question/${created.account_question_id}/`);
    expect(await interviewList(owner, 'hardest closing shift')).toHaveLength(0);
    await ok(owner, 'PATCH', `/account/v1/question/${created.account_question_id}/`, { is_archived: false });
    expect(await interviewList(owner, 'hardest closing shift')).toHaveLength(1);
  });

  it('given bad input, then 400 names the field and nothing is added', async () => {
    const blank = await req(owner, 'POST', url(), {
      question_list: 'interview',
      question_type: 'long_text',
      question_text: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].prop).toBe('question_text');
    const choice = await req(owner, 'POST', url(), {
      question_list: 'interview',
      question_type: 'yes_no',
      question_text: 'Do you like people?',
    });
    expect(choice.statusCode).toBe(400);
    expect(choice.json().errors.map((e: { prop: string }) => e.prop)).toContain('question_type');
    const attribute = await req(owner, 'POST', url(), {
      question_list: 'interview',
      question_type: 'long_text',
      question_text: 'Unknown attribute',
      attributes: [{ attribute_type_id: 2_000_000 }],
    });
    expect(attribute.statusCode).toBe(400);
    expect(attribute.json().errors[0].prop).toBe('attributes');
    const list = await req(owner, 'POST', url(), {
      question_list: 'onboarding',
      question_type: 'long_text',
      question_text: 'Which list?',
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors[0].prop).toBe('question_list');
    expect(await interviewList(owner, 'Do you like people')).toHaveLength(0);
    expect(await interviewList(owner, 'Unknown attribute')).toHaveLength(0);
  });

  it('given staff without company settings access, then they read the list (kits copy from it) but may not change it; a candidate and another company may do neither', async () => {
    const q = await ok(owner, 'POST', url(), {
      question_list: 'interview',
      question_type: 'long_text',
      question_text: 'Guarded interview question',
    });
    const path = `/account/v1/question/${q.account_question_id}/`;
    for (const who of [recruiter, interviewer]) {
      expect(await interviewList(who, 'Guarded interview question')).toHaveLength(1);
      expect(
        (
          await req(who, 'POST', url(), {
            question_list: 'interview',
            question_type: 'long_text',
            question_text: 'Sneaked in',
          })
        ).statusCode,
      ).toBe(403);
      expect((await req(who, 'PATCH', path, { question_text: 'Changed' })).statusCode).toBe(403);
      expect((await req(who, 'DELETE', path)).statusCode).toBe(403);
    }
    expect((await req(candidate, 'GET', `${url()}?question_list=interview`)).statusCode).toBe(403);
    expect(
      (
        await req(candidate, 'POST', url(), {
          question_list: 'interview',
          question_type: 'long_text',
          question_text: 'Sneaked in',
        })
      ).statusCode,
    ).toBe(403);
    expect((await req(otherOwner, 'GET', `${url()}?question_list=interview`)).statusCode).toBe(404);
    expect((await req(otherOwner, 'GET', path)).statusCode).toBe(404);
    expect((await req(otherOwner, 'PATCH', path, { question_text: 'Hijacked' })).statusCode).toBe(404);
    expect((await req(otherOwner, 'DELETE', path)).statusCode).toBe(404);
    expect(await interviewList(owner, 'Sneaked in')).toHaveLength(0);
    expect((await ok(owner, 'GET', path)).question_text).toBe('Guarded interview question');
  });

  it('given an interview question, then a screening question set cannot ask it', async () => {
    const { job_id } = await ok(owner, 'POST', '/job/v1/builder/', { title: 'Asks an interview question' });
    const q = await ok(owner, 'POST', url(), {
      question_list: 'interview',
      question_type: 'long_text',
      question_text: 'Not for question sets',
    });
    const res = await req(owner, 'POST', `/job/v1/job-step/${job_id}/`, {
      name: 'Q',
      activities: [{ activity_type: 'questions', title: 'Q', account_question_ids: [q.account_question_id] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].prop).toBe('account_question_ids');
  });
});
