/**
 * Migration 0140 (D323) on a database seeded before the French content wrote ’: the test puts
 * every text the migration knows back in its straight-apostrophe wording (questionnaires, scales,
 * skills tests, the demo onboarding form, the typing passage's title), with a few of them edited as
 * a customer would, runs the migration, and finds the unedited texts with ’, the edited ones and
 * every other language as they were, and the candidate's French questionnaire reading ’ through
 * the API. Real PGlite, and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import type { AssessmentContent } from '../../contracts/assessment.ts';
import { itemBanks } from './seed/assessment-content.ts';
import { DEMO_ONBOARDING_FIELDS } from './seed/demo-onboarding.ts';
import {
  frenchApostrophes,
  ITEM_TEXTS,
  ONBOARDING_LABELS,
  PLACES,
  straight,
} from './migrations/0140-french-apostrophes-in-seeded-texts.ts';

let t: TestApp;
const run = () => frenchApostrophes(t.db as unknown as Kysely<unknown>);

/** The French values of one table's column. */
const column = async (table: string, name: string, language = 'fr') =>
  (
    await sql<{
      v: string;
    }>`select ${sql.ref(name)} as v from ${sql.table(table)} where language = ${language}`.execute(t.db)
  ).rows.map((r) => r.v);
const itemText = async (itemId: string) =>
  (
    await t.db
      .selectFrom('assessment_item_texts')
      .select('text')
      .where('item_id', '=', itemId)
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
  ).text;
const setText = (table: string, name: string, from: string, to: string, language = 'fr') =>
  sql`update ${sql.table(table)} set ${sql.ref(name)} = ${to}
    where language = ${language} and ${sql.ref(name)} = ${from}`.execute(t.db);
type Field = { field_key: string; label: Record<string, string> };
const forms = async () =>
  (
    await t.db
      .selectFrom('account_onboarding_forms')
      .select(['onboarding_form_id', 'account_id', 'fields'])
      .orderBy('onboarding_form_id')
      .execute()
  ).map((f) => ({ ...f, fields: f.fields as Field[] }));
const setLabels = async (id: number, label: (field: Field) => string | undefined) => {
  const form = (await forms()).find((f) => f.onboarding_form_id === id)!;
  const fields = form.fields.map((f) => ({ ...f, label: { ...f.label, fr: label(f) ?? f.label.fr! } }));
  await t.db
    .updateTable('account_onboarding_forms')
    .set({ fields: JSON.stringify(fields) })
    .where('onboarding_form_id', '=', id)
    .execute();
};

/** Every French text and json value the database holds, by table.column, as in seeded-register.test.ts. */
async function frenchPlaces(): Promise<Map<string, Set<string>>> {
  const columns = (
    await sql<{ table_name: string; column_name: string; data_type: string }>`
      select c.table_name, c.column_name, c.data_type from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'jsonb', 'json')
         and c.table_name not like 'kysely_%'`.execute(t.db)
  ).rows;
  const found = new Map<string, Set<string>>();
  const add = (place: string, text: string) => found.set(place, (found.get(place) ?? new Set()).add(text));
  const walk = (place: string, value: unknown, french: boolean): void => {
    if (typeof value === 'string') {
      if (french) add(place, value);
    } else if (Array.isArray(value)) for (const v of value) walk(place, v, french);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value))
        walk(place, v, key === 'fr' || (french && key !== 'en' && key !== 'es'));
  };
  const tables = [...new Set(columns.map((c) => c.table_name))];
  for (const table of tables) {
    const cols = columns.filter((c) => c.table_name === table);
    const hasLanguage = cols.some((c) => c.column_name === 'language');
    for (const row of (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db)).rows)
      for (const c of cols) walk(`${table}.${c.column_name}`, row[c.column_name], hasLanguage && row.language === 'fr');
  }
  return found;
}

const allTexts = [...PLACES.flatMap((p) => p.texts), ...Object.values(ITEM_TEXTS), ...ONBOARDING_LABELS];

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

