/**
 * The only SQL of assessment content. Texts are read in the asked language and in English
 * together; preferText keeps the asked one where it exists.
 */
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';

export async function findAssessment(db: Db, asmtId: number) {
  return db
    .selectFrom('assessments')
    .select(['asmt_id', 'slug', 'kind', 'scoring_key', 'has_pledge', 'fixed_order', 'estimated_minutes'])
    .where('asmt_id', '=', asmtId)
    .executeTakeFirst();
}

const languagesFor = (language: Language): Language[] => (language === 'en' ? ['en'] : [language, 'en']);

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

export async function readAttributeNames(db: Db, asmtId: number, language: Language) {
  const rows = await db
    .selectFrom('assessment_attribute_texts')
    .select(['code', 'language', 'name'])
    .where('asmt_id', '=', asmtId)
    .where('language', 'in', languagesFor(language))
    .execute();
  return new Map([...preferText(rows, (r) => r.code, language)].map(([code, row]) => [code, row.name]));
}

/** The questionnaires of a job's plan that the tracker `refId` has an attempt at, in plan order. */
export async function readAttemptedQuestionnaires(db: Db, jobId: number, refId: string) {
  const rows = await db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .innerJoin('user_attempts as ua', (join) =>
      join.onRef('ua.job_step_activity_id', '=', 'jsa.job_step_activity_id').on('ua.ref_id', '=', refId),
    )
    .select(['jsa.job_step_activity_id', 'jsa.title', 'jsa.asmt_id', 'ua.attempt_id'])
    .where('js.job_id', '=', jobId)
    .where('jsa.activity_type', '=', 'assessment')
    .where('jsa.asmt_id', 'is not', null)
    .orderBy('js.sort_order')
    .orderBy('jsa.sort_order')
    .orderBy('jsa.job_step_activity_id')
    .execute();
  return rows.map((r) => ({ ...r, asmt_id: r.asmt_id! }));
}
