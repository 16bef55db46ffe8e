/**
 * The only SQL of the requisition workspace (issue 6): requisitions, screening plans, hiring
 * teams, the attributes library and attribute groups, the Activity history. Visibility is decided
 * by job-access.ts; these functions trust the ids they are given.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { formatVendorAssessmentId, LANGUAGE_TEST_VENDOR_ID, parseVendorAssessmentId } from '../../../contracts/language-test.ts';
import type { AttributeGroup, AttributeType, JobEvent, LanguageTestInput, Plan, PlanActivity, PlanOnboardingForm, PlanStep, RequisitionDetail, RequisitionListItem, RequisitionStatus, TeamMember } from '../../../contracts/smartreq.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { visibleJobsCondition } from './job-access.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function statusOf(job: { is_draft: boolean; is_accepting_applications: boolean }): RequisitionStatus {
  if (job.is_draft) return 'draft';
  return job.is_accepting_applications ? 'open' : 'closed';
}

export function publicLink(uuid: string): string {
  return `/login/applicant/${uuid}`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------------------------------------
// Requisitions

export interface ListOptions {
  accountId: number;
  viewer: LoadedUser;
  /** Only requisitions whose team the viewer is on. */
  teamOnly: boolean;
  search?: string;
  status?: RequisitionStatus;
  page: number;
  pageSize: number;
}

export async function listRequisitions(db: Db, options: ListOptions): Promise<{ rows: RequisitionListItem[]; count: number }> {
  let query = db
    .selectFrom('jobs as j')
    .where(visibleJobsCondition(options.viewer, options.accountId, 'j'))
    .where('j.job_type_id', '=', JOB_TYPE.requisition);
  if (options.teamOnly) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('job_team_members as m').select('m.user_id').whereRef('m.job_id', '=', 'j.job_id').where('m.user_id', '=', options.viewer.user_id)),
    );
  }
  if (options.search) query = query.where(sql<boolean>`j.title ilike ${'%' + escapeLike(options.search) + '%'}`);
  if (options.status === 'draft') query = query.where('j.is_draft', '=', true);
  if (options.status === 'open') query = query.where('j.is_draft', '=', false).where('j.is_accepting_applications', '=', true);
  if (options.status === 'closed') query = query.where('j.is_draft', '=', false).where('j.is_accepting_applications', '=', false);

  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'j.job_id',
      'j.uuid',
      'j.title',
      'j.city',
      'j.state',
      'j.is_draft',
      'j.is_accepting_applications',
      'j.created_at',
      sql<string>`(select count(*) from user_trackers t where t.job_id = j.job_id and t.removed_at is null)`.as('applicant_count'),
      sql<string>`(select count(*) from user_trackers t where t.job_id = j.job_id and t.removed_at is null and t.is_new and t.status = 'active')`.as('new_applicant_count'),
    ])
    .orderBy('j.created_at', 'desc')
    .orderBy('j.job_id', 'desc')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return {
    count: Number(total.n),
    rows: rows.map((r) => ({
      job_id: r.job_id,
      uuid: r.uuid,
      title: r.title,
      city: r.city,
      state: r.state,
      status: statusOf(r),
      applicant_count: Number(r.applicant_count),
      new_applicant_count: Number(r.new_applicant_count),
      created_at: iso(r.created_at),
    })),
  };
}

export async function listRequisitionNames(db: Db, viewer: LoadedUser, accountId: number): Promise<{ job_id: number; title: string }[]> {
  return db
    .selectFrom('jobs as j')
    .select(['j.job_id', 'j.title'])
    .where(visibleJobsCondition(viewer, accountId, 'j'))
    .where('j.job_type_id', '=', JOB_TYPE.requisition)
    .orderBy('j.title')
    .orderBy('j.job_id')
    .execute();
}

export async function insertRequisition(db: Db, values: { account_id: number; title: string; created_by: number }): Promise<{ job_id: number; uuid: string }> {
  return db
    .insertInto('jobs')
    .values({ uuid: randomUUID(), account_id: values.account_id, job_type_id: JOB_TYPE.requisition, title: values.title, tracker_title: 'Job Application', is_draft: true, created_by: values.created_by })
    .returning(['job_id', 'uuid'])
    .executeTakeFirstOrThrow();
}

