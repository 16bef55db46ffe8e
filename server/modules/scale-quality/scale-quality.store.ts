/**
 * The only SQL of the scale-quality report (D304): a company's submitted questionnaire attempts
 * with their answers, its submitted skills-test runs with each on-time answer right or wrong, and
 * the questionnaires' scales. Every read is scoped to the company by the application's account_id.
 */
import type { Language } from '../../../contracts/user.ts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preferText } from '../../db/questionnaire-content.ts';

export interface AttemptAnswer {
  attempt_id: string;
  asmt_id: number;
  item_id: string;
  value: unknown;
}

/** Every answer of the company's submitted questionnaire attempts, of the questionnaires asked (or all). */
export async function questionnaireAnswers(
  db: Db,
  accountId: number,
  asmtIds?: readonly number[],
): Promise<AttemptAnswer[]> {
  if (asmtIds && asmtIds.length === 0) return [];
  let query = db
    .selectFrom('user_attempts as a')
    .innerJoin('user_trackers as t', 't.ref_id', 'a.ref_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'a.job_step_activity_id')
    .innerJoin('user_answers as ua', 'ua.attempt_id', 'a.attempt_id')
    .select(['a.attempt_id', 'jsa.asmt_id', 'ua.item_id', 'ua.value'])
    .where('t.account_id', '=', accountId)
    .where('a.submitted_at', 'is not', null)
    .where('jsa.activity_type', '=', 'assessment')
    .where('jsa.asmt_id', 'is not', null);
  if (asmtIds) query = query.where('jsa.asmt_id', 'in', asmtIds);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, asmt_id: r.asmt_id! }));
}

/** The questionnaire's scales: each attribute with its parent, in the key's order. */
export async function assessmentScales(db: Db, asmtId: number) {
  return db
    .selectFrom('assessment_attributes as aa')
    .innerJoin('assessments as s', 's.asmt_id', 'aa.asmt_id')
    .leftJoin('attribute_types as at', (join) =>
      join.onRef('at.asmt_id', '=', 'aa.asmt_id').onRef('at.code', '=', 'aa.code'),
    )
    .select(['aa.code', 'aa.parent_code', 'aa.sort_order', 's.kind', 'at.attribute_type_id'])
    .where('aa.asmt_id', '=', asmtId)
    .orderBy('aa.sort_order')
    .execute();
}

export async function assessmentTitle(db: Db, asmtId: number, language: Language): Promise<string> {
  const rows = await db
    .selectFrom('assessment_texts')
    .select(['language', 'title'])
    .where('asmt_id', '=', asmtId)
    .where('language', 'in', [language, 'en'])
    .execute();
  return preferText(rows, () => 'title', language).get('title')?.title ?? '';
}

export async function itemTexts(db: Db, asmtId: number, language: Language): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('assessment_item_texts as t')
    .innerJoin('assessment_items as i', 'i.item_id', 't.item_id')
    .select(['t.item_id', 't.language', 't.text'])
    .where('i.asmt_id', '=', asmtId)
    .where('t.language', 'in', [language, 'en'])
    .execute();
  return new Map([...preferText(rows, (r) => r.item_id, language)].map(([key, row]) => [key, row.text]));
}

/**
 * The company's submitted skills-test runs (of these test versions, or all), each with the test
 * version it took and what names its seed (the application and the activity: a pooled section's draw, D503).
 */
export async function skillsRuns(db: Db, accountId: number, testIds?: readonly number[]) {
  let query = db
    .selectFrom('user_skills_tests as r')
    .innerJoin('user_trackers as t', 't.ref_id', 'r.ref_id')
    .select(['r.user_skills_test_id', 'r.skills_test_id', 'r.ref_id', 'r.job_step_activity_id'])
    .where('t.account_id', '=', accountId)
    .where('r.submitted_at', 'is not', null);
  if (testIds) query = query.where('r.skills_test_id', 'in', testIds.length > 0 ? testIds : [0]);
  return query.execute();
}

/** The questions each of the company's submitted runs (of these test versions, or all) answered right in time (scoring's rule). */
export async function rightOnTime(db: Db, accountId: number, testIds?: readonly number[]) {
  let query = db
    .selectFrom('user_skills_test_answers as a')
    .innerJoin('user_skills_test_sections as s', 's.user_skills_test_section_id', 'a.user_skills_test_section_id')
    .innerJoin('user_skills_tests as r', 'r.user_skills_test_id', 's.user_skills_test_id')
    .innerJoin('user_trackers as t', 't.ref_id', 'r.ref_id')
    .innerJoin('skills_test_options as o', 'o.skills_test_option_id', 'a.skills_test_option_id')
    .select(['r.user_skills_test_id', 'a.skills_test_question_id'])
    .where('t.account_id', '=', accountId)
    .where('r.submitted_at', 'is not', null)
    .where('a.is_late', '=', false)
    .where('o.is_correct', '=', true);
  if (testIds) query = query.where('r.skills_test_id', 'in', testIds.length > 0 ? testIds : [0]);
  return query.execute();
}

/**
 * What the bands of each questionnaire asked depend on, one row per questionnaire with submitted
 * attempts: how many, their submission times summed and their answers counted (D391). A new
 * submission or an erased application changes it; the answers of a submitted attempt never change.
 */
export async function submittedFingerprints(
  db: Db,
  accountId: number,
  asmtIds: readonly number[],
): Promise<Map<number, string>> {
  if (asmtIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_attempts as a')
    .innerJoin('user_trackers as t', 't.ref_id', 'a.ref_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_activity_id', 'a.job_step_activity_id')
    .select((eb) => [
      'jsa.asmt_id',
      eb.fn.countAll<string>().as('attempts'),
      sql<string>`coalesce(sum(extract(epoch from a.submitted_at)), 0)::text`.as('submitted'),
      sql<string>`coalesce(sum(a.answer_count), 0)::text`.as('answers'),
    ])
    .where('t.account_id', '=', accountId)
    .where('a.submitted_at', 'is not', null)
    .where('jsa.activity_type', '=', 'assessment')
    .where('jsa.asmt_id', 'in', asmtIds)
    .groupBy('jsa.asmt_id')
    .execute();
  return new Map(rows.map((r) => [r.asmt_id!, `${r.attempts}:${r.submitted}:${r.answers}`]));
}

/** This application's submitted skills-test runs: the test version each activity's run took. */
export async function applicationSkillsRuns(db: Db, refId: string) {
  return db
    .selectFrom('user_skills_tests')
    .select(['job_step_activity_id', 'skills_test_id'])
    .where('ref_id', '=', refId)
    .where('submitted_at', 'is not', null)
    .execute();
}

/** The company's submitted runs of each of these skills-test versions, as `submittedFingerprints` (D391, D392). */
export async function skillsFingerprints(
  db: Db,
  accountId: number,
  testIds: readonly number[],
): Promise<Map<number, string>> {
  if (testIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_skills_tests as r')
    .innerJoin('user_trackers as t', 't.ref_id', 'r.ref_id')
    .select((eb) => [
      'r.skills_test_id',
      eb.fn.countAll<string>().as('runs'),
      sql<string>`coalesce(sum(extract(epoch from r.submitted_at)), 0)::text`.as('submitted'),
    ])
    .where('t.account_id', '=', accountId)
    .where('r.submitted_at', 'is not', null)
    .where('r.skills_test_id', 'in', testIds)
    .groupBy('r.skills_test_id')
    .execute();
  return new Map(rows.map((r) => [r.skills_test_id, `${r.runs}:${r.submitted}`]));
}
