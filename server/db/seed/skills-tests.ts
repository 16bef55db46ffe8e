/**
 * Two skills tests written for Assay (product content, like the questionnaires: the provider
 * admin's skills-test editor of seed 002 section 3 would manage them), in en, es and fr, and the
 * link from the demo screening plans' skills_test activities to them.
 * Each test: a practice section (untimed, not scored) and two timed sections.
 */
import type { Db } from '../database.ts';
import { LANGUAGES } from '../../../contracts/user.ts';
import { customerServiceSkillsTest } from './content/customer-service-skills-test.ts';
import type { SkillsTestSeed } from './content/skills-test-seed.ts';
import { workplaceSafetySkillsTest } from './content/workplace-safety-skills-test.ts';

export function skillsTestBank(): SkillsTestSeed[] {
  return [customerServiceSkillsTest(), workplaceSafetySkillsTest()];
}

/** A provider draft never published, in no plan: what an author finds half written (English only, as authoring writes). */
async function seedDraft(db: Db): Promise<void> {
  const { skills_test_id } = await db
    .insertInto('skills_tests')
    .values({ slug: 'authored-forklift-draft', is_draft: true })
    .returning('skills_test_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skills_test_texts')
    .values({
      skills_test_id,
      language: 'en',
      title: 'Forklift basics',
      instructions: 'Answer each question about driving a forklift safely.',
    })
    .execute();
  const { skills_test_section_id } = await db
    .insertInto('skills_test_sections')
    .values({ skills_test_id, sort_order: 1, is_practice: false, minutes: 5 })
    .returning('skills_test_section_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skills_test_section_texts')
    .values({ skills_test_section_id, language: 'en', title: 'Load handling', instructions: '' })
    .execute();
  const { skills_test_question_id } = await db
    .insertInto('skills_test_questions')
    .values({ skills_test_section_id, sort_order: 1 })
    .returning('skills_test_question_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('skills_test_question_texts')
    .values({ skills_test_question_id, language: 'en', text: 'Where should the load be while driving?' })
    .execute();
  for (const [i, [text, isCorrect]] of (
    [
      ['Low and tilted back', true],
      ['Raised high for a better view', false],
    ] as const
  ).entries()) {
    const { skills_test_option_id } = await db
      .insertInto('skills_test_options')
      .values({ skills_test_question_id, sort_order: i + 1, is_correct: isCorrect })
      .returning('skills_test_option_id')
      .executeTakeFirstOrThrow();
    await db.insertInto('skills_test_option_texts').values({ skills_test_option_id, language: 'en', text }).execute();
  }
}

async function hasSkillsTests(db: Db): Promise<boolean> {
  return (await db.selectFrom('skills_tests').select('skills_test_id').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts the two tests unless the content is there, then links the demo activities by title. */
export async function seedSkillsTests(db: Db): Promise<void> {
  const bank = skillsTestBank();
  if (!(await hasSkillsTests(db))) {
    for (const test of bank) {
      const { skills_test_id } = await db
        .insertInto('skills_tests')
        .values({ slug: test.slug })
        .returning('skills_test_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('skills_test_texts')
        .values(
          LANGUAGES.map((language) => ({
            skills_test_id,
            language,
            title: test.title[language],
            instructions: test.instructions[language],
          })),
        )
        .execute();
      for (const [si, section] of test.sections.entries()) {
        const { skills_test_section_id } = await db
          .insertInto('skills_test_sections')
          .values({
            skills_test_id,
            sort_order: si + 1,
            is_practice: section.practice ?? false,
            minutes: section.minutes,
          })
          .returning('skills_test_section_id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('skills_test_section_texts')
          .values(
            LANGUAGES.map((language) => ({
              skills_test_section_id,
              language,
              title: section.title[language],
              instructions: section.instructions[language],
            })),
          )
          .execute();
        for (const [qi, question] of section.questions.entries()) {
          const { skills_test_question_id } = await db
            .insertInto('skills_test_questions')
            .values({ skills_test_section_id, sort_order: qi + 1 })
            .returning('skills_test_question_id')
            .executeTakeFirstOrThrow();
          await db
            .insertInto('skills_test_question_texts')
            .values(LANGUAGES.map((language) => ({ skills_test_question_id, language, text: question.text[language] })))
            .execute();
          const options = await db
            .insertInto('skills_test_options')
            .values(
              question.options.map((_, oi) => ({
                skills_test_question_id,
                sort_order: oi + 1,
                is_correct: oi === question.correct,
              })),
            )
            .returning(['skills_test_option_id', 'sort_order'])
            .execute();
          await db
            .insertInto('skills_test_option_texts')
            .values(
              options.flatMap((o) =>
                LANGUAGES.map((language) => ({
                  skills_test_option_id: o.skills_test_option_id,
                  language,
                  text: question.options[o.sort_order - 1]![language],
                })),
              ),
            )
            .execute();
        }
      }
    }
    await seedDraft(db);
  }
  const tests = await db.selectFrom('skills_tests').select(['skills_test_id', 'slug']).execute();
  for (const test of bank) {
    const id = tests.find((row) => row.slug === test.slug)?.skills_test_id;
    if (id === undefined) continue;
    await db
      .updateTable('job_step_activities')
      .set({ skills_test_id: id })
      .where('activity_type', '=', 'skills_test')
      .where('title', '=', test.activityTitle)
      .where('skills_test_id', 'is', null)
      .execute();
  }
}
