/**
 * Migration 0127's first part (D287) on a database that holds the Spanish texts
 * as shipped in "usted": the outcome, satisfaction and measurement-plan mails, the default offer
 * letter, the demo onboarding form's labels and the seeded skills tests. The test puts them back
 * in the old wording (one company's letter and one skills-test question edited), runs the part,
 * and finds the unedited in "tú" and the edited as they were. Real PGlite, and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { SHIPPED_TEMPLATES } from './seed/content/mail/shipped-templates.ts';
import { DEFAULT_OFFER_LETTERS } from '../modules/offer-letter/index.ts';
import {
  LETTER,
  ONBOARDING_LABELS,
  OPTION_TEXTS,
  QUESTION_TEXTS,
  SECTION_TEXTS,
  spanishTu,
  TEMPLATES,
  TEST_TEXTS,
} from './migrations/0127-spanish-tu-rest-and-question-languages.ts';

let t: TestApp;
let demoId: number, otherId: number;
const EDITED_LETTER = `${LETTER[0]}\n\nUn saludo cordial.`;
const EDITED_QUESTION = `${QUESTION_TEXTS[0]![0]} Explíquelo.`;

const companyId = async (name: string) =>
  (await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow())
    .account_id;

const systemTemplate = (slug: string) =>
  t.db
    .selectFrom('email_templates')
    .select(['subject', 'html_body', 'plain_body'])
    .where('template_slug', '=', slug)
    .where('language', '=', 'es')
    .where('account_id', 'is', null)
    .executeTakeFirstOrThrow();
const letter = async (accountId: number) =>
  (
    await t.db
      .selectFrom('offer_letter_templates')
      .select('body')
      .where('account_id', '=', accountId)
      .where('kind', '=', 'letter')
      .where('language', '=', 'es')
      .executeTakeFirstOrThrow()
  ).body;

/** Every Spanish text of the seeded skills tests, in one list. */
async function skillsTestTexts(): Promise<string[]> {
  const [tests, sections, questions, options] = await Promise.all([
    t.db.selectFrom('skills_test_texts').select('instructions as text').where('language', '=', 'es').execute(),
    t.db.selectFrom('skills_test_section_texts').select('instructions as text').where('language', '=', 'es').execute(),
    t.db.selectFrom('skills_test_question_texts').select('text').where('language', '=', 'es').execute(),
    t.db.selectFrom('skills_test_option_texts').select('text').where('language', '=', 'es').execute(),
  ]);
  return [...tests, ...sections, ...questions, ...options].map((row) => row.text);
}
const onboardingLabels = async () =>
  (await t.db.selectFrom('account_onboarding_forms').select('fields').execute()).flatMap((row) =>
    (row.fields as { label?: { es?: string } }[]).map((field) => field.label?.es),
  );

/** Writes `to` wherever a Spanish skills-test text is `from` (the test's way back to the old wording). */
async function replaceSkillsText(table: 'tests' | 'sections' | 'questions' | 'options', from: string, to: string) {
  if (table === 'tests')
    await t.db
      .updateTable('skills_test_texts')
      .set({ instructions: to })
      .where('language', '=', 'es')
      .where('instructions', '=', from)
      .execute();
  if (table === 'sections')
    await t.db
      .updateTable('skills_test_section_texts')
      .set({ instructions: to })
      .where('language', '=', 'es')
      .where('instructions', '=', from)
      .execute();
  if (table === 'questions')
    await t.db
      .updateTable('skills_test_question_texts')
      .set({ text: to })
      .where('language', '=', 'es')
      .where('text', '=', from)
      .execute();
  if (table === 'options')
    await t.db
      .updateTable('skills_test_option_texts')
      .set({ text: to })
      .where('language', '=', 'es')
      .where('text', '=', from)
      .execute();
}
const PAIRS = { tests: TEST_TEXTS, sections: SECTION_TEXTS, questions: QUESTION_TEXTS, options: OPTION_TEXTS };

beforeAll(async () => {
  t = await startTestApp();
  demoId = await companyId('Demo Company');
  otherId = await companyId('Other Company');
});
afterAll(() => t.close());

