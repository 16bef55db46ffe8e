/**
 * The SQL of a requisition's screening plan: steps, activities, their questions and onboarding
 * forms (what the plan editor offers: plan-offers.store.ts); the fields kinds keep in their own
 * tables (a skills test's test, video questions, a language test's parts) are read through their
 * plan slots (D442, D458). Visibility is decided by server/http/team-access.ts; these functions
 * trust the ids they are given.
 */
import { sql } from 'kysely';
import { kindSettingsValues } from '../../../contracts/activity-kind-settings.ts';
import type { KindPlanField } from '../../../contracts/activity-kinds.ts';
import { type Plan, type PlanActivity, type PlanStep } from '../../../contracts/smartreq.ts';
import type { Db } from '../../db/database.ts';
import { KINDS_WITH_PLAN_SLOTS } from '../activity-kinds.ts';
import type { KindPlanSlot } from '../activity/index.ts';
import { storedVersions, type TextVersions } from '../../../contracts/company-text.ts';

/** Activity ids (of the given ones) that candidates have started or finished. */
export async function activitiesWithResponses(db: Db, activityIds: readonly number[]): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const rows = await sql<{ id: number }>`
    select job_step_activity_id as id from user_step_activities where job_step_activity_id in (${sql.join(activityIds)})
    union
    select job_step_activity_id as id from user_attempts where job_step_activity_id in (${sql.join(activityIds)})`.execute(
    db,
  );
  return new Set(rows.rows.map((r) => Number(r.id)));
}

