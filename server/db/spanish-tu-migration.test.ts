/**
 * Migration 0126 (D278, D283) on a database that holds the built-in Spanish texts as
 * shipped before "tú": the test puts the database back in that state (the applicant-welcome
 * template, system and company versions, and the career pathways questionnaire in its old
 * wording, one company's version and one question edited), runs the migration, and finds the
 * unedited texts in "tú" and the edited ones as they were. Real PGlite, and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { SHIPPED_TEMPLATES } from './seed/content/mail/shipped-templates.ts';
import { CAREER_SECTIONS, CAREER_TEXTS } from './seed/content/career-pathways-bank.ts';
import {
  INSTRUCTIONS,
  ITEM_TEXTS,
  SECTION_TITLES,
  up,
  WELCOME_AFTER,
  WELCOME_BEFORE,
} from './migrations/0126-spanish-tu-built-in-texts.ts';

let t: TestApp;
let demoId: number, otherId: number;
const EDITED_SUBJECT = '{{company_name}}: su candidatura para {{job_name}} (léala)';
const EDITED_LEA = `${ITEM_TEXTS.LEA![0]} Responda con calma.`;

const companyId = async (name: string) =>
  (await t.db.selectFrom('accounts').select('account_id').where('name', '=', name).executeTakeFirstOrThrow())
    .account_id;

const welcome = (accountId: number | null) => {
  const query = t.db
    .selectFrom('email_templates')
    .select(['subject', 'html_body', 'plain_body', 'from_name', 'updated_at'])
    .where('template_slug', '=', 'applicant_welcome');
  return (accountId === null ? query.where('account_id', 'is', null) : query.where('account_id', '=', accountId))
    .where('language', '=', 'es')
    .executeTakeFirstOrThrow();
};
const itemText = async (code: string) =>
  (
    await t.db
      .selectFrom('assessment_item_texts')
      .select('text')
      .where('item_id', '=', `career-pathways:${code}`)
      .where('language', '=', 'es')
      .executeTakeFirstOrThrow()
  ).text;
const careerId = async () =>
  (
    await t.db
      .selectFrom('assessments')
      .select('asmt_id')
      .where('slug', '=', 'career-pathways')
      .executeTakeFirstOrThrow()
  ).asmt_id;
const sectionTitles = async () =>
  (
    await t.db
      .selectFrom('assessment_section_texts as t')
      .innerJoin('assessment_sections as s', 's.section_id', 't.section_id')
      .select('t.title')
      .where('s.asmt_id', '=', await careerId())
      .where('t.language', '=', 'es')
      .orderBy('s.sort_order')
      .execute()
  ).map((r) => r.title);
const instructions = async () =>
  (
    await t.db
      .selectFrom('assessment_texts')
      .select('instructions')
      .where('asmt_id', '=', await careerId())
      .where('language', '=', 'es')
      .executeTakeFirstOrThrow()
  ).instructions;

beforeAll(async () => {
  t = await startTestApp();
  demoId = await companyId('Demo Company');
  otherId = await companyId('Other Company');
});
afterAll(() => t.close());

describe('migration 0126 on a database seeded before "tú"', () => {
  it('given a new database, then it already holds the "tú" texts the migration writes', async () => {
    expect(await welcome(null)).toMatchObject(WELCOME_AFTER);
    expect(WELCOME_AFTER).toEqual({
      subject: SHIPPED_TEMPLATES.applicant_welcome.es.subject,
      html_body: SHIPPED_TEMPLATES.applicant_welcome.es.html_body,
      plain_body: SHIPPED_TEMPLATES.applicant_welcome.es.plain_body,
    });
    expect(await instructions()).toBe(CAREER_TEXTS.instructions.es);
    expect(await sectionTitles()).toEqual(CAREER_SECTIONS.map((s) => s.title.es));
    for (const item of CAREER_SECTIONS.flatMap((s) => s.items)) expect(await itemText(item.code)).toBe(item.text.es);
  });

  it('given the old wording stored, then the unedited texts read "tú" after the migration and the edited ones are left as they were; running it again changes nothing', async () => {
    // The state of a database seeded before D278: the system template in "usted"; Demo Company
    // saved its own version without touching the text (only its sender name); Other Company
    // edited the subject of its own.
    await t.db
      .updateTable('email_templates')
      .set(WELCOME_BEFORE)
      .where('template_slug', '=', 'applicant_welcome')
      .where('language', '=', 'es')
      .where('account_id', 'is', null)
      .execute();
    const stamp = new Date('2026-11-20T10:00:00.000Z');
    await t.db
      .insertInto('email_templates')
      .values([
        {
          account_id: demoId,
          template_slug: 'applicant_welcome',
          language: 'es',
          template_display_name: 'Bienvenida a un candidato importado',
          ...WELCOME_BEFORE,
          from_name: 'Selección Demo',
          updated_at: stamp,
        },
        {
          account_id: otherId,
          template_slug: 'applicant_welcome',
          language: 'es',
          template_display_name: 'Bienvenida a un candidato importado',
          ...WELCOME_BEFORE,
          subject: EDITED_SUBJECT,
          updated_at: stamp,
        },
      ])
      .execute();
    const career = await careerId();
    await t.db
      .updateTable('assessment_texts')
      .set({ instructions: INSTRUCTIONS[0] })
      .where('asmt_id', '=', career)
      .where('language', '=', 'es')
      .execute();
    for (const [index, [old]] of SECTION_TITLES.entries())
      await t.db
        .updateTable('assessment_section_texts')
        .set({ title: old })
        .where('language', '=', 'es')
        .where('section_id', 'in', (eb) =>
          eb
            .selectFrom('assessment_sections')
            .select('section_id')
            .where('asmt_id', '=', career)
            .where('sort_order', '=', index + 1),
        )
        .execute();
    for (const [code, [old]] of Object.entries(ITEM_TEXTS))
      await t.db
        .updateTable('assessment_item_texts')
        .set({ text: code === 'LEA' ? EDITED_LEA : old })
        .where('item_id', '=', `career-pathways:${code}`)
        .where('language', '=', 'es')
        .execute();
    const englishBefore = await t.db
      .selectFrom('email_templates')
      .selectAll()
      .where('language', '!=', 'es')
      .orderBy('email_template_id')
      .execute();
    const otherBefore = await welcome(otherId);
    expect(await welcome(null)).toMatchObject(WELCOME_BEFORE);

    await up(t.db as unknown as Kysely<unknown>);

    expect(await welcome(null)).toMatchObject(WELCOME_AFTER);
    expect(await welcome(demoId)).toEqual({ ...WELCOME_AFTER, from_name: 'Selección Demo', updated_at: stamp });
    expect(await welcome(otherId)).toEqual(otherBefore);
    expect((await welcome(otherId)).subject).toBe(EDITED_SUBJECT);
    expect(await instructions()).toBe(INSTRUCTIONS[1]);
    expect(await sectionTitles()).toEqual(SECTION_TITLES.map(([, now]) => now));
    expect(await itemText('ROLE')).toBe('¿Cuánto te interesa el puesto de {role}?');
    expect(await itemText('GROW')).toBe(ITEM_TEXTS.GROW![1]);
    expect(await itemText('LEA')).toBe(EDITED_LEA);
    expect(
      await t.db
        .selectFrom('email_templates')
        .selectAll()
        .where('language', '!=', 'es')
        .orderBy('email_template_id')
        .execute(),
    ).toEqual(englishBefore);

    const after = await t.db.selectFrom('email_templates').selectAll().orderBy('email_template_id').execute();
    await up(t.db as unknown as Kysely<unknown>);
    expect(await t.db.selectFrom('email_templates').selectAll().orderBy('email_template_id').execute()).toEqual(after);
  });

  it("given the migrated database, then the provider admin's editor finds the Spanish system template as shipped again", async () => {
    const admin = await t.signIn('admin@assay.test');
    const read = await t.request({
      method: 'GET',
      url: '/api/account/v1/system-email-template/applicant_welcome/?language=es',
      token: admin.token,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ is_default: true, subject: WELCOME_AFTER.subject });
  });
});
