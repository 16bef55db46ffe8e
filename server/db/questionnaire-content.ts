/**
 * A questionnaire's stored content in the asked language and in English together (readContent),
 * its attribute names (readAttributeNames), and preferText, which keeps the asked one of rows
 * sharing a key where it exists. Below the modules (D338): assessment shapes the content for the
 * screens and pathway for its report (its role items, D404), so pathway no longer imports
 * assessment, which expands the career pathways questionnaire through pathway; skills tests and
 * scale quality choose their texts with preferText; reports and scale quality name a
 * questionnaire's scales without importing the questionnaire kind's module (D459).
 */
import type { Language } from '../../contracts/user.ts';
import type { Db } from './database.ts';

export const languagesFor = (language: Language): Language[] => (language === 'en' ? ['en'] : [language, 'en']);

/** Of rows sharing a key, the one in `language`, else the English one. */
export function preferText<T extends { language: string }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  language: Language,
): Map<string, T> {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!chosen.has(key) || row.language === language) chosen.set(key, row);
  }
  return chosen;
}

/** The questionnaire's attribute names by code, in `language` where written, else English (its reports and scale quality name scales with them). */
export async function readAttributeNames(db: Db, asmtId: number, language: Language) {
  const rows = await db
    .selectFrom('assessment_attribute_texts')
    .select(['code', 'language', 'name'])
    .where('asmt_id', '=', asmtId)
    .where('language', 'in', languagesFor(language))
    .execute();
  return new Map([...preferText(rows, (r) => r.code, language)].map(([code, row]) => [code, row.name]));
}

export async function readContent(db: Db, asmtId: number, language: Language) {
  const languages = languagesFor(language);
  const [texts, sections, sectionTexts, items, itemTexts] = await Promise.all([
    db
      .selectFrom('assessment_texts')
      .select(['language', 'title', 'instructions'])
      .where('asmt_id', '=', asmtId)
      .where('language', 'in', languages)
      .execute(),
    db
      .selectFrom('assessment_sections')
      .select(['section_id', 'sort_order', 'is_practice'])
      .where('asmt_id', '=', asmtId)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('assessment_section_texts as t')
      .innerJoin('assessment_sections as s', 's.section_id', 't.section_id')
      .select(['t.section_id', 't.language', 't.title'])
      .where('s.asmt_id', '=', asmtId)
      .where('t.language', 'in', languages)
      .execute(),
    db
      .selectFrom('assessment_items')
      .select(['item_id', 'section_id', 'sort_order', 'is_practice', 'response_scale'])
      .where('asmt_id', '=', asmtId)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('assessment_item_texts as t')
      .innerJoin('assessment_items as i', 'i.item_id', 't.item_id')
      .select(['t.item_id', 't.language', 't.text'])
      .where('i.asmt_id', '=', asmtId)
      .where('t.language', 'in', languages)
      .execute(),
  ]);
  const scaleCodes = [...new Set(items.map((i) => i.response_scale))];
  const [scales, options] = scaleCodes.length
    ? await Promise.all([
        db
          .selectFrom('response_scales')
          .select(['scale_code', 'min_value', 'max_value'])
          .where('scale_code', 'in', scaleCodes)
          .orderBy('scale_code')
          .execute(),
        db
          .selectFrom('response_scale_options')
          .select(['scale_code', 'value', 'language', 'label'])
          .where('scale_code', 'in', scaleCodes)
          .where('language', 'in', languages)
          .orderBy('value')
          .execute(),
      ])
    : [[], []];
  return { texts, sections, sectionTexts, items, itemTexts, scales, options };
}
