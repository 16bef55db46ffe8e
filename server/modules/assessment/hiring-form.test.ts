/**
 * The questionnaire's hiring form (D291): a requisition's questionnaire asks no
 * item of a scale kept out of hiring unless its settings ask the full form; an answer to such an
 * item is refused, one stored before is not scored; the plan editor keeps the setting.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentContent } from '../../../contracts/assessment.ts';
import { answersHash, type AnswerValue } from '../../../contracts/user-response.ts';
import { DEMO_JOBS } from '../../db/seed/demo-requisitions.ts';
import { appliedCandidate, attemptTarget, type Attempt } from '../../test/attempt-kit.ts';
import { activityOfKind } from '../../test/job-kit.ts';
import { planClient } from '../../test/plan-kit.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { NOT_ASKED_WORDS } from '../scoring/index.ts';

const notAskedMessage = NOT_ASKED_WORDS.en;

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let recruiter: S;
let activityId: number;
let asmtId: number;
/** The personality questionnaire's items by the scale they measure. */
let scaleOf: Map<string, string>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  recruiter = await t.signIn('recruiter@demo-company.test');
  activityId = await activityOfKind(t, DEMO_JOBS.openRequisition, 'assessment');
  const activity = await t.db
    .selectFrom('job_step_activities')
    .select('asmt_id')
    .where('job_step_activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  asmtId = activity.asmt_id!;
  const items = await t.db
    .selectFrom('assessment_items')
    .select(['item_id', 'attribute_code'])
    .where('asmt_id', '=', asmtId)
    .where('is_practice', '=', false)
    .execute();
  scaleOf = new Map(items.map((i) => [i.item_id, i.attribute_code ?? '']));
});
afterAll(async () => t.close());

const isExcluded = (itemId: string) => /^N[1-6]$|^O6$/.test(scaleOf.get(itemId) ?? '');
const setForm = (form: 'hiring' | 'full' | null) =>
  t.db
    .updateTable('job_step_activities')
    .set({ settings: JSON.stringify(form === null ? {} : { questionnaire_form: form }) })
    .where('job_step_activity_id', '=', activityId)
    .execute();