describe('migration 0140 on a database seeded with straight apostrophes in French', () => {
  it('given a new database, then it holds the texts the migration writes, the seed files write them, and no French text anywhere else holds one of them', async () => {
    for (const { table, column: name, texts } of PLACES) {
      const stored = await column(table, name);
      for (const text of texts) {
        expect(stored, `${table}.${name}`).toContain(text);
        expect(stored).not.toContain(straight(text));
      }
    }
    const seeded = new Map(
      itemBanks().flatMap((bank) => bank.sections.flatMap((s) => s.items.map((i) => [i.id, i.text.fr] as const))),
    );
    for (const [itemId, text] of Object.entries(ITEM_TEXTS)) {
      expect(text, itemId).toContain('’');
      expect(seeded.get(itemId), itemId).toBe(text);
      expect(await itemText(itemId)).toBe(text);
    }
    expect(DEMO_ONBOARDING_FIELDS.map((f) => f.label.fr)).toEqual(expect.arrayContaining(ONBOARDING_LABELS));
    // The migration reaches every place a new database keeps these texts in French: a copy kept
    // somewhere else (a report's scale names, say) would stay straight in an old database.
    const covered = new Set([
      ...PLACES.map((p) => `${p.table}.${p.column}`),
      'assessment_item_texts.text',
      'account_onboarding_forms.fields',
    ]);
    const wanted = new Set(allTexts);
    const elsewhere = [...(await frenchPlaces())]
      .filter(([place, texts]) => !covered.has(place) && [...texts].some((text) => wanted.has(text)))
      .map(([place]) => place);
    expect(elsewhere).toEqual([]);
  });

  it('given the old wording stored, then the unedited French texts read ’ after the migration, the edited ones and other languages stay; running it again changes nothing', async () => {
    // Back to the state of a database seeded before the change.
    for (const { table, column: name, texts } of PLACES)
      for (const text of texts) await setText(table, name, text, straight(text));
    for (const [itemId, text] of Object.entries(ITEM_TEXTS))
      await t.db
        .updateTable('assessment_item_texts')
        .set({ text: straight(text) })
        .where('item_id', '=', itemId)
        .where('language', '=', 'fr')
        .execute();
    const [demoForm] = await forms();
    expect(demoForm).toBeDefined();
    await setLabels(demoForm!.onboarding_form_id, (f) =>
      ONBOARDING_LABELS.includes(f.label.fr!) ? straight(f.label.fr!) : undefined,
    );
    expect(await column('response_scale_options', 'label')).toContain("J'aime");
    expect(await column('typing_passages', 'title')).toContain("L'entrepôt");

    // What customers changed, by a character: a skills-test option, a questionnaire item, a label.
    const EDITED_OPTION = "Écourter l'appel poliment";
    await setText('skills_test_option_texts', 'text', "Écourter l'appel", EDITED_OPTION);
    const editedItem = 'competencies:COM2';
    const EDITED_ITEM = `${straight(ITEM_TEXTS[editedItem]!)}.`;
    await t.db
      .updateTable('assessment_item_texts')
      .set({ text: EDITED_ITEM })
      .where('item_id', '=', editedItem)
      .where('language', '=', 'fr')
      .execute();
    const EDITED_LABEL = "Nom d'usage (facultatif)";
    await setLabels(demoForm!.onboarding_form_id, (f) => (f.field_key === 'preferred_name' ? EDITED_LABEL : undefined));
    // A Spanish row holding the French old text (a copy pasted in the wrong language) is not French.
    await setText('response_scale_options', 'label', 'Me gusta', "J'aime", 'es');
    const others = async () => ({
      en: await column('skills_test_option_texts', 'text', 'en'),
      es: await column('skills_test_option_texts', 'text', 'es'),
      scalesEs: await column('response_scale_options', 'label', 'es'),
      items: await t.db
        .selectFrom('assessment_item_texts')
        .selectAll()
        .where('language', '!=', 'fr')
        .orderBy('item_id')
        .orderBy('language')
        .execute(),
      otherForms: (await forms()).slice(1),
    });
    const othersBefore = await others();
    expect(othersBefore.scalesEs).toContain("J'aime");

    await run();

    for (const { table, column: name, texts } of PLACES) {
      const stored = await column(table, name);
      for (const text of texts) {
        if (text === 'Écourter l’appel') continue;
        expect(stored, `${table}.${name}`).toContain(text);
        expect(stored, `${table}.${name}`).not.toContain(straight(text));
      }
    }
    expect(await column('typing_passages', 'title')).toContain('L’entrepôt');
    expect(await column('skills_test_option_texts', 'text')).toContain(EDITED_OPTION);
    expect(await column('skills_test_option_texts', 'text')).not.toContain('Écourter l’appel');
    for (const [itemId, text] of Object.entries(ITEM_TEXTS))
      expect(await itemText(itemId), itemId).toBe(itemId === editedItem ? EDITED_ITEM : text);
    const labels = (await forms())[0]!.fields.map((f) => f.label.fr);
    expect(labels).toContain(EDITED_LABEL);
    for (const label of ONBOARDING_LABELS.filter((l) => l !== 'Nom d’usage')) {
      expect(labels).toContain(label);
      expect(labels).not.toContain(straight(label));
    }
    expect(await others()).toEqual(othersBefore);

    const snapshot = async () => ({
      places: await Promise.all(PLACES.map((p) => column(p.table, p.column))),
      items: await t.db
        .selectFrom('assessment_item_texts')
        .selectAll()
        .orderBy('item_id')
        .orderBy('language')
        .execute(),
      forms: await forms(),
    });
    const after = await snapshot();
    await run();
    expect(await snapshot()).toEqual(after);
  });

  it('given the migrated database, then a candidate reading the interests questionnaire in French reads ’ in its title, practice title and scale labels', async () => {
    const candidate = await t.signIn('candidate@assay.test');
    const { asmt_id } = await t.db
      .selectFrom('assessments')
      .select('asmt_id')
      .where('slug', '=', 'interests')
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'GET',
      url: `/api/user-response/v1/assessment-content/${asmt_id}/?language=fr`,
      token: candidate.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const data: AssessmentContent = res.json().data;
    expect(data.title).toBe('Questionnaire d’intérêts');
    expect(data.sections[0]!.title).toBe('Questions d’entraînement');
    expect(JSON.stringify(data)).toContain('J’aime beaucoup');
    expect(JSON.stringify(data)).not.toMatch(/\p{L}'\p{L}/u);
  });
});
