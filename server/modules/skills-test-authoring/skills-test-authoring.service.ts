/**
 * Skills-test authoring: the owner rule (provider admins author the provider's library and any
 * company's tests; a company's staff with company_settings_access author only their company's)
 * and the draft (texts, sections, questions) that publishing freezes into numbered versions.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
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
import { requireAccountStaff } from '../../http/account-access.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { checkedQuestion, checkedSection, checkTexts, refuse, type Problem } from './authoring-checks.ts';

/** The owner an author acts for: null is the provider's library, which only provider admins author. */
export function requireOwner(viewer: LoadedUser, accountId: number | null | undefined): number | null {
  if (accountId === null || accountId === undefined) {
    if (!viewer.is_jf_admin) throw forbidden();
    return null;
  }
  return requireAccountStaff(viewer, accountId, 'company_settings_access');
}

async function listFor(db: Db, owner: number | null, onlyId?: number): Promise<AuthoredSkillsTest[]> {
  let query = db
    .selectFrom('skills_tests as t')
    .leftJoin('skills_test_texts as x', (j) => j.onRef('x.skills_test_id', '=', 't.skills_test_id').on('x.language', '=', 'en'))
    .select((eb) => [
      't.skills_test_id',
      't.account_id',
      't.slug',
      eb.fn.coalesce('x.title', eb.val('')).as('title'),
      eb
        .selectFrom('skills_test_sections as s')
        .whereRef('s.skills_test_id', '=', 't.skills_test_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('section_count'),
      eb
        .selectFrom('skills_test_questions as q')
        .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
        .whereRef('s.skills_test_id', '=', 't.skills_test_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('question_count'),
      eb
        .selectFrom('skills_tests as v')
        .whereRef('v.version_of', '=', 't.skills_test_id')
        .select((e) => e.fn.max('v.version').as('n'))
        .as('latest_version'),
      eb
        .selectFrom('skills_tests as v')
        .whereRef('v.version_of', '=', 't.skills_test_id')
        .select((e) => e.fn.max('v.published_at').as('n'))
        .as('published_at'),
    ])
    .where('t.version_of', 'is', null)
    .where(owner === null ? sql<boolean>`t.account_id is null` : sql<boolean>`t.account_id = ${owner}`);
  if (onlyId !== undefined) query = query.where('t.skills_test_id', '=', onlyId);
  const rows = await query.orderBy('t.skills_test_id').execute();
  return rows.map((r) => ({
    ...r,
    title: r.title ?? '',
    section_count: Number(r.section_count ?? 0),
    question_count: Number(r.question_count ?? 0),
    latest_version: r.latest_version === null || r.latest_version === undefined ? null : Number(r.latest_version),
    published_at: r.published_at ? new Date(r.published_at).toISOString() : null,
  }));
}

export async function listAuthored(db: Db, viewer: LoadedUser, query: { account_id?: number }): Promise<AuthoredSkillsTest[]> {
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

const testNotFound = () => notFound('Skills test not found');

/** The test when the viewer may author it; anyone else learns nothing about it (404). */
async function requireAuthoredTest(db: Db, viewer: LoadedUser, testId: number): Promise<number> {
  const test = await db.selectFrom('skills_tests').select(['skills_test_id', 'account_id']).where('skills_test_id', '=', testId).where('version_of', 'is', null).executeTakeFirst();
  if (!test) throw testNotFound();
  if (viewer.is_jf_admin) return test.skills_test_id;
  if (test.account_id === null || !viewer.roles.some((r) => r.account_id === test.account_id)) throw testNotFound();
  requireAccountStaff(viewer, test.account_id, 'company_settings_access');
  return test.skills_test_id;
}

async function sectionsOf(db: Db, testId: number, onlyId?: number): Promise<AuthoredSection[]> {
  let query = db
    .selectFrom('skills_test_sections as s')
    .leftJoin('skills_test_section_texts as x', (j) => j.onRef('x.skills_test_section_id', '=', 's.skills_test_section_id').on('x.language', '=', 'en'))
    .select(['s.skills_test_section_id', 's.skills_test_id', 's.sort_order', 's.is_practice', 's.minutes', 'x.title'])
    .where('s.skills_test_id', '=', testId);
  if (onlyId !== undefined) query = query.where('s.skills_test_section_id', '=', onlyId);
  const rows = await query.orderBy('s.sort_order').orderBy('s.skills_test_section_id').execute();
  return rows.map((r) => ({ ...r, title: r.title ?? '' }));
}

/**
 * The draft may change unless candidates take the draft row itself: a test written before
 * authoring that a plan gives and that has no published version yet, or one candidates have
 * started as it was. A change would reach them mid-attempt.
 */
async function requireEditable(db: Db, testId: number): Promise<void> {
  const started = await db.selectFrom('user_skills_tests').select('user_skills_test_id').where('skills_test_id', '=', testId).executeTakeFirst();
  const test = await db.selectFrom('skills_tests').select('is_draft').where('skills_test_id', '=', testId).executeTakeFirstOrThrow();
  const published = await db.selectFrom('skills_tests').select('skills_test_id').where('version_of', '=', testId).executeTakeFirst();
  const inPlan = await db.selectFrom('job_step_activities').select('job_step_activity_id').where('skills_test_id', '=', testId).executeTakeFirst();
  if (started || (!test.is_draft && !published && inPlan)) {
    throw new HttpError(409, ErrorCode.conflict, 'This skills test is in use in a plan or by candidates as it is, so it cannot be changed.');
  }
}

export async function listSections(db: Db, viewer: LoadedUser, testId: number): Promise<AuthoredSection[]> {
  return sectionsOf(db, await requireAuthoredTest(db, viewer, testId));
}

export async function createSection(db: Db, viewer: LoadedUser, testId: number, body: CreateSection): Promise<AuthoredSection> {
  const test = await requireAuthoredTest(db, viewer, testId);
  await requireEditable(db, test);
  const { title, instructions } = checkedSection(body);
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

async function insertOptions(trx: Db, questionId: number, options: { text: string; is_correct: boolean }[]): Promise<AuthoredQuestion['options']> {
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

export async function createQuestion(db: Db, viewer: LoadedUser, sectionId: number, body: CreateQuestion): Promise<AuthoredQuestion> {
  const section = await db.selectFrom('skills_test_sections').select(['skills_test_id']).where('skills_test_section_id', '=', sectionId).executeTakeFirst();
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
  const section = await db.selectFrom('skills_test_sections').select('skills_test_id').where('skills_test_section_id', '=', sectionId).executeTakeFirst();
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

async function ownerOf(db: Db, testId: number): Promise<number | null> {
  const row = await db.selectFrom('skills_tests').select('account_id').where('skills_test_id', '=', testId).executeTakeFirstOrThrow();
  return row.account_id;
}

/** Every question of the test's sections with its English text and options. */
async function questionsOf(db: Db, testId: number): Promise<AuthoredQuestion[]> {
  const questions = await db
    .selectFrom('skills_test_questions as q')
    .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
    .leftJoin('skills_test_question_texts as x', (j) => j.onRef('x.skills_test_question_id', '=', 'q.skills_test_question_id').on('x.language', '=', 'en'))
    .select(['q.skills_test_question_id', 'q.skills_test_section_id', 'q.sort_order', 'x.text'])
    .where('s.skills_test_id', '=', testId)
    .orderBy('q.sort_order')
    .orderBy('q.skills_test_question_id')
    .execute();
  const ids = questions.map((q) => q.skills_test_question_id);
  const options =
    ids.length === 0
      ? []
      : await db
          .selectFrom('skills_test_options as o')
          .leftJoin('skills_test_option_texts as x', (j) => j.onRef('x.skills_test_option_id', '=', 'o.skills_test_option_id').on('x.language', '=', 'en'))
          .select(['o.skills_test_option_id', 'o.skills_test_question_id', 'o.sort_order', 'o.is_correct', 'x.text'])
          .where('o.skills_test_question_id', 'in', ids)
          .orderBy('o.sort_order')
          .orderBy('o.skills_test_option_id')
          .execute();
  return questions.map((q) => ({
    skills_test_question_id: q.skills_test_question_id,
    skills_test_section_id: q.skills_test_section_id,
    sort_order: q.sort_order,
    text: q.text ?? '',
    options: options
      .filter((o) => o.skills_test_question_id === q.skills_test_question_id)
      .map((o) => ({ skills_test_option_id: o.skills_test_option_id, sort_order: o.sort_order, text: o.text ?? '', is_correct: o.is_correct })),
  }));
}

export async function getTest(db: Db, viewer: LoadedUser, testId: number): Promise<AuthoredSkillsTestDetail> {
  const test = await requireAuthoredTest(db, viewer, testId);
  const [summary] = await listFor(db, await ownerOf(db, test), test);
  const texts = await db.selectFrom('skills_test_texts').select('instructions').where('skills_test_id', '=', test).where('language', '=', 'en').executeTakeFirst();
  const sectionTexts = await db
    .selectFrom('skills_test_section_texts as x')
    .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'x.skills_test_section_id')
    .select(['x.skills_test_section_id', 'x.instructions'])
    .where('s.skills_test_id', '=', test)
    .where('x.language', '=', 'en')
    .execute();
  const questions = await questionsOf(db, test);
  const versions = await db.selectFrom('skills_tests').select(['skills_test_id', 'version', 'published_at']).where('version_of', '=', test).orderBy('version', 'desc').execute();
  return {
    ...summary!,
    instructions: texts?.instructions ?? '',
    sections: (await sectionsOf(db, test)).map((section) => ({
      ...section,
      instructions: sectionTexts.find((x) => x.skills_test_section_id === section.skills_test_section_id)?.instructions ?? '',
      questions: questions.filter((q) => q.skills_test_section_id === section.skills_test_section_id),
    })),
    versions: versions.map((v) => ({ skills_test_id: v.skills_test_id, version: Number(v.version), published_at: new Date(v.published_at!).toISOString() })),
  };
}

export async function getSection(db: Db, viewer: LoadedUser, sectionId: number): Promise<AuthoredSectionDetail> {
  const { test } = await requireAuthoredSection(db, viewer, sectionId);
  return (await getTest(db, viewer, test)).sections.find((s) => s.skills_test_section_id === sectionId)!;
}

export async function updateTest(db: Db, viewer: LoadedUser, testId: number, body: UpdateSkillsTest): Promise<AuthoredSkillsTest> {
  const test = await requireAuthoredTest(db, viewer, testId);
  await requireEditable(db, test);
  const { title, instructions, problems } = checkTexts(body);
  refuse(problems);
  await db
    .insertInto('skills_test_texts')
    .values({ skills_test_id: test, language: 'en', title, instructions })
    .onConflict((oc) => oc.columns(['skills_test_id', 'language']).doUpdateSet({ title, instructions }))
    .execute();
  const [summary] = await listFor(db, await ownerOf(db, test), test);
  return summary!;
}

export async function updateSection(db: Db, viewer: LoadedUser, sectionId: number, body: CreateSection): Promise<AuthoredSection> {
  const { test } = await requireAuthoredSection(db, viewer, sectionId);
  await requireEditable(db, test);
  const { title, instructions } = checkedSection(body);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('skills_test_sections').set({ is_practice: body.is_practice, minutes: body.minutes }).where('skills_test_section_id', '=', sectionId).execute();
    await trx
      .insertInto('skills_test_section_texts')
      .values({ skills_test_section_id: sectionId, language: 'en', title, instructions })
      .onConflict((oc) => oc.columns(['skills_test_section_id', 'language']).doUpdateSet({ title, instructions }))
      .execute();
  });
  const [section] = await sectionsOf(db, test, sectionId);
  return section!;
}

export async function deleteSection(db: Db, viewer: LoadedUser, sectionId: number): Promise<{ skills_test_section_id: number }> {
  const { test } = await requireAuthoredSection(db, viewer, sectionId);
  await requireEditable(db, test);
  await db.deleteFrom('skills_test_sections').where('skills_test_section_id', '=', sectionId).execute();
  return { skills_test_section_id: sectionId };
}

export async function updateQuestion(db: Db, viewer: LoadedUser, questionId: number, body: CreateQuestion): Promise<AuthoredQuestion> {
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

export async function deleteQuestion(db: Db, viewer: LoadedUser, questionId: number): Promise<{ skills_test_question_id: number }> {
  const { test } = await requireAuthoredQuestion(db, viewer, questionId);
  await requireEditable(db, test);
  await db.deleteFrom('skills_test_questions').where('skills_test_question_id', '=', questionId).execute();
  return { skills_test_question_id: questionId };
}

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
    const family = await trx.selectFrom('skills_tests').select(['slug', 'account_id']).where('skills_test_id', '=', test).forUpdate().executeTakeFirstOrThrow();
    const last = await trx
      .selectFrom('skills_tests')
      .select((eb) => eb.fn.max('version').as('n'))
      .where('version_of', '=', test)
      .executeTakeFirst();
    const version = Number(last?.n ?? 0) + 1;
    const row = await trx
      .insertInto('skills_tests')
      .values({ slug: `${family.slug}@v${version}`, account_id: family.account_id, version_of: test, version, published_at: sql<Date>`now()`, published_by: viewer.user_id })
      .returning('skills_test_id')
      .executeTakeFirstOrThrow();
    await sql`insert into skills_test_texts (skills_test_id, language, title, instructions)
      select ${row.skills_test_id}, language, title, instructions from skills_test_texts where skills_test_id = ${test}`.execute(trx);
    for (const section of sections) {
      const copy = await trx
        .insertInto('skills_test_sections')
        .values({ skills_test_id: row.skills_test_id, sort_order: section.sort_order, is_practice: section.is_practice, minutes: section.minutes })
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
          select ${q.skills_test_question_id}, language, text from skills_test_question_texts where skills_test_question_id = ${question.skills_test_question_id}`.execute(trx);
        for (const option of question.options) {
          const o = await trx
            .insertInto('skills_test_options')
            .values({ skills_test_question_id: q.skills_test_question_id, sort_order: option.sort_order, is_correct: option.is_correct })
            .returning('skills_test_option_id')
            .executeTakeFirstOrThrow();
          await sql`insert into skills_test_option_texts (skills_test_option_id, language, text)
            select ${o.skills_test_option_id}, language, text from skills_test_option_texts where skills_test_option_id = ${option.skills_test_option_id}`.execute(trx);
        }
      }
    }
  });
  const [summary] = await listFor(db, await ownerOf(db, test), test);
  return summary!;
}
