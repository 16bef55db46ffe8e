/**
 * D214: an application-form field's label, help and choices in Spanish and French beside the
 * company default's (D199's `_i18n` columns, migration 0104 for the choices). Staff write them with
 * the field; a candidate reads the form in their language, else the company default's; an answer
 * always holds the choice as the company wrote it. Bad versions change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type S = Awaited<ReturnType<TestApp['signIn']>>;
let owner: S, li: S;
let demoId: number, formActivity: number, fieldId: number;

const field = (versions: Record<string, unknown> = {}) => ({
  label: 'Can you work weekends?',
  help_text: 'Saturdays and Sundays, some weeks.',
  field_type: 'select',
  options: ['Yes', 'No'],
  is_required: false,
  ...versions,
});
const put = (body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/account/v1/account-field/${fieldId}/`, token: owner.token, body });
const readForm = (language?: string) =>
  t.request({
    method: 'GET',
    url: `/api/user-response/v1/application-form/${DEMO_TRACKERS.liOpen}/?job_step_activity_id=${formActivity}${
      language ? `&language=${language}` : ''
    }`,
    token: li.token,
  });
const stored = () =>
  t.db
    .selectFrom('account_fields')
    .select(['label', 'help_text', 'options', 'label_i18n', 'help_text_i18n', 'options_i18n'])
    .where('account_field_id', '=', fieldId)
    .executeTakeFirstOrThrow();
async function formField(language?: string) {
  const res = await readForm(language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.custom_fields.find((f: { account_field_id: number }) => f.account_field_id === fieldId);
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
  [owner, li] = (await Promise.all(['owner@demo-company.test', 'li.wei@assay.test'].map((e) => t.signIn(e)))) as [S, S];
  demoId = (
    await t.db.selectFrom('accounts').select('account_id').where('name', '=', 'Demo Company').executeTakeFirstOrThrow()
  ).account_id;
  formActivity = (
    await t.db
      .selectFrom('job_step_activities as a')
      .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
      .innerJoin('jobs as j', 'j.job_id', 's.job_id')
      .select('a.job_step_activity_id')
      .where('j.uuid', '=', '11111111-1111-4111-8111-111111111111')
      .where('a.activity_type', '=', 'form')
      .executeTakeFirstOrThrow()
  ).job_step_activity_id;
  const created = await t.request({
    method: 'POST',
    url: '/api/account/v1/account-field/',
    token: owner.token,
    body: { account_id: demoId, usage_type_id: 2, field_group: 'application', ...field() },
  });
  expect(created.statusCode, created.body).toBe(200);
  fieldId = created.json().data.account_field_id;
});
afterAll(async () => t.close());

describe('staff writing a field in Spanish and French', () => {
  it('given versions of the label, help and choices, then they are stored beside the default and listed back', async () => {
    const res = await put(
      field({
        label_i18n: { es: ' ¿Puede trabajar los fines de semana? ', fr: 'Pouvez-vous travailler le week-end ?' },
        help_text_i18n: { es: 'Sábados y domingos, algunas semanas.' },
        options_i18n: { es: ['Sí', 'No'], fr: ['Oui', 'Non'] },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      default_language: 'en',
      label_i18n: { es: '¿Puede trabajar los fines de semana?', fr: 'Pouvez-vous travailler le week-end ?' },
      help_text_i18n: { es: 'Sábados y domingos, algunas semanas.' },
      options_i18n: { es: ['Sí', 'No'], fr: ['Oui', 'Non'] },
    });
    const listed = await t.request({
      method: 'GET',
      url: `/api/account/v1/account-fields/?account_id=${demoId}&usage_type_id=2&field_group=application`,
      token: owner.token,
    });
    const mine = listed.json().data.find((f: { account_field_id: number }) => f.account_field_id === fieldId);
    expect(mine.options_i18n).toEqual({ es: ['Sí', 'No'], fr: ['Oui', 'Non'] });
  });

  it('given a save without versions, then the stored ones stay; a blank version removes that language', async () => {
    expect((await put(field())).statusCode).toBe(200);
    expect((await stored()).label_i18n).toMatchObject({ es: '¿Puede trabajar los fines de semana?' });
    const cleared = await put(field({ help_text_i18n: { es: '  ' } }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.help_text_i18n).toEqual({});
    expect(cleared.json().data.options_i18n).toEqual({ es: ['Sí', 'No'], fr: ['Oui', 'Non'] });
  });

  it.each([
    ['a choice missing in Spanish', { options_i18n: { es: ['Sí'] } }, 'options_i18n.es'],
    ['a blank choice in French', { options_i18n: { fr: ['Oui', ' '] } }, 'options_i18n.fr'],
    ['a Spanish label over 200 characters', { label_i18n: { es: 'x'.repeat(201) } }, 'label_i18n.es'],
    ['a French help over 500 characters', { help_text_i18n: { fr: 'x'.repeat(501) } }, 'help_text_i18n.fr'],
  ])('given %s, then 400 names the field and nothing changes', async (_name, versions, prop) => {
    const before = await stored();
    const res = await put(field(versions));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { prop: string }) => e.prop)).toContain(prop);
    expect(await stored()).toEqual(before);
  });

  it('given changed choices saved without their versions, then the old versions, which no longer line up, are dropped', async () => {
    const res = await put(field({ options: ['Yes', 'No', 'Sometimes'] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.options_i18n).toEqual({});
    expect((await put(field({ options_i18n: { es: ['Sí', 'No'], fr: ['Oui', 'Non'] } }))).statusCode).toBe(200);
  });
});

describe('a candidate reading the form', () => {
  it('given Spanish, then the label, help and choices are Spanish; the choices answered stay as the company wrote them', async () => {
    await put(
      field({
        help_text_i18n: { es: 'Sábados y domingos, algunas semanas.' },
        options_i18n: { es: ['Sí', 'No'], fr: ['Oui', 'Non'] },
      }),
    );
    const es = await formField('es');
    expect(es).toMatchObject({
      label: '¿Puede trabajar los fines de semana?',
      help_text: 'Sábados y domingos, algunas semanas.',
      options: ['Yes', 'No'],
      label_i18n: {
        en: 'Can you work weekends?',
        es: '¿Puede trabajar los fines de semana?',
        fr: 'Pouvez-vous travailler le week-end ?',
      },
      options_i18n: { en: ['Yes', 'No'], es: ['Sí', 'No'], fr: ['Oui', 'Non'] },
    });
    const form = (await readForm('es')).json().data;
    expect(form.default_language).toBe('en');
  });

  it('given French with no French help, then the help falls back to the company default language', async () => {
    const fr = await formField('fr');
    expect(fr.label).toBe('Pouvez-vous travailler le week-end ?');
    expect(fr.help_text).toBe('Saturdays and Sundays, some weeks.');
  });

  it('given no language asked, then the candidate’s saved preference chooses', async () => {
    await t.db.updateTable('users').set({ preferred_language: 'fr' }).where('user_id', '=', li.userId).execute();
    try {
      expect((await formField()).label).toBe('Pouvez-vous travailler le week-end ?');
    } finally {
      await t.db.updateTable('users').set({ preferred_language: 'en' }).where('user_id', '=', li.userId).execute();
    }
    expect((await formField()).label).toBe('Can you work weekends?');
  });
});