async function contentOf(who: S, refId?: string): Promise<AssessmentContent> {
  const res = await t.request({
    method: 'GET',
    url: `/api/user-response/v1/assessment-content/${asmtId}/${refId ? `?ref_id=${refId}` : ''}`,
    token: who.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const scoredItems = (content: AssessmentContent) =>
  content.sections.flatMap((s) => s.items.filter((i) => !i.is_practice).map((i) => i.item_id));

const post = (who: S, url: string, body: unknown, language = 'en') =>
  t.request({
    method: 'POST',
    url,
    token: who.token,
    body,
    headers: { 'idempotency-key': randomUUID(), 'accept-language': language },
  });
const answer = (a: Attempt, item_id: string, value: AnswerValue = 3, language = 'en') =>
  post(
    a.who,
    '/api/user-response/v1/assessment-answers/',
    {
      ...attemptTarget(a),
      item_id,
      value,
      revision: 1,
      answered_at: new Date().toISOString(),
    },
    language,
  );

async function newAttempt(): Promise<Attempt> {
  const { who, ref_id } = await appliedCandidate(t, 'hiringform');
  return { who, ref_id, job_step_activity_id: activityId, attempt_id: randomUUID() };
}

async function scoredCodes(refId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('application_attribute_scores as s')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 's.attribute_type_id')
    .select('at.code')
    .where('s.ref_id', '=', refId)
    .where('s.job_step_activity_id', '=', activityId)
    .execute();
  return rows.map((r) => r.code ?? '').sort();
}

/** Every answer sent in batches of 60 (a batch holds at most 100), each accepted. */
async function sendAll(a: Attempt, answers: readonly { item_id: string; value: AnswerValue }[]) {
  for (let i = 0; i < answers.length; i += 60) {
    const batch = await post(a.who, '/api/user-response/v1/assessment-answers/batch/', {
      ...attemptTarget(a),
      items: answers
        .slice(i, i + 60)
        .map((x) => ({ ...x, idempotency_key: randomUUID(), revision: 1, answered_at: new Date().toISOString() })),
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().data.results.every((r: { status: number }) => r.status === 200)).toBe(true);
  }
}

async function answerAndSubmit(a: Attempt, itemIds: readonly string[]) {
  const answers = itemIds.map((item_id) => ({ item_id, value: 4 as AnswerValue }));
  await sendAll(a, answers);
  const submitted = await post(a.who, '/api/user-response/v1/assessment-answers/submit/', {
    ...attemptTarget(a),
    answer_count: answers.length,
    answers_hash: await answersHash(answers),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
}

describe('the hiring form of a requisition questionnaire', () => {
  it('given a requisition activity stored without a form, when its candidate reads the content, then the 28 items of Neuroticism and Liberalism are left out (92 of 120); without the tracker every item comes', async () => {
    await setForm(null);
    const a = await newAttempt();
    const hiring = await contentOf(a.who, a.ref_id);
    expect(hiring.item_count).toBe(92);
    expect(scoredItems(hiring)).toHaveLength(92);
    expect(scoredItems(hiring).filter(isExcluded)).toEqual([]);
    expect(hiring.practice_item_count).toBe(2);
    const full = await contentOf(a.who);
    expect(full.item_count).toBe(120);
    expect(scoredItems(full).filter(isExcluded)).toHaveLength(28);
  });

  it('given the hiring form, when the candidate answers an Anxiety item alone or in a batch, then it is refused with 400 item_not_asked and nothing is stored, while an asked item is kept', async () => {
    await setForm('hiring');
    const a = await newAttempt();
    const excluded = [...scaleOf.keys()].find((id) => scaleOf.get(id) === 'N1')!;
    const asked = [...scaleOf.keys()].find((id) => scaleOf.get(id) === 'C1')!;
    const refused = await answer(a, excluded);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'item_not_asked', message: notAskedMessage });
    expect(refused.json().errors).toEqual([{ prop: 'item_id', message: notAskedMessage }]);
    const batch = await post(a.who, '/api/user-response/v1/assessment-answers/batch/', {
      ...attemptTarget(a),
      items: [excluded, asked].map((item_id) => ({
        item_id,
        value: 2,
        revision: 2,
        idempotency_key: randomUUID(),
        answered_at: new Date().toISOString(),
      })),
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const results = batch.json().data.results as { status: number; error?: { code: string } }[];
    expect(results.map((r) => [r.status, r.error?.code])).toEqual([
      [400, 'item_not_asked'],
      [200, undefined],
    ]);
    const stored = await t.db
      .selectFrom('user_answers')
      .select('item_id')
      .where('attempt_id', '=', a.attempt_id)
      .execute();
    expect(stored.map((s) => s.item_id)).toEqual([asked]);
  });

  it('given a Spanish or French candidate, when an answer to a left-out item is refused alone or in a batch, then the refusal is in their language (D297)', async () => {
    await setForm('hiring');
    const a = await newAttempt();
    const excluded = [...scaleOf.keys()].find((id) => scaleOf.get(id) === 'N3')!;
    for (const language of ['es', 'fr'] as const) {
      const words = NOT_ASKED_WORDS[language];
      const refused = await answer(a, excluded, 3, `${language}-${language.toUpperCase()},en;q=0.5`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'item_not_asked', message: words });
      expect(refused.json().errors).toEqual([{ prop: 'item_id', message: words }]);
      const batch = await post(
        a.who,
        '/api/user-response/v1/assessment-answers/batch/',
        {
          ...attemptTarget(a),
          items: [
            {
              item_id: excluded,
              value: 2,
              revision: 2,
              idempotency_key: randomUUID(),
              answered_at: new Date().toISOString(),
            },
          ],
        },
        language,
      );
      expect(batch.statusCode, batch.body).toBe(200);
      expect(batch.json().data.results[0].error).toEqual({
        code: 'item_not_asked',
        message: words,
        errors: [{ prop: 'item_id', message: words }],
      });
    }
    expect(NOT_ASKED_WORDS.es).not.toBe(NOT_ASKED_WORDS.en);
    expect(NOT_ASKED_WORDS.fr).not.toBe(NOT_ASKED_WORDS.en);
  });

  it('given the hiring form, then the estimated minutes the candidate reads count only its items; the full form and content without the tracker keep the questionnaire’s estimate (D297)', async () => {
    const { estimated_minutes: full } = await t.db
      .selectFrom('assessments')
      .select('estimated_minutes')
      .where('asmt_id', '=', asmtId)
      .executeTakeFirstOrThrow();
    expect(full).toBeGreaterThan(0);
    await setForm('hiring');
    const a = await newAttempt();
    expect((await contentOf(a.who, a.ref_id)).estimated_minutes).toBe(Math.ceil((full * 92) / 120));
    expect((await contentOf(a.who)).estimated_minutes).toBe(full);
    await setForm('full');
    expect((await contentOf(a.who, a.ref_id)).estimated_minutes).toBe(full);
  });

  it('given the hiring form, when the candidate submits every asked item, then no excluded scale is scored and the others are', async () => {
    await setForm('hiring');
    const a = await newAttempt();
    await answerAndSubmit(a, scoredItems(await contentOf(a.who, a.ref_id)));
    const codes = await scoredCodes(a.ref_id);
    expect(codes).toEqual(expect.arrayContaining(['A', 'C', 'E', 'O', 'O1', 'O5', 'C6']));
    expect(codes.filter((c) => /^N|^O6$/.test(c))).toEqual([]);
    // The candidate's own report lists the scales asked, every one scored, and no scale never asked.
    const report = await t.request({
      method: 'GET',
      url: `/api/user/v1/assessment-report/${a.attempt_id}/`,
      token: a.who.token,
    });
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json().data.attributes as { code: string; normalised: number | null }[];
    expect(rows).toHaveLength(27);
    expect(rows.filter((r) => /^N|^O6$/.test(r.code))).toEqual([]);
    expect(rows.every((r) => r.normalised !== null)).toBe(true);
  });

  it('given answers to excluded items stored under the full form, when the activity moves to the hiring form before submission, then they are kept but not scored', async () => {
    await setForm('full');
    const a = await newAttempt();
    const every = scoredItems(await contentOf(a.who, a.ref_id));
    expect(every).toHaveLength(120);
    const answers = every.map((item_id) => ({ item_id, value: 4 as AnswerValue }));
    await sendAll(a, answers);
    await setForm('hiring');
    const submitted = await post(a.who, '/api/user-response/v1/assessment-answers/submit/', {
      ...attemptTarget(a),
      answer_count: answers.length,
      answers_hash: await answersHash(answers),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const codes = await scoredCodes(a.ref_id);
    expect(codes).toContain('E');
    expect(codes.filter((c) => /^N|^O6$/.test(c))).toEqual([]);
  });

  it('given the full form, when the candidate reads and answers, then every item is asked, an Anxiety answer is kept and Neuroticism is scored (the spec’s rule, kept as an option)', async () => {
    await setForm('full');
    const a = await newAttempt();
    const every = scoredItems(await contentOf(a.who, a.ref_id));
    expect(every).toHaveLength(120);
    await answerAndSubmit(a, every);
    expect(await scoredCodes(a.ref_id)).toEqual(expect.arrayContaining(['N', 'N1', 'O6']));
    await setForm(null);
  });
});

describe('the setting in the plan editor', () => {
  const { req, ok, draftWithStep } = planClient(() => t);

  it('given a new questionnaire activity, then it asks the hiring form; an edit moves it to the full form and back; another kind refuses the setting', async () => {
    const { stepId } = await draftWithStep(recruiter, 'Hiring form', 'Assess');
    const added = await ok(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'assessment',
      title: 'Personality',
      asmt_id: asmtId,
    });
    expect(added.questionnaire).toEqual({ form: 'hiring' });
    const id = added.job_step_activity_id;
    const full = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${id}/`, { questionnaire: { form: 'full' } });
    expect(full.questionnaire).toEqual({ form: 'full' });
    const stored = await t.db
      .selectFrom('job_step_activities')
      .select('settings')
      .where('job_step_activity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.settings).toMatchObject({ questionnaire_form: 'full' });
    const back = await ok(recruiter, 'PATCH', `/job/v1/job-step/activity/${id}/`, {
      questionnaire: { form: 'hiring' },
    });
    expect(back.questionnaire).toEqual({ form: 'hiring' });
    const wrongKind = await req(recruiter, 'POST', `/job/v1/job-step/step/${stepId}/activity/`, {
      activity_type: 'resume',
      title: 'Resume',
      questionnaire: { form: 'full' },
    });
    expect(wrongKind.statusCode).toBe(400);
    const badForm = await req(recruiter, 'PATCH', `/job/v1/job-step/activity/${id}/`, {
      questionnaire: { form: 'short' },
    });
    expect(badForm.statusCode).toBe(400);
  });
});
