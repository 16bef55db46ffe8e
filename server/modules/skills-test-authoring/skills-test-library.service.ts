/**
 * The libraries across an owner's drafts: every section and every question of the tests the
 * caller may author (published versions are copies and are not listed again).
 */
import { sql } from 'kysely';
import type { LibraryQuestion, LibrarySection } from '../../../contracts/skills-test-authoring.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/index.ts';
import { requireOwner } from './skills-test-reads.ts';

const ownedBy = (owner: number | null) =>
  owner === null ? sql<boolean>`t.account_id is null` : sql<boolean>`t.account_id = ${owner}`;

export async function listLibrarySections(
  db: Db,
  viewer: LoadedUser,
  query: { account_id?: number },
): Promise<LibrarySection[]> {
  const owner = requireOwner(viewer, query.account_id);
  const rows = await db
    .selectFrom('skills_test_sections as s')
    .innerJoin('skills_tests as t', 't.skills_test_id', 's.skills_test_id')
    .leftJoin('skills_test_texts as tx', (j) =>
      j.onRef('tx.skills_test_id', '=', 't.skills_test_id').on('tx.language', '=', 'en'),
    )
    .leftJoin('skills_test_section_texts as sx', (j) =>
      j.onRef('sx.skills_test_section_id', '=', 's.skills_test_section_id').on('sx.language', '=', 'en'),
    )
    .select((eb) => [
      's.skills_test_section_id',
      's.skills_test_id',
      's.sort_order',
      's.is_practice',
      's.minutes',
      's.pool_size',
      'sx.title',
      'tx.title as test_title',
      eb
        .selectFrom('skills_test_questions as q')
        .whereRef('q.skills_test_section_id', '=', 's.skills_test_section_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('question_count'),
    ])
    .where('t.version_of', 'is', null)
    .where(ownedBy(owner))
    .orderBy('t.skills_test_id')
    .orderBy('s.sort_order')
    .orderBy('s.skills_test_section_id')
    .execute();
  return rows.map((r) => ({
    ...r,
    title: r.title ?? '',
    test_title: r.test_title ?? '',
    question_count: Number(r.question_count ?? 0),
  }));
}

export async function listLibraryQuestions(
  db: Db,
  viewer: LoadedUser,
  query: { account_id?: number },
): Promise<LibraryQuestion[]> {
  const owner = requireOwner(viewer, query.account_id);
  const rows = await db
    .selectFrom('skills_test_questions as q')
    .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
    .innerJoin('skills_tests as t', 't.skills_test_id', 's.skills_test_id')
    .leftJoin('skills_test_texts as tx', (j) =>
      j.onRef('tx.skills_test_id', '=', 't.skills_test_id').on('tx.language', '=', 'en'),
    )
    .leftJoin('skills_test_section_texts as sx', (j) =>
      j.onRef('sx.skills_test_section_id', '=', 's.skills_test_section_id').on('sx.language', '=', 'en'),
    )
    .leftJoin('skills_test_question_texts as qx', (j) =>
      j.onRef('qx.skills_test_question_id', '=', 'q.skills_test_question_id').on('qx.language', '=', 'en'),
    )
    .select((eb) => [
      'q.skills_test_question_id',
      'q.skills_test_section_id',
      's.skills_test_id',
      'tx.title as test_title',
      'sx.title as section_title',
      'qx.text',
      eb
        .selectFrom('skills_test_options as o')
        .whereRef('o.skills_test_question_id', '=', 'q.skills_test_question_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('option_count'),
      eb
        .selectFrom('skills_test_options as o')
        .whereRef('o.skills_test_question_id', '=', 'q.skills_test_question_id')
        .where('o.is_correct', '=', true)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('correct_count'),
    ])
    .where('t.version_of', 'is', null)
    .where(ownedBy(owner))
    .orderBy('t.skills_test_id')
    .orderBy('s.sort_order')
    .orderBy('s.skills_test_section_id')
    .orderBy('q.sort_order')
    .orderBy('q.skills_test_question_id')
    .execute();
  return rows.map((r) => ({
    ...r,
    test_title: r.test_title ?? '',
    section_title: r.section_title ?? '',
    text: r.text ?? '',
    option_count: Number(r.option_count ?? 0),
    correct_count: Number(r.correct_count ?? 0),
  }));
}
