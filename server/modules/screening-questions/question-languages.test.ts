/**
 * A company's screening questions per language (D287): staff write a question's,
 * its help's and each choice's versions beside the default language's text; a candidate reads them
 * in the language they chose, the company default's where a version is missing, with every version
 * beside it for the device. Translating the choices keeps them (and answers' meaning): same ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../contracts/question-bank.ts';
import type { CandidateQuestion, JobQuestions } from '../../../contracts/screening-questions.ts';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let maria: S, owner: S, recruiter: S;
let demoId: number;

/** Job 1 (the open requisition): activity 5 is "Screening questions", which Maria's open application asks. */
const JOB = 1;
const ACTIVITY = 5;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [maria, owner, recruiter] = (await Promise.all(
    ['maria.garcia@assay.test', 'owner@demo-company.test', 'recruiter@demo-company.test'].map((e) => t.signIn(e)),
  )) as [S, S, S];
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
});
afterAll(async () => t.close());

const call = (who: S, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, ...(body === undefined ? {} : { body }) });
const patchQuestion = (who: S, id: number, body: unknown) => call(who, 'PATCH', `/account/v1/question/${id}/`, body);

async function candidateView(): Promise<JobQuestions> {
  const res = await call(
    maria,
    'GET',
    `/user-response/v1/job-questions/${JOB}/?job_step_activity_id=${ACTIVITY}&ref_id=${DEMO_TRACKERS.mariaOpen}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const setLanguage = (language: string | null) =>
  t.db.updateTable('users').set({ preferred_language: language }).where('user_id', '=', maria.userId).execute();

describe('staff write a screening question in other languages', () => {
  it('given a new question with versions, then they are kept beside the text, blank ones dropped; a version too long is a 400', async () => {
    const res = await call(owner, 'POST', `/account/v1/questions/${demoId}/`, {
      question_type: 'single_choice',
      question_text: 'Which shift suits you?',
      question_text_i18n: { es: '¿Qué turno te viene mejor?', fr: '  ' },
      help_text: 'Pick one.',
      help_text_i18n: { fr: 'Choisissez-en un.' },
      options: [
        { option_text: 'Mornings', option_text_i18n: { es: 'Mañanas', fr: 'Le matin' } },
        { option_text: 'Evenings', option_text_i18n: { es: 'Tardes' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const created: Question = res.json().data;
    expect(created).toMatchObject({
      question_text_i18n: { es: '¿Qué turno te viene mejor?' },
      help_text_i18n: { fr: 'Choisissez-en un.' },
    });
    expect(created.options.map((o) => o.option_text_i18n)).toEqual([
      { es: 'Mañanas', fr: 'Le matin' },
      { es: 'Tardes' },
    ]);

    const tooLong = await patchQuestion(owner, created.account_question_id, {
      question_text_i18n: { es: 'x'.repeat(2_001) },
    });
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'validation_error']);
  });

  it('given the choices sent back unchanged with new versions, then they keep their ids; a changed choice replaces them', async () => {
    const question: Question = (
      await call(owner, 'POST', `/account/v1/questions/${demoId}/`, {
        question_type: 'single_choice',
        question_text: 'How did you hear of us?',
        options: [{ option_text: 'A friend' }, { option_text: 'A job board', score: 50 }],
      })
    ).json().data;
    const ids = question.options.map((o) => o.question_option_id);
    const translated = await patchQuestion(owner, question.account_question_id, {
      options: [
        { option_text: 'A friend', option_text_i18n: { es: 'Un amigo' } },
        { option_text: 'A job board', score: 50, option_text_i18n: { fr: 'Un site d’emploi' } },
      ],
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const after: Question = translated.json().data;
    expect(after.options.map((o) => o.question_option_id)).toEqual(ids);
    expect(after.options.map((o) => o.option_text_i18n)).toEqual([{ es: 'Un amigo' }, { fr: 'Un site d’emploi' }]);

    const changed: Question = (
      await patchQuestion(owner, question.account_question_id, {
        options: [{ option_text: 'A friend' }, { option_text: 'A newspaper' }],
      })
    ).json().data;
    expect(changed.options.map((o) => o.question_option_id)).not.toEqual(ids);
    expect(changed.options.map((o) => o.option_text)).toEqual(['A friend', 'A newspaper']);
  });
});

describe('a candidate reads the questions in their language', () => {
  it('given Spanish and French versions of some texts, then Maria reads her language where there is one and the company default where not, with every version beside it', async () => {
    const [first, second] = (await candidateView()).questions as [CandidateQuestion, CandidateQuestion];
    expect(second.question_type).toBe('single_choice');
    expect(
      (
        await patchQuestion(owner, first.account_question_id, {
          question_text_i18n: { es: '¿Tienes permiso para trabajar en Estados Unidos?' },
        })
      ).statusCode,
    ).toBe(200);
    const bank: Question = (await call(owner, 'GET', `/account/v1/question/${second.account_question_id}/`)).json()
      .data;
    const res = await patchQuestion(owner, second.account_question_id, {
      question_text_i18n: { es: 'Versión en español de la segunda pregunta', fr: 'La deuxième question en français' },
      options: bank.options.map((o, i) => ({
        option_text: o.option_text,
        score: o.score,
        is_knockout: o.is_knockout,
        option_text_i18n: i === 0 ? { es: 'Primera opción' } : {},
      })),
    });
    expect(res.statusCode, res.body).toBe(200);

    await setLanguage('es');
    const spanish = await candidateView();
    const [q1, q2] = spanish.questions as [CandidateQuestion, CandidateQuestion];
    expect(q1.question_text).toBe('¿Tienes permiso para trabajar en Estados Unidos?');
    expect(q1.question_text_i18n).toEqual({
      en: 'Are you legally authorised to work in the United States?',
      es: '¿Tienes permiso para trabajar en Estados Unidos?',
    });
    expect(q2.question_text).toBe('Versión en español de la segunda pregunta');
    expect(q2.options.map((o) => o.option_text)).toEqual([
      'Primera opción',
      ...bank.options.slice(1).map((o) => o.option_text),
    ]);
    expect(q2.options[0]!.option_text_i18n).toEqual({ en: bank.options[0]!.option_text, es: 'Primera opción' });
    expect(q2.options.map((o) => o.question_option_id)).toEqual(bank.options.map((o) => o.question_option_id));
    expect(spanish).toMatchObject({
      title: 'Screening questions',
      title_i18n: { en: 'Screening questions' },
      default_language: 'en',
    });
    expect(JSON.stringify(spanish)).not.toMatch(/score|knockout/);

    await setLanguage('fr');
    const french = (await candidateView()).questions as [CandidateQuestion, CandidateQuestion];
    expect(french[0].question_text).toBe('Are you legally authorised to work in the United States?');
    expect(french[1].question_text).toBe('La deuxième question en français');
    expect(french[1].options[0]!.option_text).toBe(bank.options[0]!.option_text);

    await setLanguage(null);
    expect((await candidateView()).questions[1]!.question_text).toBe(bank.question_text);
  });

  it('given a recruiter, then the candidate view of the questions stays closed (404)', async () => {
    const res = await call(
      recruiter,
      'GET',
      `/user-response/v1/job-questions/${JOB}/?job_step_activity_id=${ACTIVITY}&ref_id=${DEMO_TRACKERS.mariaOpen}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