export async function findRequisitionDetail(db: Db, jobId: number): Promise<RequisitionDetail | undefined> {
  const row = await db
    .selectFrom('jobs as j')
    .selectAll('j')
    .select(sql<string>`(select count(*) from user_trackers t where t.job_id = j.job_id and t.removed_at is null)`.as('applicant_count'))
    .where('j.job_id', '=', jobId)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    job_id: row.job_id,
    uuid: row.uuid,
    account_id: row.account_id,
    title: row.title,
    city: row.city,
    state: row.state,
    description: row.description,
    is_resume_required: row.is_resume_required,
    is_linkedin_required: row.is_linkedin_required,
    is_accepting_applications: row.is_accepting_applications,
    retake_interval_days: row.retake_interval_days,
    invite_message: row.invite_message,
    is_draft: row.is_draft,
    is_use_pred_models: row.is_use_pred_models,
    status: statusOf(row),
    public_link: publicLink(row.uuid),
    applicant_count: Number(row.applicant_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export type JobColumns = Partial<{
  title: string;
  city: string | null;
  state: string | null;
  description: string;
  is_resume_required: boolean;
  is_linkedin_required: boolean;
  is_accepting_applications: boolean;
  retake_interval_days: number;
  invite_message: string | null;
  is_draft: boolean;
  deleted_at: Date;
}>;

export async function updateJob(db: Db, jobId: number, values: JobColumns): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ ...values, updated_at: new Date() })
    .where('job_id', '=', jobId)
    .execute();
}

