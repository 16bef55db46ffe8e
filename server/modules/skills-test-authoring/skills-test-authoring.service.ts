/**
 * Skills-test authoring: the owner rule (provider admins author the provider's library and any
 * company's tests; a company's staff with company_settings_access author only their company's)
 * and a new draft test with its English texts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  AuthoredQuestion,
  AuthoredSection,
  AuthoredSkillsTest,
  CreateQuestion,
  CreateSection,
  CreateSkillsTest,
} from '../../../contracts/skills-test-authoring.ts';
import {
  MAX_QUESTION_OPTIONS,
  MAX_QUESTION_TEXT,
  MAX_SECTION_MINUTES,
  MAX_SKILLS_TEST_INSTRUCTIONS,
  MAX_SKILLS_TEST_TITLE,
  MIN_QUESTION_OPTIONS,
} from '../../../contracts/skills-test-authoring.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { requireAccountStaff } from '../../http/account-access.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/user.store.ts';

/** The owner an author acts for: null is the provider's library, which only provider admins author. */
function requireOwner(viewer: LoadedUser, accountId: number | null | undefined): number | null {
  if (accountId === null || accountId === undefined) {
    if (!viewer.is_jf_admin) throw forbidden();
    return null;
  }
  return requireAccountStaff(viewer, accountId, 'company_settings_access');
}

type Problem = { prop: string; message: string };

/** The trimmed English title and instructions, and what is wrong with them. */
function checkTexts(body: { title: string; instructions?: string }): {
  title: string;
  instructions: string;
  problems: Problem[];
} {
  const title = body.title.trim();
  const instructions = (body.instructions ?? '').trim();
  const problems: Problem[] = [];
  if (title === '') problems.push({ prop: 'title', message: 'Enter a title.' });
  else if (title.length > MAX_SKILLS_TEST_TITLE)
    problems.push({
      prop: 'title',
      message: `The title can be at most ${MAX_SKILLS_TEST_TITLE} characters.`,
    });
  if (instructions.length > MAX_SKILLS_TEST_INSTRUCTIONS)
    problems.push({
      prop: 'instructions',
      message: `The instructions can be at most ${MAX_SKILLS_TEST_INSTRUCTIONS} characters.`,
    });
  return { title, instructions, problems };
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
    ])
    .where(owner === null ? sql<boolean>`t.account_id is null` : sql<boolean>`t.account_id = ${owner}`);
  if (onlyId !== undefined) query = query.where('t.skills_test_id', '=', onlyId);
  const rows = await query.orderBy('t.skills_test_id').execute();
  return rows.map((r) => ({
    ...r,
    title: r.title ?? '',
    section_count: Number(r.section_count ?? 0),
    question_count: Number(r.question_count ?? 0),
  }));
}

export async function listAuthored(db: Db, viewer: LoadedUser, query: { account_id?: number }): Promise<AuthoredSkillsTest[]> {
  return listFor(db, requireOwner(viewer, query.account_id));
}

export async function createTest(db: Db, viewer: LoadedUser, body: CreateSkillsTest): Promise<AuthoredSkillsTest> {
  const owner = requireOwner(viewer, body.account_id);
  const { title, instructions, problems } = checkTexts(body);
  if (problems.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems);
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('skills_tests')
      .values({ slug: `authored-${randomUUID()}`, account_id: owner })
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
  const test = await db.selectFrom('skills_tests').select(['skills_test_id', 'account_id']).where('skills_test_id', '=', testId).executeTakeFirst();
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
 * Until tests are published as versions, a test a plan gives or a candidate has started is not
 * changed: an added section or question would reach candidates at once, mid-attempt on a reload.
 */
async function requireUnusedTest(db: Db, testId: number): Promise<void> {
  const inPlan = await db.selectFrom('job_step_activities').select('job_step_activity_id').where('skills_test_id', '=', testId).executeTakeFirst();
  const started = await db.selectFrom('user_skills_tests').select('user_skills_test_id').where('skills_test_id', '=', testId).executeTakeFirst();
  if (inPlan || started) {
    throw new HttpError(409, ErrorCode.conflict, 'This skills test is in use in a plan or by candidates, so it cannot be changed yet.');
  }
}

export async function listSections(db: Db, viewer: LoadedUser, testId: number): Promise<AuthoredSection[]> {
  return sectionsOf(db, await requireAuthoredTest(db, viewer, testId));
}

export async function createSection(db: Db, viewer: LoadedUser, testId: number, body: CreateSection): Promise<AuthoredSection> {
  const test = await requireAuthoredTest(db, viewer, testId);
  await requireUnusedTest(db, test);
  const { title, instructions, problems } = checkTexts(body);
  if (body.is_practice && body.minutes !== 0)
    problems.push({
      prop: 'minutes',
      message: 'A practice section is untimed: leave the time limit at 0.',
    });
  if (!body.is_practice && (body.minutes < 1 || body.minutes > MAX_SECTION_MINUTES))
    problems.push({
      prop: 'minutes',
      message: `A timed section needs a time limit of 1 to ${MAX_SECTION_MINUTES} minutes.`,
    });
  if (problems.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems);
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

export async function createQuestion(db: Db, viewer: LoadedUser, sectionId: number, body: CreateQuestion): Promise<AuthoredQuestion> {
  const section = await db.selectFrom('skills_test_sections').select(['skills_test_id']).where('skills_test_section_id', '=', sectionId).executeTakeFirst();
  if (!section) throw notFound('Section not found');
  await requireAuthoredTest(db, viewer, section.skills_test_id);
  await requireUnusedTest(db, section.skills_test_id);
  const text = body.text.trim();
  const options = body.options.map((o) => ({
    text: o.text.trim(),
    is_correct: o.is_correct,
  }));
  const problems: Problem[] = [];
  if (text === '') problems.push({ prop: 'text', message: 'Enter the question.' });
  else if (text.length > MAX_QUESTION_TEXT)
    problems.push({
      prop: 'text',
      message: `The question can be at most ${MAX_QUESTION_TEXT} characters.`,
    });
  if (options.length < MIN_QUESTION_OPTIONS || options.length > MAX_QUESTION_OPTIONS)
    problems.push({
      prop: 'options',
      message: `A question has ${MIN_QUESTION_OPTIONS} to ${MAX_QUESTION_OPTIONS} options.`,
    });
  else if (!options.some((o) => o.is_correct))
    problems.push({
      prop: 'options',
      message: 'Mark at least one option as correct.',
    });
  options.forEach((o, i) => {
    if (o.text === '')
      problems.push({
        prop: `options.${i}.text`,
        message: 'Enter the option.',
      });
    else if (o.text.length > MAX_QUESTION_TEXT)
      problems.push({
        prop: `options.${i}.text`,
        message: `An option can be at most ${MAX_QUESTION_TEXT} characters.`,
      });
  });
  if (problems.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems);
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
    const saved: AuthoredQuestion['options'] = [];
    for (const [i, o] of options.entries()) {
      const row = await trx
        .insertInto('skills_test_options')
        .values({
          skills_test_question_id: question.skills_test_question_id,
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
    return { ...question, text, options: saved };
  });
}
