/**
 * Publishing a draft as a numbered, frozen version (candidates who start afterwards take it; an
 * attempt keeps the version it started), and the preview of a test as candidates see it.
 */
import { sql } from 'kysely';
import type { AuthoredSkillsTest, SkillsTestPreview } from '../../../contracts/skills-test-authoring.ts';
import type { Language } from '../../../contracts/languages.ts';
import { forbidden } from '../../http/http-error.ts';
import type { Db } from '../../db/database.ts';
import { preferText } from '../../db/questionnaire-content.ts';
import { readContent } from '../../db/skills-test-content.ts';
import type { LoadedUser } from '../user/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { refuse, type Problem } from './authoring-checks.ts';
import { listFor, ownerOf, questionsOf, requireAuthoredTest, sectionsOf, testNotFound } from './skills-test-reads.ts';

/** Message the author sees when a section has no question (the wording candidates' tools expect). */
const EMPTY_SECTION = 'Question should not be empty';

/** Copies the draft, every language's texts included, into a new frozen version row. */
export async function publishTest(db: Db, viewer: LoadedUser, testId: number): Promise<AuthoredSkillsTest> {
  const test = await requireAuthoredTest(db, viewer, testId);
  const sections = await sectionsOf(db, test);
  const questions = await questionsOf(db, test);
  const problems: Problem[] = [];
  if (sections.length === 0) problems.push({ prop: 'sections', message: 'Add a section before publishing.' });
  for (const section of sections) {
    if (!questions.some((q) => q.skills_test_section_id === section.skills_test_section_id))
      problems.push({ prop: `sections.${section.skills_test_section_id}.questions`, message: EMPTY_SECTION });
  }
  refuse(problems);
  await db.transaction().execute(async (trx) => {
    const family = await trx
      .selectFrom('skills_tests')
      .select(['slug', 'account_id', 'fixed_order'])
      .where('skills_test_id', '=', test)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const last = await trx
      .selectFrom('skills_tests')
      .select((eb) => eb.fn.max('version').as('n'))
      .where('version_of', '=', test)
      .executeTakeFirst();
    const version = Number(last?.n ?? 0) + 1;
    const row = await trx
      .insertInto('skills_tests')
      .values({
        slug: `${family.slug}@v${version}`,
        account_id: family.account_id,
        fixed_order: family.fixed_order,
        version_of: test,
        version,
        published_at: sql<Date>`now()`,
        published_by: viewer.user_id,
      })
      .returning('skills_test_id')
      .executeTakeFirstOrThrow();
    await sql`insert into skills_test_texts (skills_test_id, language, title, instructions)
      select ${row.skills_test_id}, language, title, instructions from skills_test_texts where skills_test_id = ${test}`.execute(
      trx,
    );
    for (const section of sections) {
      const copy = await trx
        .insertInto('skills_test_sections')
        .values({
          skills_test_id: row.skills_test_id,
          sort_order: section.sort_order,
          is_practice: section.is_practice,
          minutes: section.minutes,
          pool_size: section.pool_size,
        })
        .returning('skills_test_section_id')
        .executeTakeFirstOrThrow();
      await sql`insert into skills_test_section_texts (skills_test_section_id, language, title, instructions)
        select ${copy.skills_test_section_id}, language, title, instructions from skills_test_section_texts where skills_test_section_id = ${section.skills_test_section_id}`.execute(
        trx,
      );
      for (const question of questions.filter((q) => q.skills_test_section_id === section.skills_test_section_id)) {
        const q = await trx
          .insertInto('skills_test_questions')
          .values({ skills_test_section_id: copy.skills_test_section_id, sort_order: question.sort_order })
          .returning('skills_test_question_id')
          .executeTakeFirstOrThrow();
        await sql`insert into skills_test_question_texts (skills_test_question_id, language, text)
          select ${q.skills_test_question_id}, language, text from skills_test_question_texts where skills_test_question_id = ${question.skills_test_question_id}`.execute(
          trx,
        );
        for (const option of question.options) {
          const o = await trx
            .insertInto('skills_test_options')
            .values({
              skills_test_question_id: q.skills_test_question_id,
              sort_order: option.sort_order,
              is_correct: option.is_correct,
            })
            .returning('skills_test_option_id')
            .executeTakeFirstOrThrow();
          await sql`insert into skills_test_option_texts (skills_test_option_id, language, text)
            select ${o.skills_test_option_id}, language, text from skills_test_option_texts where skills_test_option_id = ${option.skills_test_option_id}`.execute(
            trx,
          );
        }
      }
    }
    const title = await trx
      .selectFrom('skills_test_texts')
      .select('title')
      .where('skills_test_id', '=', test)
      .where('language', '=', 'en')
      .executeTakeFirst();
    await audit(trx, {
      event: 'skills_test_published',
      actorUserId: viewer.user_id,
      accountId: family.account_id,
      details: { skills_test_id: test, version, title: title?.title ?? family.slug },
    });
  });
  const [summary] = await listFor(db, await ownerOf(db, test), test);
  return summary!;
}