export async function countActivities(db: Db, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('s.job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Copies the job row (a new uuid, a draft) with its plan, questions, attribute groups and team. */
export async function copyRequisition(db: Db, jobId: number, title: string, actorUserId: number): Promise<number> {
  const job = await db.selectFrom('jobs').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const { job_id: newJobId } = await db
    .insertInto('jobs')
    .values({
      uuid: randomUUID(),
      account_id: job.account_id,
      job_type_id: job.job_type_id,
      title,
      tracker_title: job.tracker_title,
      city: job.city,
      state: job.state,
      is_accepting_applications: job.is_accepting_applications,
      retake_interval_days: job.retake_interval_days,
      description: job.description,
      is_resume_required: job.is_resume_required,
      is_linkedin_required: job.is_linkedin_required,
      invite_message: job.invite_message,
      is_draft: true,
      created_by: actorUserId,
    })
    .returning('job_id')
    .executeTakeFirstOrThrow();

  const steps = await db.selectFrom('job_steps').selectAll().where('job_id', '=', jobId).orderBy('sort_order').orderBy('job_step_id').execute();
  for (const step of steps) {
    const { job_step_id } = await db
      .insertInto('job_steps')
      .values({ job_id: newJobId, name: step.name, sort_order: step.sort_order, usage_type_id: step.usage_type_id })
      .returning('job_step_id')
      .executeTakeFirstOrThrow();
    const activities = await db.selectFrom('job_step_activities').selectAll().where('job_step_id', '=', step.job_step_id).orderBy('sort_order').orderBy('job_step_activity_id').execute();
    for (const a of activities) {
      const { job_step_activity_id } = await db
        .insertInto('job_step_activities')
        .values({
          job_step_id,
          activity_type: a.activity_type,
          title: a.title,
          asmt_id: a.asmt_id,
          sort_order: a.sort_order,
          retake_interval_days: a.retake_interval_days,
          instructions: a.instructions,
          measurement_type_id: a.measurement_type_id,
          usage_type_id: a.usage_type_id,
          settings: JSON.stringify(a.settings ?? {}),
          onboarding_form_id: a.onboarding_form_id,
        })
        .returning('job_step_activity_id')
        .executeTakeFirstOrThrow();
      await sql`insert into vendor_assessments (job_step_activity_id, vendor_id, external_vendor_asmt_id, sort_order)
        select ${job_step_activity_id}, vendor_id, external_vendor_asmt_id, sort_order from vendor_assessments
        where job_step_activity_id = ${a.job_step_activity_id}`.execute(db);
      await sql`insert into job_step_activity_questions (job_step_activity_id, account_question_id, sort_order, is_required)
        select ${job_step_activity_id}, account_question_id, sort_order, is_required from job_step_activity_questions
        where job_step_activity_id = ${a.job_step_activity_id}`.execute(db);
    }
  }

  const groups = await db.selectFrom('job_attribute_groups').selectAll().where('job_id', '=', jobId).orderBy('sort_order').orderBy('job_attribute_group_id').execute();
  for (const group of groups) {
    const { job_attribute_group_id } = await db
      .insertInto('job_attribute_groups')
      .values({ job_id: newJobId, name: group.name, weight: group.weight, sort_order: group.sort_order })
      .returning('job_attribute_group_id')
      .executeTakeFirstOrThrow();
    await sql`insert into job_attribute_group_attributes (job_attribute_group_id, attribute_type_id, weight, sort_order)
      select ${job_attribute_group_id}, attribute_type_id, weight, sort_order from job_attribute_group_attributes
      where job_attribute_group_id = ${group.job_attribute_group_id}`.execute(db);
  }

  await sql`insert into job_team_members (job_id, user_id, notify_new_applicants)
    select ${newJobId}, user_id, notify_new_applicants from job_team_members where job_id = ${jobId}`.execute(db);
  return newJobId;
}

// ---------------------------------------------------------------------------------------------
// Activity history

export async function listJobEvents(db: Db, jobId: number, page: number, pageSize: number): Promise<{ rows: JobEvent[]; count: number }> {
  const total = await db.selectFrom('job_events').select((eb) => eb.fn.countAll<string>().as('n')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('job_events as e')
    .leftJoin('users as u', 'u.user_id', 'e.actor_user_id')
    .select(['e.event_id', 'e.kind', 'e.ref_id', 'e.actor_user_id', 'e.details', 'e.created_at', 'u.first_name', 'u.last_name'])
    .where('e.job_id', '=', jobId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.event_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    count: Number(total.n),
    rows: rows.map((r) => ({
      event_id: Number(r.event_id),
      kind: r.kind as JobEvent['kind'],
      ref_id: r.ref_id,
      actor_user_id: r.actor_user_id,
      actor_name: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
      details: (typeof r.details === 'object' && r.details !== null ? r.details : {}) as Record<string, unknown>,
      created_at: iso(r.created_at),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Screening plan

/** Activity ids (of the given ones) that candidates have started or finished. */
export async function activitiesWithResponses(db: Db, activityIds: readonly number[]): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const rows = await sql<{ id: number }>`
    select job_step_activity_id as id from user_step_activities where job_step_activity_id in (${sql.join(activityIds)})
    union
    select job_step_activity_id as id from user_attempts where job_step_activity_id in (${sql.join(activityIds)})`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

export async function loadPlan(db: Db, jobId: number): Promise<Plan> {
  const steps = await db
    .selectFrom('job_steps')
    .select(['job_step_id', 'job_id', 'name', 'sort_order', 'usage_type_id'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_step_id')
    .execute();
  const stepIds = steps.map((s) => s.job_step_id);
  const activities = stepIds.length
    ? await db
        .selectFrom('job_step_activities')
        .select(['job_step_activity_id', 'job_step_id', 'activity_type', 'title', 'instructions', 'asmt_id', 'measurement_type_id', 'usage_type_id', 'sort_order', 'onboarding_form_id'])
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
  const parts = await languageTestPartsOf(db, activityIds);
  const responded = await activitiesWithResponses(db, activityIds);
  const toActivity = (a: (typeof activities)[number]): PlanActivity => ({
    ...a,
    account_question_ids: questions.filter((q) => q.job_step_activity_id === a.job_step_activity_id).map((q) => q.account_question_id),
    has_responses: responded.has(a.job_step_activity_id),
    language_test: a.activity_type === 'language_test' ? languageTestOf(parts.filter((p) => p.job_step_activity_id === a.job_step_activity_id)) : null,
  });
  return {
    job_id: jobId,
    steps: steps.map((s) => ({ ...s, activities: activities.filter((a) => a.job_step_id === s.job_step_id).map(toActivity) })),
  };
}

async function languageTestPartsOf(db: Db, activityIds: readonly number[]) {
  if (activityIds.length === 0) return [];
  return db
    .selectFrom('vendor_assessments')
    .select(['job_step_activity_id', 'external_vendor_asmt_id'])
    .where('job_step_activity_id', 'in', activityIds)
    .orderBy('sort_order')
    .orderBy('vendor_assessment_id')
    .execute();
}

/** A language test's parts read back as the editor's input (languages from its first part). */
function languageTestOf(rows: readonly { external_vendor_asmt_id: string }[]): PlanActivity['language_test'] {
  const ids = rows.map((r) => parseVendorAssessmentId(r.external_vendor_asmt_id)).filter((p) => p !== null);
  const first = ids[0];
  if (!first) return null;
  return { language: first.language, instruction_language: first.instructionLanguage, parts: ids.map((p) => p.assessmentType) };
}

/** Replaces a language test's parts (vendor 1), one vendor_assessments row per part, in order. */
export async function replaceLanguageTestParts(db: Db, activityId: number, test: LanguageTestInput | null): Promise<void> {
  await db.deleteFrom('vendor_assessments').where('job_step_activity_id', '=', activityId).execute();
  if (!test) return;
  await db
    .insertInto('vendor_assessments')
    .values(
      test.parts.map((part, i) => ({
        job_step_activity_id: activityId,
        vendor_id: LANGUAGE_TEST_VENDOR_ID,
        external_vendor_asmt_id: formatVendorAssessmentId({ assessmentType: part, language: test.language, instructionLanguage: test.instruction_language }),
        sort_order: i + 1,
      })),
    )
    .execute();
}

/** Whether the company has the language test (vendor 1). */
export async function hasLanguageTestVendor(db: Db, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('account_vendors').select('account_id').where('account_id', '=', accountId).where('vendor_id', '=', LANGUAGE_TEST_VENDOR_ID).executeTakeFirst();
  return row !== undefined;
}

/** The company's onboarding forms that are not archived, oldest first. */
export async function listOnboardingForms(db: Db, accountId: number) {
  const rows = await db
    .selectFrom('account_onboarding_forms')
    .select(['onboarding_form_id', 'name'])
    .where('account_id', '=', accountId)
    .where('is_archived', '=', false)
    .orderBy('onboarding_form_id')
    .execute();
  return rows.map((r) => ({ onboarding_form_id: r.onboarding_form_id, name: r.name as PlanOnboardingForm['name'] }));
}

/** Whether the form is the company's and not archived. */
export async function onboardingFormUsable(db: Db, accountId: number, formId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_onboarding_forms')
    .select('onboarding_form_id')
    .where('onboarding_form_id', '=', formId)
    .where('account_id', '=', accountId)
    .where('is_archived', '=', false)
    .executeTakeFirst();
  return row !== undefined;
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
  return (await db.selectFrom('job_steps').select('job_id').where('job_step_id', '=', jobStepId).executeTakeFirst())?.job_id;
}

export async function findActivity(db: Db, activityId: number) {
  return db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select(['a.job_step_activity_id', 'a.job_step_id', 'a.activity_type', 'a.asmt_id', 'a.onboarding_form_id', 's.job_id'])
    .where('a.job_step_activity_id', '=', activityId)
    .executeTakeFirst();
}

export async function insertStep(db: Db, jobId: number, name: string): Promise<number> {
  const next = await db.selectFrom('job_steps').select((eb) => eb.fn.max('sort_order').as('m')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('job_steps')
    .values({ job_id: jobId, name, sort_order: Number(next.m ?? 0) + 1, usage_type_id: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  return row.job_step_id;
}

export async function renameStep(db: Db, jobStepId: number, name: string): Promise<void> {
  await db.updateTable('job_steps').set({ name }).where('job_step_id', '=', jobStepId).execute();
}

export async function deleteStepRow(db: Db, jobStepId: number): Promise<void> {
  await db.deleteFrom('job_steps').where('job_step_id', '=', jobStepId).execute();
}

export async function activityIdsOfStep(db: Db, jobStepId: number): Promise<number[]> {
  const rows = await db.selectFrom('job_step_activities').select('job_step_activity_id').where('job_step_id', '=', jobStepId).execute();
  return rows.map((r) => r.job_step_activity_id);
}

export async function stepIdsOfJob(db: Db, jobId: number): Promise<number[]> {
  const rows = await db.selectFrom('job_steps').select('job_step_id').where('job_id', '=', jobId).execute();
  return rows.map((r) => r.job_step_id);
}

export async function setStepOrder(db: Db, orderedIds: readonly number[]): Promise<void> {
  for (const [index, jobStepId] of orderedIds.entries()) await db.updateTable('job_steps').set({ sort_order: index + 1 }).where('job_step_id', '=', jobStepId).execute();
}

export async function setActivityOrder(db: Db, orderedIds: readonly number[]): Promise<void> {
  for (const [index, activityId] of orderedIds.entries()) {
    await db.updateTable('job_step_activities').set({ sort_order: index + 1 }).where('job_step_activity_id', '=', activityId).execute();
  }
}

export interface ActivityValues {
  activity_type: string;
  title: string;
  instructions: string;
  asmt_id: number | null;
  measurement_type_id: number | null;
  onboarding_form_id: number | null;
}

export async function insertActivity(db: Db, jobStepId: number, values: ActivityValues): Promise<number> {
  const next = await db.selectFrom('job_step_activities').select((eb) => eb.fn.max('sort_order').as('m')).where('job_step_id', '=', jobStepId).executeTakeFirstOrThrow();
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

export async function replaceActivityQuestions(db: Db, activityId: number, questionIds: readonly number[]): Promise<void> {
  await db.deleteFrom('job_step_activity_questions').where('job_step_activity_id', '=', activityId).execute();
  if (questionIds.length === 0) return;
  await db
    .insertInto('job_step_activity_questions')
    .values(questionIds.map((account_question_id, i) => ({ job_step_activity_id: activityId, account_question_id, sort_order: i + 1 })))
    .execute();
}

/** Of the given question ids, those a job of `accountId` may ask: its company's or the shared library's. */
export async function usableQuestionIds(db: Db, accountId: number, questionIds: readonly number[]): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('account_questions')
    .select('account_question_id')
    .where('account_question_id', 'in', [...questionIds])
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)]))
    .execute();
  return new Set(rows.map((r) => r.account_question_id));
}

export async function assessmentExists(db: Db, asmtId: number): Promise<boolean> {
  return (await db.selectFrom('assessments').select('asmt_id').where('asmt_id', '=', asmtId).executeTakeFirst()) !== undefined;
}

export async function listAssessments(db: Db, language: Language) {
  const rows = await db
    .selectFrom('assessments as a')
    .leftJoin('assessment_texts as t', (join) => join.onRef('t.asmt_id', '=', 'a.asmt_id').on('t.language', '=', language))
    .leftJoin('assessment_texts as en', (join) => join.onRef('en.asmt_id', '=', 'a.asmt_id').on('en.language', '=', 'en'))
    .select(['a.asmt_id', 'a.slug', 'a.kind', 'a.estimated_minutes', 't.title', 'en.title as en_title'])
    .orderBy('a.asmt_id')
    .execute();
  return rows.map((r) => ({ asmt_id: r.asmt_id, slug: r.slug, kind: r.kind, estimated_minutes: r.estimated_minutes, title: r.title ?? r.en_title ?? r.slug }));
}

// ---------------------------------------------------------------------------------------------
// Team

export async function listTeam(db: Db, jobId: number): Promise<TeamMember[]> {
  return db
    .selectFrom('job_team_members as m')
    .innerJoin('users as u', 'u.user_id', 'm.user_id')
    .select(['m.job_team_id', 'm.job_id', 'm.user_id', 'u.first_name', 'u.last_name', 'u.email', 'm.notify_new_applicants'])
    .where('m.job_id', '=', jobId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('m.job_team_id')
    .execute();
}

export async function findTeamMember(db: Db, jobTeamId: number) {
  return db
    .selectFrom('job_team_members as m')
    .innerJoin('users as u', 'u.user_id', 'm.user_id')
    .select(['m.job_team_id', 'm.job_id', 'm.user_id', 'u.first_name', 'u.last_name', 'u.email', 'm.notify_new_applicants'])
    .where('m.job_team_id', '=', jobTeamId)
    .executeTakeFirst();
}

/** Adds the member unless already there; returns the membership's job_team_id. */
export async function insertTeamMember(db: Db, jobId: number, userId: number): Promise<{ jobTeamId: number; isNew: boolean }> {
  const inserted = await db.insertInto('job_team_members').values({ job_id: jobId, user_id: userId }).onConflict((oc) => oc.doNothing()).returning('job_team_id').executeTakeFirst();
  if (inserted) return { jobTeamId: inserted.job_team_id, isNew: true };
  const row = await db.selectFrom('job_team_members').select('job_team_id').where('job_id', '=', jobId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { jobTeamId: row.job_team_id, isNew: false };
}

export async function deleteTeamMember(db: Db, jobTeamId: number): Promise<void> {
  await db.deleteFrom('job_team_members').where('job_team_id', '=', jobTeamId).execute();
}

export async function setTeamMemberNotification(db: Db, jobTeamId: number, notify: boolean): Promise<void> {
  await db.updateTable('job_team_members').set({ notify_new_applicants: notify }).where('job_team_id', '=', jobTeamId).execute();
}

export async function updateUserNames(db: Db, userId: number, firstName: string, lastName: string): Promise<void> {
  await db.updateTable('users').set({ first_name: firstName, last_name: lastName, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

/** Users holding a role in the company. */
export async function listCompanyStaff(db: Db, accountId: number, jobId: number) {
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<boolean>`exists (select 1 from job_team_members m where m.job_id = ${jobId} and m.user_id = u.user_id)`.as('is_team_member'),
    ])
    .where((eb) =>
      eb.exists(eb.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.role_id', 'ur.role_id').select('ur.user_id').whereRef('ur.user_id', '=', 'u.user_id').where('r.account_id', '=', accountId)),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_id')
    .execute();
  return rows;
}

export async function isCompanyStaff(db: Db, accountId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', '=', userId)
    .where('r.account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Attributes

function textsJoin(language: Language) {
  return sql<string>`coalesce(
    (select x.name from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = ${language}),
    (select x.name from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = 'en'),
    at.code, '')`;
}

export async function listAttributeTypes(db: Db, accountId: number | null, language: Language, category?: string): Promise<AttributeType[]> {
  let query = db
    .selectFrom('attribute_types as at')
    .select([
      'at.attribute_type_id',
      'at.account_id',
      'at.asmt_id',
      'at.code',
      'at.category',
      'at.sort_order',
      textsJoin(language).as('name'),
      sql<string>`coalesce(
        (select x.description from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = ${language}),
        (select x.description from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = 'en'), '')`.as('description'),
    ])
    .where((eb) => (accountId === null ? eb('at.account_id', 'is', null) : eb.or([eb('at.account_id', 'is', null), eb('at.account_id', '=', accountId)])));
  if (category) query = query.where('at.category', '=', category as AttributeType['category'] as never);
  return query.orderBy('at.category').orderBy('at.asmt_id').orderBy('at.sort_order').orderBy('at.attribute_type_id').execute();
}

export async function attributeTypeUsable(db: Db, accountId: number, attributeTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('attribute_types')
    .select('attribute_type_id')
    .where('attribute_type_id', '=', attributeTypeId)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function listAttributeGroups(db: Db, jobId: number, language: Language): Promise<AttributeGroup[]> {
  const groups = await db
    .selectFrom('job_attribute_groups')
    .select(['job_attribute_group_id', 'name', 'weight', 'sort_order'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_attribute_group_id')
    .execute();
  if (groups.length === 0) return [];
  const attributes = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
    .select(['ga.job_attribute_group_attribute_id', 'ga.job_attribute_group_id', 'ga.attribute_type_id', 'ga.weight', 'at.category', textsJoin(language).as('name')])
    .where(
      'ga.job_attribute_group_id',
      'in',
      groups.map((g) => g.job_attribute_group_id),
    )
    .orderBy('ga.sort_order')
    .orderBy('ga.job_attribute_group_attribute_id')
    .execute();
  // Sort orders are given from 1 in fetched lists (seed 001 section 9).
  return groups.map((g, gi) => ({
    ...g,
    sort_order: gi + 1,
    attributes: attributes
      .filter((a) => a.job_attribute_group_id === g.job_attribute_group_id)
      .map((a, ai) => ({
        job_attribute_group_attribute_id: a.job_attribute_group_attribute_id,
        attribute_type_id: a.attribute_type_id,
        name: a.name,
        category: a.category,
        weight: a.weight,
        sort_order: ai + 1,
      })),
  }));
}

export async function findGroup(db: Db, groupId: number) {
  return db.selectFrom('job_attribute_groups').select(['job_attribute_group_id', 'job_id']).where('job_attribute_group_id', '=', groupId).executeTakeFirst();
}

export async function findGroupAttribute(db: Db, groupAttributeId: number) {
  return db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .select(['ga.job_attribute_group_attribute_id', 'ga.job_attribute_group_id', 'g.job_id'])
    .where('ga.job_attribute_group_attribute_id', '=', groupAttributeId)
    .executeTakeFirst();
}

export async function insertGroup(db: Db, jobId: number, name: string, weight: number): Promise<number> {
  const next = await db.selectFrom('job_attribute_groups').select((eb) => eb.fn.max('sort_order').as('m')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('job_attribute_groups')
    .values({ job_id: jobId, name, weight, sort_order: Number(next.m ?? 0) + 1 })
    .returning('job_attribute_group_id')
    .executeTakeFirstOrThrow();
  return row.job_attribute_group_id;
}

export async function updateGroup(db: Db, groupId: number, values: { name?: string; weight?: number; sort_order?: number }): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('job_attribute_groups').set(values).where('job_attribute_group_id', '=', groupId).execute();
}

export async function deleteGroup(db: Db, groupId: number): Promise<void> {
  await db.deleteFrom('job_attribute_groups').where('job_attribute_group_id', '=', groupId).execute();
}

/** Whether the job already weighs this attribute in one of its groups. */
export async function jobHasAttribute(db: Db, jobId: number, attributeTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .select('ga.job_attribute_group_attribute_id')
    .where('g.job_id', '=', jobId)
    .where('ga.attribute_type_id', '=', attributeTypeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGroupAttribute(db: Db, groupId: number, attributeTypeId: number, weight: number): Promise<void> {
  const next = await db
    .selectFrom('job_attribute_group_attributes')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('job_attribute_group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_attribute_group_attributes')
    .values({ job_attribute_group_id: groupId, attribute_type_id: attributeTypeId, weight, sort_order: Number(next.m ?? 0) + 1 })
    .execute();
}

export async function updateGroupAttribute(db: Db, groupAttributeId: number, values: { weight?: number; sort_order?: number }): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('job_attribute_group_attributes').set(values).where('job_attribute_group_attribute_id', '=', groupAttributeId).execute();
}

export async function deleteGroupAttribute(db: Db, groupAttributeId: number): Promise<void> {
  await db.deleteFrom('job_attribute_group_attributes').where('job_attribute_group_attribute_id', '=', groupAttributeId).execute();
}

export async function groupIdsOfJob(db: Db, jobId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('job_attribute_groups').select('job_attribute_group_id').where('job_id', '=', jobId).execute();
  return new Set(rows.map((r) => r.job_attribute_group_id));
}

export async function groupAttributeIdsOfJob(db: Db, jobId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .select('ga.job_attribute_group_attribute_id')
    .where('g.job_id', '=', jobId)
    .execute();
  return new Set(rows.map((r) => r.job_attribute_group_attribute_id));
}

/** Attributes measured by the plan's questionnaires and by the questions its question sets ask. */
export async function listRecommendedAttributes(db: Db, jobId: number, language: Language) {
  const rows = await db
    .selectFrom('attribute_types as at')
    .select([
      'at.attribute_type_id',
      'at.category',
      textsJoin(language).as('name'),
      sql<boolean>`exists (select 1 from job_attribute_group_attributes ga join job_attribute_groups g on g.job_attribute_group_id = ga.job_attribute_group_id
        where g.job_id = ${jobId} and ga.attribute_type_id = at.attribute_type_id)`.as('is_added'),
    ])
    .where(
      sql<boolean>`at.asmt_id in (select a.asmt_id from job_step_activities a join job_steps s on s.job_step_id = a.job_step_id
        where s.job_id = ${jobId} and a.asmt_id is not null)
      or at.attribute_type_id in (select qa.attribute_type_id from question_attributes qa
        join job_step_activity_questions q on q.account_question_id = qa.account_question_id
        join job_step_activities a on a.job_step_activity_id = q.job_step_activity_id
        join job_steps s on s.job_step_id = a.job_step_id where s.job_id = ${jobId})`,
    )
    .orderBy('at.asmt_id')
    .orderBy('at.sort_order')
    .orderBy('at.attribute_type_id')
    .execute();
  return rows.map((r, i) => ({ ...r, sort_order: i + 1 }));
}