export async function loadPlan(db: Db, jobId: number): Promise<Plan> {
  const steps = await db
    .selectFrom('job_steps')
    .select(['job_step_id', 'job_id', 'name', 'name_i18n', 'sort_order', 'usage_type_id'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_step_id')
    .execute();
  const stepIds = steps.map((s) => s.job_step_id);
  const activities = stepIds.length
    ? await db
        .selectFrom('job_step_activities')
        .select([
          'job_step_activity_id',
          'job_step_id',
          'activity_type',
          'title',
          'instructions',
          'title_i18n',
          'instructions_i18n',
          'asmt_id',
          'measurement_type_id',
          'usage_type_id',
          'sort_order',
          'onboarding_form_id',
          'settings',
        ])
        .where('job_step_id', 'in', stepIds)
        .orderBy('sort_order')
        .orderBy('job_step_activity_id')
        .execute()
    : [];
  const activityIds = activities.map((a) => a.job_step_activity_id);
  const questions = activityIds.length
    ? await db
        .selectFrom('job_step_activity_questions')
        .select(['job_step_activity_id', 'account_question_id'])
        .where('job_step_activity_id', 'in', activityIds)
        .orderBy('sort_order')
        .orderBy('account_question_id')
        .execute()
    : [];
  const kept = await keptKindFields(db, activityIds);
  const responded = await activitiesWithResponses(db, activityIds);
  const toActivity = ({
    settings,
    title_i18n,
    instructions_i18n,
    ...a
  }: (typeof activities)[number]): PlanActivity => ({
    ...a,
    title_i18n: storedVersions(title_i18n),
    instructions_i18n: storedVersions(instructions_i18n),
    ...kindSettingsValues(a.activity_type, settings),
    ...kept(a.job_step_activity_id),
    account_question_ids: questions
      .filter((q) => q.job_step_activity_id === a.job_step_activity_id)
      .map((q) => q.account_question_id),
    has_responses: responded.has(a.job_step_activity_id),
  });
  return {
    job_id: jobId,
    steps: steps.map(({ name_i18n, ...s }) => ({
      ...s,
      name_i18n: storedVersions(name_i18n),
      activities: activities.filter((a) => a.job_step_id === s.job_step_id).map(toActivity),
    })),
  };
}

/** The fields kinds keep in their own tables (D442), read by each kind's plan slot: an activity's, the field's `none` where it keeps nothing. */
async function keptKindFields(db: Db, activityIds: readonly number[]) {
  const read: { slot: KindPlanSlot; values: Map<number, unknown> }[] = [];
  for (const { slot } of KINDS_WITH_PLAN_SLOTS) read.push({ slot, values: await slot.read(db, activityIds) });
  return (activityId: number) =>
    Object.fromEntries(read.map(({ slot, values }) => [slot.field, values.get(activityId) ?? slot.none])) as Pick<
      PlanActivity,
      KindPlanField
    >;
}

export async function loadStep(db: Db, jobId: number, jobStepId: number): Promise<PlanStep> {
  const plan = await loadPlan(db, jobId);
  return plan.steps.find((s) => s.job_step_id === jobStepId)!;
}

export async function loadActivity(db: Db, jobId: number, activityId: number): Promise<PlanActivity> {
  const plan = await loadPlan(db, jobId);
  return plan.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId)!;
}

export async function jobIdOfStep(db: Db, jobStepId: number): Promise<number | undefined> {
  return (await db.selectFrom('job_steps').select('job_id').where('job_step_id', '=', jobStepId).executeTakeFirst())
    ?.job_id;
}

export async function findActivity(db: Db, activityId: number) {
  return db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select([
      'a.job_step_activity_id',
      'a.job_step_id',
      'a.activity_type',
      'a.asmt_id',
      'a.onboarding_form_id',
      'a.settings',
      's.job_id',
    ])
    .where('a.job_step_activity_id', '=', activityId)
    .executeTakeFirst();
}

export async function insertStep(db: Db, jobId: number, name: string): Promise<number> {
  const next = await db
    .selectFrom('job_steps')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('job_steps')
    .values({ job_id: jobId, name, sort_order: Number(next.m ?? 0) + 1, usage_type_id: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  return row.job_step_id;
}

export async function renameStep(db: Db, jobStepId: number, name: string, versions?: TextVersions): Promise<void> {
  await db
    .updateTable('job_steps')
    .set(versions ? { name, name_i18n: JSON.stringify(storedVersions(versions)) } : { name })
    .where('job_step_id', '=', jobStepId)
    .execute();
}

export async function deleteStepRow(db: Db, jobStepId: number): Promise<void> {
  await db.deleteFrom('job_steps').where('job_step_id', '=', jobStepId).execute();
}

export async function activityIdsOfStep(db: Db, jobStepId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('job_step_activities')
    .select('job_step_activity_id')
    .where('job_step_id', '=', jobStepId)
    .execute();
  return rows.map((r) => r.job_step_activity_id);
}

export async function stepIdsOfJob(db: Db, jobId: number): Promise<number[]> {
  const rows = await db.selectFrom('job_steps').select('job_step_id').where('job_id', '=', jobId).execute();
  return rows.map((r) => r.job_step_id);
}

export async function setStepOrder(db: Db, orderedIds: readonly number[]): Promise<void> {
  for (const [index, jobStepId] of orderedIds.entries())
    await db
      .updateTable('job_steps')
      .set({ sort_order: index + 1 })
      .where('job_step_id', '=', jobStepId)
      .execute();
}

export async function setActivityOrder(db: Db, orderedIds: readonly number[]): Promise<void> {
  for (const [index, activityId] of orderedIds.entries()) {
    await db
      .updateTable('job_step_activities')
      .set({ sort_order: index + 1 })
      .where('job_step_activity_id', '=', activityId)
      .execute();
  }
}

export interface ActivityValues {
  activity_type: string;
  title: string;
  instructions: string;
  asmt_id: number | null;
  measurement_type_id: number | null;
  onboarding_form_id: number | null;
  /** jsonb text: the kind's settings (typing, speed minimums). */
  settings: string;
  /** jsonb text: the title's and instructions' versions in other languages (D199). */
  title_i18n?: string;
  instructions_i18n?: string;
}

export async function insertActivity(db: Db, jobStepId: number, values: ActivityValues): Promise<number> {
  const next = await db
    .selectFrom('job_step_activities')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('job_step_id', '=', jobStepId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('job_step_activities')
    .values({ job_step_id: jobStepId, ...values, sort_order: Number(next.m ?? 0) + 1, usage_type_id: 1 })
    .returning('job_step_activity_id')
    .executeTakeFirstOrThrow();
  return row.job_step_activity_id;
}

export async function updateActivity(db: Db, activityId: number, values: Partial<ActivityValues>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('job_step_activities').set(values).where('job_step_activity_id', '=', activityId).execute();
}

export async function deleteActivityRow(db: Db, activityId: number): Promise<void> {
  await db.deleteFrom('job_step_activities').where('job_step_activity_id', '=', activityId).execute();
}

export async function replaceActivityQuestions(
  db: Db,
  activityId: number,
  questionIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('job_step_activity_questions').where('job_step_activity_id', '=', activityId).execute();
  if (questionIds.length === 0) return;
  await db
    .insertInto('job_step_activity_questions')
    .values(
      questionIds.map((account_question_id, i) => ({
        job_step_activity_id: activityId,
        account_question_id,
        sort_order: i + 1,
      })),
    )
    .execute();
}
