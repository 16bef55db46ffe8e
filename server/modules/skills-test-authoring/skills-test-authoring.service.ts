/**
 * Skills-test authoring: the owner rule (provider admins author the provider's library and any
 * company's tests; a company's staff with company_settings_access author only their company's)
 * and the draft (texts, sections, questions) that publishing freezes into numbered versions.
 */
import { randomUUID } from 'node:crypto';
import type {
  AuthoredQuestion,
  AuthoredSection,
  AuthoredSectionDetail,
  AuthoredSkillsTest,
  AuthoredSkillsTestDetail,
  CreateQuestion,
  CreateSection,
  CreateSkillsTest,
  UpdateSkillsTest,
} from '../../../contracts/skills-test-authoring.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import { checkedQuestion, checkedSection, checkTexts, refuse } from './authoring-checks.ts';
import { listFor, ownerOf, questionsOf, requireAuthoredTest, requireOwner, sectionsOf } from './skills-test-reads.ts';

export async function listAuthored(
  db: Db,
  viewer: LoadedUser,
  query: { account_id?: number },
): Promise<AuthoredSkillsTest[]> {
  return listFor(db, requireOwner(viewer, query.account_id));
}

export async function createTest(db: Db, viewer: LoadedUser, body: CreateSkillsTest): Promise<AuthoredSkillsTest> {
  const owner = requireOwner(viewer, body.account_id);
  const { title, instructions, problems } = checkTexts(body);
  refuse(problems);
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('skills_tests')
      .values({
        slug: `authored-${randomUUID()}`,
        account_id: owner,
        is_draft: true,
      })
      .returning('skills_test_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('skills_test_texts')
      .values({
        skills_test_id: row.skills_test_id,
        language: 'en',
        title,
        instructions,
      })
      .execute();
    return row.skills_test_id;
  });
  const [test] = await listFor(db, owner, created);
  return test!;
}

/**
 * The draft may change unless candidates take the draft row itself: a test written before
 * authoring that a plan gives and that has no published version yet, or one candidates have
 * started as it was. A change would reach them mid-attempt.
 */
async function requireEditable(db: Db, testId: number): Promise<void> {
  const started = await db
    .selectFrom('user_skills_tests')
    .select('user_skills_test_id')
    .where('skills_test_id', '=', testId)
    .executeTakeFirst();
  const test = await db
    .selectFrom('skills_tests')
    .select('is_draft')
    .where('skills_test_id', '=', testId)
    .executeTakeFirstOrThrow();
  const published = await db
    .selectFrom('skills_tests')
    .select('skills_test_id')
    .where('version_of', '=', testId)
    .executeTakeFirst();
  const inPlan = await db
    .selectFrom('job_step_activities')
    .select('job_step_activity_id')
    .where('skills_test_id', '=', testId)
    .executeTakeFirst();
  if (started || (!test.is_draft && !published && inPlan)) {
    throw new HttpError(
      409,
      ErrorCode.conflict,
      'This skills test is in use in a plan or by candidates as it is, so it cannot be changed.',
    );
  }
}

export async function listSections(db: Db, viewer: LoadedUser, testId: number): Promise<AuthoredSection[]> {
  return sectionsOf(db, await requireAuthoredTest(db, viewer, testId));
}

export async function createSection(
  db: Db,
  viewer: LoadedUser,
  testId: number,
  body: CreateSection,
): Promise<AuthoredSection> {
  const test = await requireAuthoredTest(db, viewer, testId);
  await requireEditable(db, test);
  const { title, instructions } = checkedSection(body, 0);
  const created = await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('skills_test_sections')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .where('skills_test_id', '=', test)
      .executeTakeFirst();
    const row = await trx
      .insertInto('skills_test_sections')
      .values({
        skills_test_id: test,
        sort_order: Number(last?.n ?? 0) + 1,
        is_practice: body.is_practice,
        minutes: body.minutes,
        pool_size: body.pool_size ?? null,
      })
      .returning('skills_test_section_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('skills_test_section_texts')
      .values({
        skills_test_section_id: row.skills_test_section_id,
        language: 'en',
        title,
        instructions,
      })
      .execute();
    return row.skills_test_section_id;
  });
  const [section] = await sectionsOf(db, test, created);
  return section!;
}