describe('migration 0127 on a database seeded in "usted"', () => {
  it('given a new database, then it already holds the "tú" texts the migration writes', async () => {
    for (const [slug, [, after]] of Object.entries(TEMPLATES)) {
      expect(await systemTemplate(slug)).toEqual(after);
      const shipped = SHIPPED_TEMPLATES[slug as keyof typeof SHIPPED_TEMPLATES].es;
      expect(after).toEqual({ subject: shipped.subject, html_body: shipped.html_body, plain_body: shipped.plain_body });
    }
    expect(LETTER[1]).toBe(DEFAULT_OFFER_LETTERS.es.body);
    expect(await letter(demoId)).toBe(LETTER[1]);
    const texts = await skillsTestTexts();
    for (const [before, after] of Object.values(PAIRS).flat()) {
      expect(texts).toContain(after);
      expect(texts).not.toContain(before);
    }
    const labels = await onboardingLabels();
    for (const [before, after] of ONBOARDING_LABELS) {
      expect(labels).toContain(after);
      expect(labels).not.toContain(before);
    }
  });

  it('given the old wording stored, then the unedited texts read "tú" after the migration and the edited ones stay; running it again changes nothing', async () => {
    for (const [slug, [before]] of Object.entries(TEMPLATES))
      await t.db
        .updateTable('email_templates')
        .set(before)
        .where('template_slug', '=', slug)
        .where('language', '=', 'es')
        .where('account_id', 'is', null)
        .execute();
    const setLetter = (accountId: number, body: string) =>
      t.db
        .updateTable('offer_letter_templates')
        .set({ body })
        .where('account_id', '=', accountId)
        .where('kind', '=', 'letter')
        .where('language', '=', 'es')
        .execute();
    await setLetter(demoId, LETTER[0]);
    await setLetter(otherId, EDITED_LETTER);
    for (const [table, pairs] of Object.entries(PAIRS))
      for (const [before, after] of pairs) await replaceSkillsText(table as keyof typeof PAIRS, after, before);
    await replaceSkillsText('questions', QUESTION_TEXTS[0]![0], EDITED_QUESTION);
    const forms = await t.db.selectFrom('account_onboarding_forms').select(['onboarding_form_id', 'fields']).execute();
    for (const form of forms) {
      const fields = (form.fields as { label?: { es?: string } }[]).map((field) => {
        const old = ONBOARDING_LABELS.find(([, after]) => after === field.label?.es)?.[0];
        return old ? { ...field, label: { ...field.label, es: old } } : field;
      });
      await t.db
        .updateTable('account_onboarding_forms')
        .set({ fields: JSON.stringify(fields) })
        .where('onboarding_form_id', '=', form.onboarding_form_id)
        .execute();
    }
    expect(await onboardingLabels()).toContain(ONBOARDING_LABELS[0]![0]);
    expect(await skillsTestTexts()).toContain(TEST_TEXTS[0]![0]);

    await spanishTu(t.db as unknown as Kysely<unknown>);

    for (const [slug, [, after]] of Object.entries(TEMPLATES)) expect(await systemTemplate(slug)).toEqual(after);
    expect(await letter(demoId)).toBe(LETTER[1]);
    expect(await letter(otherId)).toBe(EDITED_LETTER);
    const texts = await skillsTestTexts();
    expect(texts).toContain(EDITED_QUESTION);
    for (const [before, after] of Object.values(PAIRS).flat()) {
      if (before === QUESTION_TEXTS[0]![0]) continue;
      expect(texts).toContain(after);
      expect(texts).not.toContain(before);
    }
    const labels = await onboardingLabels();
    for (const [before, after] of ONBOARDING_LABELS) {
      expect(labels).toContain(after);
      expect(labels).not.toContain(before);
    }

    const snapshot = async () => ({
      mails: await t.db.selectFrom('email_templates').selectAll().orderBy('email_template_id').execute(),
      letters: await t.db
        .selectFrom('offer_letter_templates')
        .selectAll()
        .orderBy('offer_letter_template_id')
        .execute(),
      texts: await skillsTestTexts(),
      labels: await onboardingLabels(),
    });
    const after = await snapshot();
    await spanishTu(t.db as unknown as Kysely<unknown>);
    expect(await snapshot()).toEqual(after);
  });
});
