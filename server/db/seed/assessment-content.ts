/**
 * Seeds the four questionnaires (personality, interests, work values, competencies) with their
 * texts in en, es and fr, then points the demo screening plans' assessment activities at them.
 * A handful of multi-row inserts, so the whole content goes in within a fraction of a second.
 */
import type { Db } from '../database.ts';
import { LANGUAGES } from '../../../contracts/user.ts';
import type { ItemBank } from './content/bank-types.ts';
import { competenciesBank } from './content/competencies-bank.ts';
import { interestsBank } from './content/interests-bank.ts';
import { personalityBank } from './content/personality-bank.ts';
import { responseScales } from './content/response-scales.ts';
import { valuesBank } from './content/values-bank.ts';

export function itemBanks(): ItemBank[] {
  return [personalityBank(), interestsBank(), valuesBank(), competenciesBank()];
}

/** Demo activities (by type and title) and the assessment each one gives. */
const DEMO_ACTIVITY_LINKS: [title: string, slug: ItemBank['slug']][] = [
  ['Personality questionnaire', 'personality'],
  ['Interests questionnaire', 'interests'],
  ['Work values questionnaire', 'values'],
  ['Workplace competencies questionnaire', 'competencies'],
];

export async function seedAssessmentContent(db: Db): Promise<void> {
  const scales = responseScales();
  await db
    .insertInto('response_scales')
    .values(scales.map((s) => ({ scale_code: s.code, min_value: s.min, max_value: s.max })))
    .execute();
  await db
    .insertInto('response_scale_options')
    .values(
      scales.flatMap((s) =>
        s.labels.flatMap((label, i) =>
          LANGUAGES.map((language) => ({ scale_code: s.code, value: s.min + i, language, label: label[language] })),
        ),
      ),
    )
    .execute();

  const banks = itemBanks();
  const assessments = await db
    .insertInto('assessments')
    .values(
      banks.map((b) => ({
        slug: b.slug,
        kind: b.kind,
        scoring_key: b.scoring_key,
        has_pledge: b.has_pledge,
        estimated_minutes: b.estimated_minutes,
      })),
    )
    .returning(['asmt_id', 'slug'])
    .execute();
  const asmtIdOf = new Map(assessments.map((a) => [a.slug, a.asmt_id]));
  const idOf = (bank: ItemBank) => asmtIdOf.get(bank.slug)!;

  await db
    .insertInto('assessment_texts')
    .values(
      banks.flatMap((b) =>
        LANGUAGES.map((language) => ({
          asmt_id: idOf(b),
          language,
          title: b.title[language],
          instructions: b.instructions[language],
        })),
      ),
    )
    .execute();
  await db
    .insertInto('assessment_attributes')
    .values(
      banks.flatMap((b) =>
        b.attributes.map((a, i) => ({
          asmt_id: idOf(b),
          code: a.code,
          parent_code: a.parent ?? null,
          sort_order: i + 1,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('assessment_attribute_texts')
    .values(
      banks.flatMap((b) =>
        b.attributes.flatMap((a) =>
          LANGUAGES.map((language) => ({ asmt_id: idOf(b), code: a.code, language, name: a.name[language] })),
        ),
      ),
    )
    .execute();

  // The attributes library: every measured attribute, by the kind of questionnaire that measures it.
  const libraryEntries = banks.flatMap((b) =>
    b.attributes.map((a, i) => ({ bank: b, attribute: a, sort_order: i + 1 })),
  );
  const libraryRows = await db
    .insertInto('attribute_types')
    .values(
      libraryEntries.map((e) => ({
        asmt_id: idOf(e.bank),
        code: e.attribute.code,
        category: e.bank.kind,
        sort_order: e.sort_order,
      })),
    )
    .returning(['attribute_type_id', 'asmt_id', 'code'])
    .execute();
  const typeIdOf = new Map(libraryRows.map((r) => [`${r.asmt_id}/${r.code}`, r.attribute_type_id]));
  await db
    .insertInto('attribute_type_texts')
    .values(
      libraryEntries.flatMap((e) =>
        LANGUAGES.map((language) => ({
          attribute_type_id: typeIdOf.get(`${idOf(e.bank)}/${e.attribute.code}`)!,
          language,
          name: e.attribute.name[language],
        })),
      ),
    )
    .execute();

  const sections = banks.flatMap((b) => b.sections.map((section, i) => ({ bank: b, section, sort_order: i + 1 })));
  const sectionRows = await db
    .insertInto('assessment_sections')
    .values(sections.map((s) => ({ asmt_id: idOf(s.bank), sort_order: s.sort_order, is_practice: s.section.practice })))
    .returning(['section_id', 'asmt_id', 'sort_order'])
    .execute();
  const sectionIdOf = new Map(sectionRows.map((r) => [`${r.asmt_id}/${r.sort_order}`, r.section_id]));
  const placed = sections.map((s) => ({ ...s, section_id: sectionIdOf.get(`${idOf(s.bank)}/${s.sort_order}`)! }));

  await db
    .insertInto('assessment_section_texts')
    .values(
      placed.flatMap((s) =>
        LANGUAGES.map((language) => ({ section_id: s.section_id, language, title: s.section.title[language] })),
      ),
    )
    .execute();

  const items = banks.flatMap((b) => {
    let order = 0;
    return placed
      .filter((s) => s.bank === b)
      .flatMap((s) =>
        s.section.items.map((item) => ({
          item,
          row: {
            item_id: item.id,
            asmt_id: idOf(b),
            section_id: s.section_id,
            sort_order: ++order,
            is_practice: s.section.practice,
            attribute_code: item.attribute,
            keyed: item.keyed,
            response_scale: b.scale,
          },
        })),
      );
  });
  await db
    .insertInto('assessment_items')
    .values(items.map((i) => i.row))
    .execute();
  await db
    .insertInto('assessment_item_texts')
    .values(
      items.flatMap(({ item }) =>
        LANGUAGES.map((language) => ({ item_id: item.id, language, text: item.text[language] })),
      ),
    )
    .execute();
}

/** Assessment content is product content: every database gets it, with or without the demo. */
export async function hasAssessmentContent(db: Db): Promise<boolean> {
  return (await db.selectFrom('assessments').select('asmt_id').limit(1).executeTakeFirst()) !== undefined;
}

/** Points the demo plans' questionnaire activities at the seeded assessments. */
export async function linkDemoActivities(db: Db): Promise<void> {
  const assessments = await db.selectFrom('assessments').select(['asmt_id', 'slug']).execute();
  const asmtIdOf = new Map(assessments.map((a) => [a.slug, a.asmt_id]));
  for (const [title, slug] of DEMO_ACTIVITY_LINKS) {
    const asmtId = asmtIdOf.get(slug);
    if (asmtId === undefined) continue;
    await db
      .updateTable('job_step_activities')
      .set({ asmt_id: asmtId })
      .where('activity_type', '=', 'assessment')
      .where('title', '=', title)
      .where('asmt_id', 'is', null)
      .execute();
  }
}
