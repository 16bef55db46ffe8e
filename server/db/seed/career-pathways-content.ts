/**
 * Seeds the career pathways questionnaire (content/career-pathways-bank.ts) with its texts in en,
 * es and fr, and its readiness scales in the attributes library. Product content: runs on every
 * database, once (a database that has the questionnaire is left alone).
 */
import type { Db } from '../database.ts';
import { LANGUAGES } from '../../../contracts/user.ts';
import {
  CAREER_ATTRIBUTES,
  CAREER_PATHWAYS_KEY,
  CAREER_PATHWAYS_SLUG,
  CAREER_SCALES,
  CAREER_SECTIONS,
  CAREER_TEXTS,
  READINESS_CODES,
} from './content/career-pathways-bank.ts';

export async function seedCareerPathwaysContent(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('assessments')
    .select('asmt_id')
    .where('slug', '=', CAREER_PATHWAYS_SLUG)
    .executeTakeFirst();
  if (existing) return;

  await db
    .insertInto('response_scales')
    .values(CAREER_SCALES.map((s) => ({ scale_code: s.code, min_value: 1, max_value: s.labels.length })))
    .onConflict((oc) => oc.column('scale_code').doNothing())
    .execute();
  await db
    .insertInto('response_scale_options')
    .values(
      CAREER_SCALES.flatMap((s) =>
        s.labels.flatMap((label, i) =>
          LANGUAGES.map((language) => ({ scale_code: s.code, value: i + 1, language, label: label[language] })),
        ),
      ),
    )
    .onConflict((oc) => oc.columns(['scale_code', 'value', 'language']).doNothing())
    .execute();

  const { asmt_id } = await db
    .insertInto('assessments')
    .values({
      slug: CAREER_PATHWAYS_SLUG,
      kind: 'career_pathways',
      scoring_key: CAREER_PATHWAYS_KEY,
      has_pledge: false,
      // The roles are asked in the pathway's order, one step after another (D319).
      fixed_order: true,
      estimated_minutes: 5,
    })
    .returning('asmt_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assessment_texts')
    .values(
      LANGUAGES.map((language) => ({
        asmt_id,
        language,
        title: CAREER_TEXTS.title[language],
        instructions: CAREER_TEXTS.instructions[language],
      })),
    )
    .execute();
  await db
    .insertInto('assessment_attributes')
    .values(CAREER_ATTRIBUTES.map((a, i) => ({ asmt_id, code: a.code, parent_code: null, sort_order: i + 1 })))
    .execute();
  await db
    .insertInto('assessment_attribute_texts')
    .values(
      CAREER_ATTRIBUTES.flatMap((a) =>
        LANGUAGES.map((language) => ({ asmt_id, code: a.code, language, name: a.name[language] })),
      ),
    )
    .execute();

  // Only the readiness scales are attributes a pathway role can weigh.
  const readiness = CAREER_ATTRIBUTES.filter((a) => (READINESS_CODES as readonly string[]).includes(a.code));
  const library = await db
    .insertInto('attribute_types')
    .values(
      readiness.map((a, i) => ({ asmt_id, code: a.code, category: 'career_pathways' as const, sort_order: i + 1 })),
    )
    .returning(['attribute_type_id', 'code'])
    .execute();
  await db
    .insertInto('attribute_type_texts')
    .values(
      library.flatMap((row) =>
        LANGUAGES.map((language) => ({
          attribute_type_id: row.attribute_type_id,
          language,
          name: readiness.find((a) => a.code === row.code)!.name[language],
        })),
      ),
    )
    .execute();

  let order = 0;
  for (const [index, section] of CAREER_SECTIONS.entries()) {
    const { section_id } = await db
      .insertInto('assessment_sections')
      .values({ asmt_id, sort_order: index + 1, is_practice: false })
      .returning('section_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('assessment_section_texts')
      .values(LANGUAGES.map((language) => ({ section_id, language, title: section.title[language] })))
      .execute();
    await db
      .insertInto('assessment_items')
      .values(
        section.items.map((item) => ({
          item_id: `${CAREER_PATHWAYS_SLUG}:${item.code}`,
          asmt_id,
          section_id,
          sort_order: ++order,
          is_practice: false,
          attribute_code: item.code,
          keyed: 1,
          response_scale: item.scale,
        })),
      )
      .execute();
    await db
      .insertInto('assessment_item_texts')
      .values(
        section.items.flatMap((item) =>
          LANGUAGES.map((language) => ({
            item_id: `${CAREER_PATHWAYS_SLUG}:${item.code}`,
            language,
            text: item.text[language],
          })),
        ),
      )
      .execute();
  }
}