/**
 * Which row a viewer previews: its author sees the draft; any company's staff with settings access
 * see the provider's newest published version, or a test written before authoring as it is (404
 * for a draft never published). `draft`: the row shown is a draft candidates do not take as it is.
 */
async function previewedRow(
  db: Db,
  viewer: LoadedUser,
  testId: number,
): Promise<{ row: number; version: number | null; draft: boolean }> {
  const test = await db
    .selectFrom('skills_tests')
    .select(['skills_test_id', 'account_id', 'is_draft'])
    .where('skills_test_id', '=', testId)
    .where('version_of', 'is', null)
    .executeTakeFirst();
  if (!test) throw testNotFound();
  const latest = await db
    .selectFrom('skills_tests')
    .select(['skills_test_id', 'version'])
    .where('version_of', '=', testId)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  const draft = test.is_draft || latest !== undefined;
  if (test.account_id !== null || viewer.is_jf_admin)
    return { row: await requireAuthoredTest(db, viewer, testId), version: null, draft };
  if (!viewer.roles.some((r) => r.company_settings_access)) throw forbidden();
  if (latest) return { row: latest.skills_test_id, version: Number(latest.version), draft: false };
  if (test.is_draft) throw testNotFound();
  return { row: testId, version: null, draft: false };
}

/** A test's texts in `language`, English where that language has none. */
export async function previewTest(
  db: Db,
  viewer: LoadedUser,
  testId: number,
  language: Language,
): Promise<SkillsTestPreview> {
  const { row, version, draft } = await previewedRow(db, viewer, testId);
  const rows = await readContent(db, row, language);
  const owner = await ownerOf(db, testId);
  const testText = preferText(rows.texts, () => 'test', language).get('test');
  const sectionTexts = preferText(rows.sectionTexts, (r) => String(r.skills_test_section_id), language);
  const questionTexts = preferText(rows.questionTexts, (r) => String(r.skills_test_question_id), language);
  const optionTexts = preferText(rows.optionTexts, (r) => String(r.skills_test_option_id), language);
  return {
    skills_test_id: testId,
    account_id: owner,
    title: testText?.title ?? '',
    instructions: testText?.instructions ?? '',
    version,
    draft,
    sections: rows.sections.map((section) => {
      const text = sectionTexts.get(String(section.skills_test_section_id));
      return {
        title: text?.title ?? '',
        instructions: text?.instructions ?? '',
        is_practice: section.is_practice,
        minutes: section.minutes,
        questions: rows.questions
          .filter((q) => q.skills_test_section_id === section.skills_test_section_id)
          .map((q) => ({
            text: questionTexts.get(String(q.skills_test_question_id))?.text ?? '',
            options: rows.options
              .filter((o) => o.skills_test_question_id === q.skills_test_question_id)
              .map((o) => optionTexts.get(String(o.skills_test_option_id))?.text ?? ''),
          })),
      };
    }),
  };
}
