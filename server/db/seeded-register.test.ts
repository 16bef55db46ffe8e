/**
 * What a new database holds after its migrations and the demo seed, read back from the database
 * (D323): every Spanish text is in "tú", every French one in "vous" with ’, and no text writes a
 * "(s)" plural. scripts/server-spanish-register.test.ts reads the source; this reads what the
 * migrations and seed actually stored, so a text seeded by a migration's SQL or built at seed time
 * (a bank read from a package, a label put together) is held too. A row is Spanish when its
 * `language` column says so; a json value is Spanish under an `es` key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LANGUAGE_RULES, PARENTHESISED_PLURAL } from '../../scripts/catalog-rules.mjs';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Found = { place: string; language: string | null; text: string };

/** Each string in a json value, with the language key it sits under (null: none). */
function jsonStrings(value: unknown, language: string | null, out: { language: string | null; text: string }[]) {
  if (typeof value === 'string') out.push({ language, text: value });
  else if (Array.isArray(value)) for (const item of value) jsonStrings(item, language, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      jsonStrings(item, key === 'es' || key === 'fr' || key === 'en' ? key : language, out);
  return out;
}

/** Every text and json value the seeded database holds, with its language where the row or key says it. */
async function storedTexts(): Promise<Found[]> {
  const columns = (
    await sql<{ table_name: string; column_name: string; data_type: string }>`
      select c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'jsonb', 'json')
         and c.table_name not like 'kysely_%'`.execute(t.db)
  ).rows;
  const byTable = new Map<string, typeof columns>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
  const found: Found[] = [];
  for (const [table, cols] of byTable) {
    const hasLanguage = cols.some((c) => c.column_name === 'language');
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db)).rows;
    for (const row of rows) {
      const rowLanguage = hasLanguage && typeof row.language === 'string' ? row.language : null;
      for (const c of cols) {
        const value = row[c.column_name];
        if (value === null || value === undefined) continue;
        const place = `${table}.${c.column_name}`;
        if (c.data_type === 'jsonb' || c.data_type === 'json')
          for (const s of jsonStrings(value, rowLanguage, [])) found.push({ place, ...s });
        else if (typeof value === 'string') found.push({ place, language: rowLanguage, text: value });
      }
    }
  }
  return found;
}

/**
 * Where French keeps the straight apostrophe: a typing passage is typed as shown, and ' is the key
 * on every keyboard (’ is on none). Its title "L’entrepôt" has ’ since migration 0140 (D323).
 */
const STRAIGHT_APOSTROPHE_KEPT = ['typing_passages.text'];
const rulesAt = (language: 'es' | 'fr', place: string) =>
  LANGUAGE_RULES[language]!.filter(
    (r) => !(STRAIGHT_APOSTROPHE_KEPT.includes(place) && r.why.includes('straight apostrophe')),
  );

const breaking = (found: Found[], language: 'es' | 'fr') =>
  found
    .filter((f) => f.language === language && rulesAt(language, f.place).some((r) => r.pattern.test(f.text)))
    .map((f) => `${f.place}: ${f.text.slice(0, 100)}`);

describe('the texts a new database holds (D323)', () => {
  it('given the migrations and the demo seed, then Spanish is "tú", French "vous" with ’, and no text writes "(s)"', async () => {
    const found = await storedTexts();
    // The walk reached the seeded content in both languages.
    expect(found.filter((f) => f.language === 'es').length).toBeGreaterThan(500);
    expect(found.filter((f) => f.language === 'fr').length).toBeGreaterThan(500);
    expect(breaking(found, 'es')).toEqual([]);
    expect(breaking(found, 'fr')).toEqual([]);
    expect(
      found
        .filter((f) => PARENTHESISED_PLURAL.pattern.test(f.text.replace(/https?\(s\)/g, '')))
        .map((f) => `${f.place}: ${f.text.slice(0, 100)}`),
    ).toEqual([]);
  });
});
