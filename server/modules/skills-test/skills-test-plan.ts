/**
 * The skills test in the plan editor (D442): the tests a company's plan may give (the editor's
 * list, GET /job/v1/skills-tests/{accountId}/) and the activity's test, its plan slot
 * (server/modules/activity/kind-plan-slot.ts). The test an activity gives is kept on its row
 * (`job_step_activities.skills_test_id`, which the job link, the job profile and the scale's
 * figures join on); only this slot writes it.
 */
import { sql } from 'kysely';
import type { PlanSkillsTest } from '../../../contracts/smartreq.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { planInvalid, type KindPlanSlot } from '../activity/index.ts';

/** A plan names a test, never one of its versions; an authored test once it has a published version. */
const offered = (alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.version_of`)} is null and (not ${sql.ref(`${alias}.is_draft`)} or exists (select 1 from skills_tests v where v.version_of = ${sql.ref(`${alias}.skills_test_id`)}))`;

/** The skills tests a company's plan may give: its own, then the provider's (account_id null), titles in `language` (else English). */
export async function listPlanSkillsTests(db: Db, accountId: number, language: Language): Promise<PlanSkillsTest[]> {
  const rows = await db
    .selectFrom('skills_tests as s')
    .leftJoin('skills_test_texts as t', (join) =>
      join.onRef('t.skills_test_id', '=', 's.skills_test_id').on('t.language', '=', language),
    )
    .leftJoin('skills_test_texts as en', (join) =>
      join.onRef('en.skills_test_id', '=', 's.skills_test_id').on('en.language', '=', 'en'),
    )
    .select((eb) => [
      's.skills_test_id',
      's.slug',
      's.account_id',
      't.title',
      'en.title as en_title',
      eb
        .selectFrom('skills_test_sections as x')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('x.skills_test_id', '=', 's.skills_test_id')
        .as('sections'),
      eb
        .selectFrom('skills_test_sections as x')
        .select((e) => e.fn.coalesce(e.fn.sum<string>('x.minutes'), sql<string>`0`).as('m'))
        .whereRef('x.skills_test_id', '=', 's.skills_test_id')
        .where('x.is_practice', '=', false)
        .as('timed_minutes'),
    ])
    .where((eb) => eb.or([eb('s.account_id', '=', accountId), eb('s.account_id', 'is', null)]))
    .where(offered('s'))
    .orderBy(sql`s.account_id is null`)
    .orderBy('s.skills_test_id')
    .execute();
  return rows.map((r) => ({
    skills_test_id: r.skills_test_id,
    title: r.title ?? r.en_title ?? r.slug,
    owner: r.account_id === null ? 'provider' : 'company',
    sections: Number(r.sections ?? 0),
    timed_minutes: Number(r.timed_minutes ?? 0),
  }));
}

/** Whether a company's plan may give the test: its own or the provider's. */
async function skillsTestUsable(db: Db, accountId: number, skillsTestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('skills_tests')
    .select('skills_test_id')
    .where('skills_test_id', '=', skillsTestId)
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)]))
    .where(offered('skills_tests'))
    .executeTakeFirst();
  return row !== undefined;
}

/** The skills test an activity gives: chosen from the editor's list, replaced only before candidates answer. */
export const skillsTestPlanSlot: KindPlanSlot<'skills_test_id', number> = {
  field: 'skills_test_id',
  notForKind: 'Only skills-test activities take a skills test.',
  none: null,
  carries: (input) => Boolean(input),
  parse(input) {
    if (!input) throw planInvalid(PlanErrorCode.skillsTestMissing, 'skills_test_id', 'Choose a skills test.');
    return input;
  },
  async check(db, accountId, id) {
    if (!(await skillsTestUsable(db, accountId, id))) throw notFound('Skills test not found');
  },
  same: (id, kept) => id === kept,
  async persist(db, activityId, id) {
    await db
      .updateTable('job_step_activities')
      .set({ skills_test_id: id })
      .where('job_step_activity_id', '=', activityId)
      .execute();
  },
  async read(db, activityIds) {
    if (activityIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('job_step_activities')
      .select(['job_step_activity_id', 'skills_test_id'])
      .where('job_step_activity_id', 'in', activityIds)
      .where('skills_test_id', 'is not', null)
      .execute();
    return new Map(rows.map((r) => [r.job_step_activity_id, r.skills_test_id]));
  },
  async copy(db, fromActivityId, toActivityId) {
    await sql`update job_step_activities set skills_test_id = (select skills_test_id from job_step_activities
      where job_step_activity_id = ${fromActivityId}) where job_step_activity_id = ${toActivityId}`.execute(db);
  },
};