async function insertOptions(
  trx: Db,
  questionId: number,
  options: { text: string; is_correct: boolean }[],
): Promise<AuthoredQuestion['options']> {
  const saved: AuthoredQuestion['options'] = [];
  for (const [i, o] of options.entries()) {
    const row = await trx
      .insertInto('skills_test_options')
      .values({
        skills_test_question_id: questionId,
        sort_order: i + 1,
        is_correct: o.is_correct,
      })
      .returning(['skills_test_option_id', 'sort_order', 'is_correct'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('skills_test_option_texts')
      .values({
        skills_test_option_id: row.skills_test_option_id,
        language: 'en',
        text: o.text,
      })
      .execute();
    saved.push({ ...row, text: o.text });
  }
  return saved;
}

export async function createQuestion(
  db: Db,
  viewer: LoadedUser,
  sectionId: number,
  body: CreateQuestion,
): Promise<AuthoredQuestion> {
  const section = await db
    .selectFrom('skills_test_sections')
    .select(['skills_test_id'])
    .where('skills_test_section_id', '=', sectionId)
    .executeTakeFirst();
  if (!section) throw notFound('Section not found');
  await requireAuthoredTest(db, viewer, section.skills_test_id);
  await requireEditable(db, section.skills_test_id);
  const { text, options } = checkedQuestion(body);
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('skills_test_questions')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .where('skills_test_section_id', '=', sectionId)
      .executeTakeFirst();
    const question = await trx
      .insertInto('skills_test_questions')
      .values({
        skills_test_section_id: sectionId,
        sort_order: Number(last?.n ?? 0) + 1,
      })
      .returning(['skills_test_question_id', 'skills_test_section_id', 'sort_order'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('skills_test_question_texts')
      .values({
        skills_test_question_id: question.skills_test_question_id,
        language: 'en',
        text,
      })
      .execute();
    const saved = await insertOptions(trx, question.skills_test_question_id, options);
    return { ...question, text, options: saved };
  });
}

/** The section and its draft test when the viewer may author it; 404 otherwise. */
async function requireAuthoredSection(db: Db, viewer: LoadedUser, sectionId: number): Promise<{ test: number }> {
  const section = await db
    .selectFrom('skills_test_sections')
    .select('skills_test_id')
    .where('skills_test_section_id', '=', sectionId)
    .executeTakeFirst();
  if (!section) throw notFound('Section not found');
  return { test: await requireAuthoredTest(db, viewer, section.skills_test_id) };
}

async function requireAuthoredQuestion(db: Db, viewer: LoadedUser, questionId: number): Promise<{ test: number }> {
  const question = await db
    .selectFrom('skills_test_questions as q')
    .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
    .select('s.skills_test_id')
    .where('q.skills_test_question_id', '=', questionId)
    .executeTakeFirst();
  if (!question) throw notFound('Question not found');
  return { test: await requireAuthoredTest(db, viewer, question.skills_test_id) };
}

export async function getTest(db: Db, viewer: LoadedUser, testId: number): Promise<AuthoredSkillsTestDetail> {
  const test = await requireAuthoredTest(db, viewer, testId);
  const [summary] = await listFor(db, await ownerOf(db, test), test);
  const texts = await db
    .selectFrom('skills_test_texts')
    .select('instructions')
    .where('skills_test_id', '=', test)
    .where('language', '=', 'en')
    .executeTakeFirst();
  const { fixed_order } = await db
    .selectFrom('skills_tests')
    .select('fixed_order')
    .where('skills_test_id', '=', test)
    .executeTakeFirstOrThrow();
  const sectionTexts = await db
    .selectFrom('skills_test_section_texts as x')
    .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'x.skills_test_section_id')
    .select(['x.skills_test_section_id', 'x.instructions'])
    .where('s.skills_test_id', '=', test)
    .where('x.language', '=', 'en')
    .execute();
  const questions = await questionsOf(db, test);
  const versions = await db
    .selectFrom('skills_tests')
    .select(['skills_test_id', 'version', 'published_at'])
    .where('version_of', '=', test)
    .orderBy('version', 'desc')
    .execute();
  return {
    ...summary!,
    instructions: texts?.instructions ?? '',
    fixed_order,
    sections: (await sectionsOf(db, test)).map((section) => ({
      ...section,
      instructions:
        sectionTexts.find((x) => x.skills_test_section_id === section.skills_test_section_id)?.instructions ?? '',
      questions: questions.filter((q) => q.skills_test_section_id === section.skills_test_section_id),
    })),
    versions: versions.map((v) => ({
      skills_test_id: v.skills_test_id,
      version: Number(v.version),
      published_at: new Date(v.published_at!).toISOString(),
    })),
  };
}

export async function getSection(db: Db, viewer: LoadedUser, sectionId: number): Promise<AuthoredSectionDetail> {
  const { test } = await requireAuthoredSection(db, viewer, sectionId);
  return (await getTest(db, viewer, test)).sections.find((s) => s.skills_test_section_id === sectionId)!;
}

export async function updateTest(
  db: Db,
  viewer: LoadedUser,
  testId: number,
  body: UpdateSkillsTest,
): Promise<AuthoredSkillsTest> {
  const test = await requireAuthoredTest(db, viewer, testId);
  await requireEditable(db, test);
  const { title, instructions, problems } = checkTexts(body);
  refuse(problems);
  await db
    .insertInto('skills_test_texts')
    .values({ skills_test_id: test, language: 'en', title, instructions })
    .onConflict((oc) => oc.columns(['skills_test_id', 'language']).doUpdateSet({ title, instructions }))
    .execute();
  if (body.fixed_order !== undefined)
    await db
      .updateTable('skills_tests')
      .set({ fixed_order: body.fixed_order })
      .where('skills_test_id', '=', test)
      .execute();
  const [summary] = await listFor(db, await ownerOf(db, test), test);
  return summary!;
}

export async function updateSection(
  db: Db,
  viewer: LoadedUser,
  sectionId: number,
  body: CreateSection,
): Promise<AuthoredSection> {
  const { test } = await requireAuthoredSection(db, viewer, sectionId);
  await requireEditable(db, test);
  const { title, instructions } = checkedSection(body, await questionCount(db, sectionId));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('skills_test_sections')
      .set({
        is_practice: body.is_practice,
        minutes: body.minutes,
        // Left out: kept, unless the section becomes practice (never drawn from, D503).
        ...(body.pool_size !== undefined ? { pool_size: body.pool_size } : body.is_practice ? { pool_size: null } : {}),
      })
      .where('skills_test_section_id', '=', sectionId)
      .execute();
    await trx
      .insertInto('skills_test_section_texts')
      .values({ skills_test_section_id: sectionId, language: 'en', title, instructions })
      .onConflict((oc) => oc.columns(['skills_test_section_id', 'language']).doUpdateSet({ title, instructions }))
      .execute();
  });
  const [section] = await sectionsOf(db, test, sectionId);
  return section!;
}

