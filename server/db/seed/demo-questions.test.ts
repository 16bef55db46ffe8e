/**
 * Demo Company's screening questions in the candidate's language (a Spanish candidate
 * read "Are you legally authorised to work in the United States?"): every question the demo seeds
 * has its Spanish and French text, help where it has help, and choices (D199), and a Spanish
 * candidate's read of the open requisition's questions is Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedVersions, storedOptionVersions } from '../../../contracts/company-text.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { API_PATIENCE } from '../../test/patience.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, API_PATIENCE.heavy);
afterAll(() => t?.close());

describe('the demo’s screening questions', () => {
  it('given a fresh seed, then every Demo Company question a candidate or employee answers, its help and its choices are in Spanish and French', async () => {
    const questions = await t.db
      .selectFrom('account_questions as q')
      .innerJoin('accounts as a', 'a.account_id', 'q.account_id')
      .select(['q.account_question_id', 'q.question_type', 'q.question_text', 'q.help_text'])
      .select(['q.question_text_i18n', 'q.help_text_i18n'])
      .where('a.name', '=', 'Demo Company')
      // Interview kits' questions are read by the interviewers, in the company's language.
      .where('q.question_list', '<>', 'interview')
      .execute();
    expect(questions.length).toBeGreaterThanOrEqual(14);
    const missing: string[] = [];
    for (const q of questions) {
      const text = storedVersions(q.question_text_i18n);
      const help = storedVersions(q.help_text_i18n);
      for (const language of ['es', 'fr'] as const) {
        if (!text[language]) missing.push(`${q.question_text} (${language})`);
        if (q.help_text && !help[language]) missing.push(`${q.question_text}, help (${language})`);
      }
      if (q.question_type === 'yes_no') continue;
      const options = await t.db
        .selectFrom('question_options')
        .select(['option_text', 'option_text_i18n'])
        .where('account_question_id', '=', q.account_question_id)
        .orderBy('sort_order')
        .execute();
      for (const [i, o] of options.entries())
        for (const language of ['es', 'fr'] as const)
          if (!storedVersions(o.option_text_i18n)[language])
            missing.push(`${q.question_text}: choice ${i + 1} ${o.option_text} (${language})`);
    }
    expect(missing).toEqual([]);
    // The versions a list keeps line up with its choices (storedOptionVersions reads whole lists).
    expect(storedOptionVersions({ es: ['a', 'b'] }, 2)).toEqual({ es: ['a', 'b'] });
  });

  it('given a Spanish candidate, when she reads the open requisition’s screening questions, then they are Spanish', async () => {
    const maria = await t.signIn('maria.garcia@assay.test');
    await t.db
      .updateTable('users')
      .set({ preferred_language: 'es' })
      .where('email', '=', 'maria.garcia@assay.test')
      .execute();
    const activity = await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .innerJoin('user_trackers as t', 't.job_id', 'j.job_id')
      .innerJoin('users as u', 'u.user_id', 't.user_id')
      .select(['j.job_id', 'a.job_step_activity_id', 't.ref_id'])
      .where('j.uuid', '=', '11111111-1111-4111-8111-111111111111')
      .where('a.activity_type', '=', 'questions')
      .where('u.email', '=', 'maria.garcia@assay.test')
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/job-questions/${activity.job_id}/?job_step_activity_id=${activity.job_step_activity_id}&ref_id=${activity.ref_id}`,
      token: maria.token,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain('¿Tienes permiso legal para trabajar en Estados Unidos?');
    expect(res.body).toContain('Correo electrónico');
  });

  it('given the hires’ requisition, then its question activities are named in Spanish and French too', async () => {
    const rows = await t.db
      .selectFrom('job_step_activities')
      .select(['title', 'title_i18n'])
      .where('title', 'in', ['Work style questionnaire', 'Customer scenarios'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(Object.keys(storedVersions(row.title_i18n)).sort(), row.title).toEqual(['es', 'fr']);
  });
});
