/**
 * A job's screening plan: its steps and their activities. What a change may not break: activities
 * candidates have responded to stay (removing or replacing one is refused). Every change writes its
 * job_event in the same transaction.
 */
import { storedVersions, type TextVersions } from '../../../contracts/company-text.ts';
import type { ActivityInput, PatchActivity } from '../../../contracts/smartreq.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import { refreshTrackerProgress } from '../activity/index.ts';
import { jobOrProfileForStaff, requireJobFlag, type StaffJob } from '../../http/team-access.ts';
import { conflict, planInvalid } from './job-change.ts';
import { recordJobChange } from '../../db/job-events.store.ts';
import * as planStore from './plan.store.ts';
import { keepKindValues, patchKindValues } from './plan-kinds.service.ts';
import { checkNoticeLeadTimeForAdded } from '../candidate-notice/index.ts';
import {
  activityValues,
  assertUsableForm,
  assertUsableQuestionnaire,
  assertUsableQuestions,
  checkedMeasurementType,
  type CheckedActivity,
} from './plan-activity-checks.ts';

/** The step's job, for a change of its plan: the team rule, then the flag (D305). */
async function stepForStaff(db: Db, viewer: LoadedUser, jobStepId: number): Promise<StaffJob> {
  const jobId = await planStore.jobIdOfStep(db, jobStepId);
  if (jobId === undefined) throw notFound('Step not found');
  const job = await jobOrProfileForStaff(db, viewer, jobId);
  await requireJobFlag(db, viewer, job, true);
  return job;
}

/** The activity and its job, for a change of its plan: the team rule, then the flag (D305). */
export async function activityForStaff(db: Db, viewer: LoadedUser, activityId: number) {
  const activity = await planStore.findActivity(db, activityId);
  if (!activity) throw notFound('Activity not found');
  const job = await jobOrProfileForStaff(db, viewer, activity.job_id);
  await requireJobFlag(db, viewer, job, true);
  return { activity, job };
}

const HAS_RESPONSES = 'Candidates have already responded to this activity, so it cannot be removed or replaced.';

export async function createStep(db: Db, viewer: LoadedUser, job: StaffJob, name: string, activities: ActivityInput[]) {
  await requireJobFlag(db, viewer, job, true);
  const values: CheckedActivity[] = [];
  for (const input of activities) values.push(await activityValues(db, job, input));
  // An assessment added to an open requisition waits for the notice's lead time (D308).
  await checkNoticeLeadTimeForAdded(
    db,
    job,
    activities.map((a) => a.activity_type),
  );
  const jobStepId = await db.transaction().execute(async (trx) => {
    const stepId = await planStore.insertStep(trx, job.job_id, name);
    for (const { questionIds, kept, ...v } of values) {
      const activityId = await planStore.insertActivity(trx, stepId, v);
      await planStore.replaceActivityQuestions(trx, activityId, questionIds);
      await keepKindValues(trx, activityId, kept);
    }
    await recordJobChange(trx, job, viewer, 'plan_changed', { action: 'step_added', job_step_id: stepId, name });
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    return stepId;
  });
  return planStore.loadStep(db, job.job_id, jobStepId);
}

export async function renameStep(db: Db, viewer: LoadedUser, jobStepId: number, name: string, versions?: TextVersions) {
  const job = await stepForStaff(db, viewer, jobStepId);
  await db.transaction().execute(async (trx) => {
    await planStore.renameStep(trx, jobStepId, name, versions);
    await recordJobChange(trx, job, viewer, 'plan_changed', { action: 'step_renamed', job_step_id: jobStepId, name });
  });
  return planStore.loadStep(db, job.job_id, jobStepId);
}

