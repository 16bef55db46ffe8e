import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { answersHash, type AnswerValue } from '../../../contracts/user-response.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { scoreScreeningAnswers } from '../../scoring/screening-questions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { questionSetServerKind } from './question-set.kind.ts';
import { scoringQuestions } from './screening-questions.service.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, li: S, owner: S, recruiter: S, admin: S;

/** Job 1 (the open requisition): activity 5 is "Screening questions", 4 the personality questionnaire. */
const JOB = 1;
const ACTIVITY = 5;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  const emails = [
    'maria.garcia@assay.test',
    'li.wei@assay.test',
    'owner@demo-company.test',
    'recruiter@demo-company.test',
    'admin@assay.test',
  ];
  [maria, li, owner, recruiter, admin] = (await Promise.all(emails.map((e) => t.signIn(e)))) as [S, S, S, S, S];
});
afterAll(async () => t.close());

const questionsUrl = (refId: string, activity = ACTIVITY, job = JOB) =>
  `/api/user-response/v1/job-questions/${job}/?job_step_activity_id=${activity}&ref_id=${refId}`;
const getQuestions = (who: S, refId: string = DEMO_TRACKERS.mariaOpen, activity = ACTIVITY, job = JOB) =>
  t.request({ method: 'GET', url: questionsUrl(refId, activity, job), token: who.token });
const post = (who: S, url: string, body: unknown) =>
  t.request({ method: 'POST', url, token: who.token, body, headers: { 'idempotency-key': randomUUID() } });
const validate = (
  who: S,
  answers: { item_id: string; value: AnswerValue }[],
  refId: string = DEMO_TRACKERS.mariaOpen,
) =>
  post(who, '/api/user-response/v1/user-questions-validate/', {
    ref_id: refId,
    job_step_activity_id: ACTIVITY,
    answers,
  });

async function mariaQuestions(): Promise<CandidateQuestion[]> {
  const res = await getQuestions(maria);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.questions;
}

/** A valid answer to every answerable question, by type. */
function goodAnswers(questions: CandidateQuestion[]): { item_id: string; value: AnswerValue }[] {
  return questions.flatMap((q) => {
    const value: AnswerValue | undefined = {
      single_choice: q.options.at(-1)?.question_option_id,
      multiple_choice: q.options.slice(0, 2).map((o) => String(o.question_option_id)),
      yes_no: 'yes',
      short_text: 'English, Spanish',
      long_text: 'A customer was upset about a late delivery; I found the parcel and called them back.',
      number: 40,
      date: '2026-12-01',
      file: undefined,
    }[q.question_type];
    return value === undefined ? [] : [{ item_id: q.item_id, value }];
  });
}

describe('reading the questions of an activity', () => {
  it("given Maria's open application, then the Screening questions come in order, every type, choices in sort order, without points or knockouts", async () => {
    const res = await getQuestions(maria);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe('Screening questions');
    const questions: CandidateQuestion[] = data.questions;
    expect(questions.map((q) => q.question_type)).toEqual([
      'yes_no',
      'single_choice',
      'multiple_choice',
      'short_text',
      'long_text',
      'number',
      'date',
      'yes_no',
      'file',
    ]);
    expect(questions[0]).toMatchObject({
      item_id: `q${questions[0]!.account_question_id}`,
      is_required: true,
      question_text: 'Are you legally authorised to work in the United States?',
    });
    expect(questions[0]!.options.map((o) => o.option_text)).toEqual(['yes', 'no']);
    expect(questions[1]!.options.map((o) => o.sort_order)).toEqual([1, 2, 3, 4]);
    expect(questions[5]!.settings).toEqual({ min: 10, max: 60 });
    expect(questions.at(-1)!.is_required).toBe(false);
    expect(res.body).not.toMatch(/score|knockout|attribute/);
  });

  it('given another candidate, staff of the company, a provider admin, or the wrong job or activity, then 404', async () => {
    for (const who of [li, owner, recruiter, admin]) expect((await getQuestions(who)).statusCode).toBe(404);
    expect((await getQuestions(maria, DEMO_TRACKERS.mariaOpen, ACTIVITY, 2)).statusCode).toBe(404);
    expect((await getQuestions(maria, DEMO_TRACKERS.mariaOpen, 4)).statusCode).toBe(404);
    expect((await getQuestions(maria, DEMO_TRACKERS.mariaOpen, 11)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: questionsUrl(DEMO_TRACKERS.mariaOpen) })).statusCode).toBe(401);
  });
});

