/**
 * What the authoring services read: the owner rule, the drafts an author may see with their counts,
 * sections and questions (English texts), shared by drafting (skills-test-authoring.service.ts) and
 * publishing (skills-test-publishing.service.ts).
 */
import { sql } from 'kysely';
import type {
  AuthoredQuestion,
  AuthoredSection,
  AuthoredSkillsTest,
} from '../../../contracts/skills-test-authoring.ts';
import type { Db } from '../../db/database.ts';
import { requireAccountStaff } from '../../http/account-access.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';

/**
 * The owner an author acts for: null is the provider's library, which only provider admins author.
 * Not declarative: naming no company has a meaning of its own (the provider's library, 403 to staff).
 */
export function requireOwner(viewer: LoadedUser, accountId: number | null | undefined): number | null {
  if (accountId === null || accountId === undefined) {
    if (!viewer.is_jf_admin) throw forbidden();
    return null;
  }
  return requireAccountStaff(viewer, accountId, 'company_settings_access');
}

export async function listFor(db: Db, owner: number | null, onlyId?: number): Promise<AuthoredSkillsTest[]> {
  let query = db
    .selectFrom('skills_tests as t')
    .leftJoin('skills_test_texts as x', (j) =>
      j.onRef('x.skills_test_id', '=', 't.skills_test_id').on('x.language', '=', 'en'),
    )
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

export const testNotFound = () => notFound('Skills test not found');

/**
 * The test when the viewer may author it; anyone else learns nothing about it (404). Not declarative:
 * the provider's tests answer staff 404 (a declared kind with provider records answers 403), and
 * sections and questions reach it through rows whose own 404s come first.
 */
export async function requireAuthoredTest(db: Db, viewer: LoadedUser, testId: number): Promise<number> {
  const test = await db
    .selectFrom('skills_tests')
    .select(['skills_test_id', 'account_id'])
    .where('skills_test_id', '=', testId)
    .where('version_of', 'is', null)
    .executeTakeFirst();
  if (!test) throw testNotFound();
  if (viewer.is_jf_admin) return test.skills_test_id;
  if (test.account_id === null || !viewer.roles.some((r) => r.account_id === test.account_id)) throw testNotFound();
  requireAccountStaff(viewer, test.account_id, 'company_settings_access');
  return test.skills_test_id;
}

export async function sectionsOf(db: Db, testId: number, onlyId?: number): Promise<AuthoredSection[]> {
  let query = db
    .selectFrom('skills_test_sections as s')
    .leftJoin('skills_test_section_texts as x', (j) =>
      j.onRef('x.skills_test_section_id', '=', 's.skills_test_section_id').on('x.language', '=', 'en'),
    )
    .select([
      's.skills_test_section_id',
      's.skills_test_id',
      's.sort_order',
      's.is_practice',
      's.minutes',
      's.pool_size',
      'x.title',
    ])
    .where('s.skills_test_id', '=', testId);
  if (onlyId !== undefined) query = query.where('s.skills_test_section_id', '=', onlyId);
  const rows = await query.orderBy('s.sort_order').orderBy('s.skills_test_section_id').execute();
  return rows.map((r) => ({ ...r, title: r.title ?? '' }));
}

export async function ownerOf(db: Db, testId: number): Promise<number | null> {
  const row = await db
    .selectFrom('skills_tests')
    .select('account_id')
    .where('skills_test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return row.account_id;
}

/** Every question of the test's sections with its English text and options. */
export async function questionsOf(db: Db, testId: number): Promise<AuthoredQuestion[]> {
  const questions = await db
    .selectFrom('skills_test_questions as q')
    .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
    .leftJoin('skills_test_question_texts as x', (j) =>
      j.onRef('x.skills_test_question_id', '=', 'q.skills_test_question_id').on('x.language', '=', 'en'),
    )
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
          .leftJoin('skills_test_option_texts as x', (j) =>
            j.onRef('x.skills_test_option_id', '=', 'o.skills_test_option_id').on('x.language', '=', 'en'),
          )
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
      .map((o) => ({
        skills_test_option_id: o.skills_test_option_id,
        sort_order: o.sort_order,
        text: o.text ?? '',
        is_correct: o.is_correct,
      })),
  }));
}