export async function deleteStep(db: Db, viewer: LoadedUser, jobStepId: number) {
  const job = await stepForStaff(db, viewer, jobStepId);
  const responded = await planStore.activitiesWithResponses(db, await planStore.activityIdsOfStep(db, jobStepId));
  if (responded.size > 0)
    throw conflict(
      'Candidates have already responded to an activity of this step, so it cannot be removed.',
      PlanErrorCode.stepHasResponses,
    );
  await db.transaction().execute(async (trx) => {
    await planStore.deleteStepRow(trx, jobStepId);
    await planStore.setStepOrder(trx, await orderedStepIds(trx, job.job_id));
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    await recordJobChange(trx, job, viewer, 'plan_changed', { action: 'step_removed', job_step_id: jobStepId });
  });
}

async function orderedStepIds(db: Db, jobId: number) {
  return (await planStore.loadPlan(db, jobId)).steps.map((s) => s.job_step_id);
}

function assertSameSet(given: readonly number[], existing: readonly number[], prop: string) {
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b).join(',');
  if (new Set(given).size !== given.length || sorted(given) !== sorted(existing))
    throw planInvalid(PlanErrorCode.listMismatch, prop, 'Give every item of the list exactly once.');
}

export async function reorderSteps(db: Db, viewer: LoadedUser, job: StaffJob, ids: number[]) {
  await requireJobFlag(db, viewer, job, true);
  assertSameSet(ids, await planStore.stepIdsOfJob(db, job.job_id), 'job_step_ids');
  await db.transaction().execute(async (trx) => {
    await planStore.setStepOrder(trx, ids);
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    await recordJobChange(trx, job, viewer, 'plan_changed', { action: 'steps_reordered' });
  });
  return planStore.loadPlan(db, job.job_id);
}

export async function createActivity(db: Db, viewer: LoadedUser, jobStepId: number, input: ActivityInput) {
  const job = await stepForStaff(db, viewer, jobStepId);
  const { questionIds, kept, ...values } = await activityValues(db, job, input);
  await checkNoticeLeadTimeForAdded(db, job, [input.activity_type]);
  const activityId = await db.transaction().execute(async (trx) => {
    const newId = await planStore.insertActivity(trx, jobStepId, values);
    await planStore.replaceActivityQuestions(trx, newId, questionIds);
    await keepKindValues(trx, newId, kept);
    await recordJobChange(trx, job, viewer, 'plan_changed', {
      action: 'activity_added',
      job_step_id: jobStepId,
      job_step_activity_id: newId,
      activity_type: input.activity_type,
    });
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    return newId;
  });
  return planStore.loadActivity(db, job.job_id, activityId);
}

export async function patchActivity(db: Db, viewer: LoadedUser, activityId: number, body: PatchActivity) {
  const { activity, job } = await activityForStaff(db, viewer, activityId);
  const values: Partial<planStore.ActivityValues> = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.instructions !== undefined) values.instructions = body.instructions;
  if (body.title_i18n !== undefined) values.title_i18n = JSON.stringify(storedVersions(body.title_i18n));
  if (body.instructions_i18n !== undefined)
    values.instructions_i18n = JSON.stringify(storedVersions(body.instructions_i18n));
  if (body.measurement_type_id !== undefined) {
    values.measurement_type_id = checkedMeasurementType(activity.activity_type, body.measurement_type_id);
  }
  if (body.asmt_id !== undefined && body.asmt_id !== activity.asmt_id) {
    if (activity.activity_type !== 'assessment')
      throw planInvalid(PlanErrorCode.notForKind, 'asmt_id', 'Only questionnaire activities take a questionnaire.');
    values.asmt_id = await assertUsableQuestionnaire(db, job, body.asmt_id);
    if ((await planStore.activitiesWithResponses(db, [activityId])).size > 0)
      throw conflict(HAS_RESPONSES, PlanErrorCode.activityHasResponses);
  }
  if (body.onboarding_form_id !== undefined && body.onboarding_form_id !== activity.onboarding_form_id) {
    if (activity.activity_type !== 'onboarding')
      throw planInvalid(
        PlanErrorCode.notForKind,
        'onboarding_form_id',
        'Only onboarding activities take an onboarding form.',
      );
    values.onboarding_form_id = await assertUsableForm(db, job, body.onboarding_form_id);
    if ((await planStore.activitiesWithResponses(db, [activityId])).size > 0)
      throw conflict(HAS_RESPONSES, PlanErrorCode.activityHasResponses);
  }
  const kind = await patchKindValues(db, job, activity, await planStore.loadActivity(db, job.job_id, activityId), body);
  if (kind.replacesContent && (await planStore.activitiesWithResponses(db, [activityId])).size > 0)
    throw conflict(HAS_RESPONSES, PlanErrorCode.activityHasResponses);
  if (kind.settings !== undefined) values.settings = kind.settings;
  await db.transaction().execute(async (trx) => {
    await planStore.updateActivity(trx, activityId, values);
    await keepKindValues(trx, activityId, kind.kept);
    await recordJobChange(trx, job, viewer, 'plan_changed', {
      action: 'activity_changed',
      job_step_activity_id: activityId,
      fields: [...Object.keys(values), ...kind.kept.map((k) => k.slot.field)],
    });
  });
  return planStore.loadActivity(db, job.job_id, activityId);
}