describe('validating answers', () => {
  it('given no answers, then 400 with "required" for each required question only', async () => {
    const questions = await mariaQuestions();
    const res = await validate(maria, []);
    expect([res.statusCode, res.json().code]).toEqual([400, 'validation_error']);
    const required = questions.filter((q) => q.is_required).map((q) => q.item_id);
    expect(res.json().errors).toEqual(required.map((prop) => ({ prop, message: 'Answer this question' })));
  });

  it('given a number above its maximum, an impossible date, a text too long and a choice of another question, then one field error each', async () => {
    const questions = await mariaQuestions();
    const byType = (type: string) => questions.find((q) => q.question_type === type)!;
    const answers = goodAnswers(questions).map((a) => {
      if (a.item_id === byType('number').item_id) return { ...a, value: 61 };
      if (a.item_id === byType('date').item_id) return { ...a, value: '2026-02-30' };
      if (a.item_id === byType('short_text').item_id) return { ...a, value: 'x'.repeat(201) };
      if (a.item_id === byType('single_choice').item_id)
        return { ...a, value: questions[0]!.options[0]!.question_option_id };
      return a;
    });
    const res = await validate(maria, answers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { prop: byType('single_choice').item_id, message: 'Choose one of the options' },
      { prop: byType('short_text').item_id, message: 'Use 200 characters or fewer' },
      { prop: byType('number').item_id, message: 'Enter 60 or less' },
      { prop: byType('date').item_id, message: 'Enter a real date as YYYY-MM-DD' },
    ]);
  });

  it("given a complete valid set, then valid; for someone else's application, then 404", async () => {
    const answers = goodAnswers(await mariaQuestions());
    const res = await validate(maria, answers);
    expect([res.statusCode, res.json().data]).toEqual([200, { valid: true }]);
    expect((await validate(li, answers)).statusCode).toBe(404);
    expect((await validate(owner, answers)).statusCode).toBe(404);
  });
});