async function questionCount(db: Db, sectionId: number): Promise<number> {
  const row = await db
    .selectFrom('skills_test_questions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('skills_test_section_id', '=', sectionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteSection(
  db: Db,
  viewer: LoadedUser,
  sectionId: number,
): Promise<{ skills_test_section_id: number }> {
  const { test } = await requireAuthoredSection(db, viewer, sectionId);
  await requireEditable(db, test);
  await db.deleteFrom('skills_test_sections').where('skills_test_section_id', '=', sectionId).execute();
  return { skills_test_section_id: sectionId };
}

export async function updateQuestion(
  db: Db,
  viewer: LoadedUser,
  questionId: number,
  body: CreateQuestion,
): Promise<AuthoredQuestion> {
  const { test } = await requireAuthoredQuestion(db, viewer, questionId);
  await requireEditable(db, test);
  const { text, options } = checkedQuestion(body);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('skills_test_question_texts')
      .values({ skills_test_question_id: questionId, language: 'en', text })
      .onConflict((oc) => oc.columns(['skills_test_question_id', 'language']).doUpdateSet({ text }))
      .execute();
    await trx.deleteFrom('skills_test_options').where('skills_test_question_id', '=', questionId).execute();
    await insertOptions(trx, questionId, options);
  });
  return (await questionsOf(db, test)).find((q) => q.skills_test_question_id === questionId)!;
}

export async function deleteQuestion(
  db: Db,
  viewer: LoadedUser,
  questionId: number,
): Promise<{ skills_test_question_id: number }> {
  const { test } = await requireAuthoredQuestion(db, viewer, questionId);
  await requireEditable(db, test);
  await db.deleteFrom('skills_test_questions').where('skills_test_question_id', '=', questionId).execute();
  return { skills_test_question_id: questionId };
}