export async function deleteActivity(db: Db, viewer: LoadedUser, activityId: number) {
  const { activity, job } = await activityForStaff(db, viewer, activityId);
  if ((await planStore.activitiesWithResponses(db, [activityId])).size > 0)
    throw conflict(HAS_RESPONSES, PlanErrorCode.activityHasResponses);
  await db.transaction().execute(async (trx) => {
    await planStore.deleteActivityRow(trx, activityId);
    const rest = (await planStore.loadStep(trx, job.job_id, activity.job_step_id)).activities.map(
      (a) => a.job_step_activity_id,
    );
    await planStore.setActivityOrder(trx, rest);
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    await recordJobChange(trx, job, viewer, 'plan_changed', {
      action: 'activity_removed',
      job_step_activity_id: activityId,
    });
  });
}

export async function reorderActivities(db: Db, viewer: LoadedUser, jobStepId: number, ids: number[]) {
  const job = await stepForStaff(db, viewer, jobStepId);
  assertSameSet(ids, await planStore.activityIdsOfStep(db, jobStepId), 'job_step_activity_ids');
  await db.transaction().execute(async (trx) => {
    await planStore.setActivityOrder(trx, ids);
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    await recordJobChange(trx, job, viewer, 'plan_changed', { action: 'activities_reordered', job_step_id: jobStepId });
  });
  return planStore.loadStep(db, job.job_id, jobStepId);
}

/**
 * A question set's questions. Once candidates have responded, questions may be added and
 * reordered but none removed (their answers would lose their question).
 */
export async function setActivityQuestions(db: Db, viewer: LoadedUser, activityId: number, ids: number[]) {
  const { activity, job } = await activityForStaff(db, viewer, activityId);
  if (activity.activity_type !== 'questions')
    throw planInvalid(PlanErrorCode.notForKind, 'account_question_ids', 'Only question sets take questions.');
  const questionIds = [...new Set(ids)];
  await assertUsableQuestions(db, job, questionIds);
  const current = await planStore.loadActivity(db, job.job_id, activityId);
  if (current.has_responses && current.account_question_ids.some((q) => !questionIds.includes(q))) {
    throw conflict(
      'Candidates have already answered these questions, so none can be removed; you can add questions.',
      PlanErrorCode.questionsAnswered,
    );
  }
  await db.transaction().execute(async (trx) => {
    await planStore.replaceActivityQuestions(trx, activityId, questionIds);
    await recordJobChange(trx, job, viewer, 'plan_changed', {
      action: 'questions_changed',
      job_step_activity_id: activityId,
      count: questionIds.length,
    });
  });
  return planStore.loadActivity(db, job.job_id, activityId);
}