/** A new attempt at the Screening questions of `refId`: its answers sent, then submitted, through the answer endpoints. */
async function startAttempt(who: S, refId: string) {
  const target = { ref_id: refId, job_step_activity_id: ACTIVITY, attempt_id: randomUUID() };
  expect(
    (await post(who, '/api/user-response/v1/set-start-time/', { ...target, started_at: new Date().toISOString() }))
      .statusCode,
  ).toBe(200);
  const send = async (answers: { item_id: string; value: AnswerValue }[], revision: number) => {
    for (const a of answers) {
      const res = await post(who, '/api/user-response/v1/assessment-answers/', {
        ...target,
        ...a,
        revision,
        answered_at: new Date().toISOString(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const submit = async (answers: { item_id: string; value: AnswerValue }[]) =>
    post(who, '/api/user-response/v1/assessment-answers/submit/', {
      ...target,
      answer_count: answers.length,
      answers_hash: await answersHash(answers),
    });
  return { target, send, submit };
}

describe('submitting through the answer endpoints', () => {
  it('given invalid stored answers, when Maria submits, then 400 with field errors and nothing is submitted; fixed, then the activity is completed', async () => {
    const questions = await mariaQuestions();
    const { target, send, submit } = await startAttempt(maria, DEMO_TRACKERS.mariaOpen);

    const good = goodAnswers(questions);
    const numberItem = questions.find((q) => q.question_type === 'number')!.item_id;
    const bad = good
      .map((a) => (a.item_id === numberItem ? { ...a, value: 5 } : a))
      .filter((a) => a.item_id !== questions[0]!.item_id);
    await send(bad, 1);
    const refused = await submit(bad);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'validation_error']);
    expect(refused.json().errors).toEqual([
      { prop: questions[0]!.item_id, message: 'Answer this question' },
      { prop: numberItem, message: 'Enter 10 or more' },
    ]);
    const attempt = await t.db
      .selectFrom('user_attempts')
      .select('submitted_at')
      .where('attempt_id', '=', target.attempt_id)
      .executeTakeFirstOrThrow();
    expect(attempt.submitted_at).toBeNull();
    const activity = await t.db
      .selectFrom('user_step_activities')
      .select('is_completed')
      .where('ref_id', '=', DEMO_TRACKERS.mariaOpen)
      .where('job_step_activity_id', '=', ACTIVITY)
      .executeTakeFirst();
    expect(activity?.is_completed ?? false).toBe(false);

    await send(good, 2);
    const accepted = await submit(good);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const tracker = await t.request({
      method: 'GET',
      url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.mariaOpen}/`,
      token: maria.token,
    });
    const done = tracker
      .json()
      .data.steps.flatMap(
        (s: { activities: { job_step_activity_id: number; is_completed: boolean }[] }) => s.activities,
      );
    expect(done.find((a: { job_step_activity_id: number }) => a.job_step_activity_id === ACTIVITY).is_completed).toBe(
      true,
    );
  });
});

describe('the question set hearing a submission', () => {
  it('given an app built again in the same process, when Li submits her answers, then the question set checks them once', async () => {
    const again = await startTestApp();
    await again.close();
    const check = vi.spyOn(questionSetServerKind, 'answersSubmitted');
    try {
      const res = await getQuestions(li, DEMO_TRACKERS.liOpen);
      expect(res.statusCode, res.body).toBe(200);
      const answers = goodAnswers(res.json().data.questions);
      const { send, submit } = await startAttempt(li, DEMO_TRACKERS.liOpen);
      await send(answers, 1);
      const submitted = await submit(answers);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(check.mock.calls.map(([, submission]) => submission.refId)).toEqual([DEMO_TRACKERS.liOpen]);
    } finally {
      check.mockRestore();
    }
  });
});

describe('scoring the seeded questions', () => {
  it('given "no" to work authorisation, then knockout; given yes, the most experience and phone + email, then customer focus (2x100 + 55 + 0 unscored)/3 = 85', async () => {
    const questions = await scoringQuestions(t.db, ACTIVITY);
    const [auth, years, channels] = questions;
    const knockedOut = scoreScreeningAnswers(questions, [{ item_id: `q${auth!.account_question_id}`, value: 'no' }]);
    expect(knockedOut.knockout).toBe(true);
    const fine = scoreScreeningAnswers(questions, [
      { item_id: `q${auth!.account_question_id}`, value: 'yes' },
      { item_id: `q${years!.account_question_id}`, value: years!.options.at(-1)!.question_option_id },
      {
        item_id: `q${channels!.account_question_id}`,
        value: channels!.options.slice(0, 2).map((o) => String(o.question_option_id)),
      },
    ]);
    expect(fine.knockout).toBe(false);
    // Customer focus: support years (weight 2) scores 100, channels (weight 1) 30 + 25 = 55: (200 + 55) / 3 = 85.
    const customerFocus = await t.db
      .selectFrom('attribute_types')
      .select('attribute_type_id')
      .where('category', '=', 'competencies')
      .where('code', '=', 'CUS')
      .executeTakeFirstOrThrow();
    expect(fine.attributes.find((a) => a.attribute_type_id === customerFocus.attribute_type_id)?.score).toBe(85);
  });
});
