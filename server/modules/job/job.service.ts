/**
 * The requisition workspace's rules: who may act on which company, what a plan change
 * may not break (activities candidates have responded to stay), the measurement type rules of
 * seed 001 section 9, the team's name rule of section 5, and which changes rescore the
 * requisition. Every change writes its job_event in the same transaction.
 */
import { storedVersions, type TextVersions } from '../../../contracts/company-text.ts';
import type {
  ActivityInput,
  LanguageTestInput,
  PatchActivity,
  PatchRequisition,
  VideoQuestionInput,
} from '../../../contracts/smartreq.ts';
import { measurementTypeFor } from '../../../contracts/smartreq.ts';
import { sanitiseMarkdown } from '../../../contracts/markdown-safety.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { HiringAttributeErrorCode } from '../../../contracts/hiring-attributes.ts';
import * as attributesStore from './attributes.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { jobOrProfileForStaff, type StaffJob } from './job-access.ts';
import { conflict, event, planInvalid } from './job-change.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import * as store from './job.store.ts';
import * as planStore from './plan.store.ts';
import * as planOffers from './plan-offers.store.ts';
import * as teamStore from './team.store.ts';
import { usableQuestionIds } from '../question-bank/question-bank.store.ts';
import {
  disabledIds as disabledQuestionnaires,
  isEnabled as questionnaireEnabled,
} from '../personal-assessments/personal-assessments.store.ts';
import { refreshTrackerProgress } from '../activity/activity-lifecycle.ts';
import { holdsFlag } from '../../http/account-access.ts';
import { requireCompanyAccess } from '../../http/endpoint-access.ts';
import { newKindValues, patchKindValues } from './plan-kinds.service.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { createPathway } from '../pathway/pathway-setup.service.ts';

export { conflict } from './job-change.ts';
export * from './job-team.service.ts';
export * from './job-attributes.service.ts';

/**
 * The company an optional `account_id` names, checked by the access layer's rule (any role there, or
 * a provider admin when it exists). Not declarable: naming none means something of its own to its
 * callers (planAssessments: every questionnaire; listAttributeTypes: the provider's own types).
 */
export async function namedCompany(db: Db, viewer: LoadedUser, accountId: number | undefined): Promise<number> {
  return requireCompanyAccess(db, viewer, accountId);
}

// ---------------------------------------------------------------------------------------------
// Requisitions

/** The builder's first step: a draft requisition, or a pathway made by the pathway setup's own creation (D130). */
export async function createRequisition(
  db: Db,
  viewer: LoadedUser,
  title: string,
  account: number,
  jobTypeId: number = JOB_TYPE.requisition,
) {
  if (jobTypeId === JOB_TYPE.pathway) {
    // Not declarable: the endpoint's 'company-staff' checked the company; the flag depends on the body's job type.
    if (!holdsFlag(viewer, 'all_pathways_access', account)) throw forbidden();
    const pathway = await createPathway(db, viewer, account, { title });
    return { job_id: pathway.job_id, uuid: pathway.uuid };
  }
  return db.transaction().execute(async (trx) => {
    const job = await store.insertRequisition(trx, { account_id: account, title, created_by: viewer.user_id });
    // The creator joins the hiring team, so staff without smartreq_access still see what they made
    // (what is written, not a check: provider admins see every job without).
    if (!viewer.is_jf_admin) await teamStore.insertTeamMember(trx, job.job_id, viewer.user_id);
    await event(trx, job, viewer, 'requisition_created', { title });
    return job;
  });
}

export async function patchRequisition(db: Db, viewer: LoadedUser, job: StaffJob, body: PatchRequisition) {
  const values: store.JobColumns = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (values.description !== undefined) values.description = sanitiseMarkdown(values.description);
  for (const key of ['city', 'state', 'invite_message'] as const) if (values[key] === '') values[key] = null;
  await db.transaction().execute(async (trx) => {
    await store.updateJob(trx, job.job_id, values);
    await event(trx, job, viewer, 'requisition_updated', { fields: Object.keys(values) });
  });
  return (await store.findRequisitionDetail(db, job.job_id))!;
}

export async function completeRequisition(
  db: Db,
  viewer: LoadedUser,
  job: StaffJob,
  body: { confirm_no_weights?: boolean } | undefined,
) {
  if ((await store.countActivities(db, job.job_id)) === 0)
    throw planInvalid(PlanErrorCode.planEmpty, 'steps', 'Add at least one activity to the screening plan.');
  // Publishing with nothing weighted gives every candidate no fit score: only as a deliberate choice (D198).
  if (body?.confirm_no_weights !== true && (await attributesStore.countHiringWeights(db, job.job_id)) === 0)
    throw new HttpError(
      409,
      HiringAttributeErrorCode.noWeights,
      'No attribute is weighted, so candidates will get no fit score. Weigh attributes, or confirm publishing without.',
      [{ prop: 'confirm_no_weights', message: 'required' }],
    );
  await db.transaction().execute(async (trx) => {
    await store.updateJob(trx, job.job_id, { is_draft: false });
    await event(trx, job, viewer, 'requisition_updated', { fields: ['is_draft'], completed: true });
  });
  return (await store.findRequisitionDetail(db, job.job_id))!;
}

export async function duplicateRequisition(db: Db, viewer: LoadedUser, job: StaffJob, title: string | undefined) {
  return db.transaction().execute(async (trx) => {
    const newJobId = await store.copyRequisition(trx, job.job_id, title ?? job.title, viewer.user_id);
    // As on creation: the copy's maker joins its team (provider admins see every job without).
    if (!viewer.is_jf_admin) await teamStore.insertTeamMember(trx, newJobId, viewer.user_id);
    await event(trx, job, viewer, 'requisition_duplicated', { new_job_id: newJobId });
    await event(trx, { job_id: newJobId }, viewer, 'requisition_created', {
      title: title ?? job.title,
      copied_from_job_id: job.job_id,
    });
    return newJobId;
  });
}

export async function deleteRequisition(db: Db, viewer: LoadedUser, job: StaffJob) {
  await db.transaction().execute(async (trx) => {
    await store.updateJob(trx, job.job_id, { deleted_at: new Date() });
    await event(trx, job, viewer, 'requisition_updated', { deleted: true });
  });
}

// ---------------------------------------------------------------------------------------------
// Screening plan

/** The company's onboarding forms for the plan editor, and whether it has the language test. */
export async function planSkillsTests(db: Db, accountId: number, language: Language) {
  return planOffers.listSkillsTests(db, accountId, language);
}

/** The questionnaires a plan may add: all of them, or with a company the ones it has not turned off (D154). */
export async function planAssessments(db: Db, viewer: LoadedUser, accountId: number | undefined, language: Language) {
  const all = await planOffers.listAssessments(db, language);
  if (accountId === undefined) return all;
  const off = await disabledQuestionnaires(db, await namedCompany(db, viewer, accountId));
  return all.filter((a) => !off.has(a.asmt_id));
}

/** A questionnaire given by an activity that did not give it before: one that exists and that the company has not turned off. */
async function assertUsableQuestionnaire(db: Db, job: StaffJob, asmtId: number | null | undefined): Promise<number> {
  if (!asmtId || !(await planOffers.assessmentExists(db, asmtId)))
    throw planInvalid(PlanErrorCode.questionnaireMissing, 'asmt_id', 'Choose a questionnaire.');
  if (!(await questionnaireEnabled(db, job.account_id, asmtId)))
    throw planInvalid(
      PlanErrorCode.questionnaireTurnedOff,
      'asmt_id',
      'The company has turned this questionnaire off in its settings; choose another.',
    );
  return asmtId;
}

export async function planOnboardingForms(db: Db, account: number) {
  return {
    forms: await planOffers.listOnboardingForms(db, account),
    language_test_enabled: await planOffers.hasLanguageTestVendor(db, account),
  };
}

async function stepForStaff(db: Db, viewer: LoadedUser, jobStepId: number): Promise<StaffJob> {
  const jobId = await planStore.jobIdOfStep(db, jobStepId);
  if (jobId === undefined) throw notFound('Step not found');
  return jobOrProfileForStaff(db, viewer, jobId);
}

export async function activityForStaff(db: Db, viewer: LoadedUser, activityId: number) {
  const activity = await planStore.findActivity(db, activityId);
  if (!activity) throw notFound('Activity not found');
  const job = await jobOrProfileForStaff(db, viewer, activity.job_id);
  return { activity, job };
}

const HAS_RESPONSES = 'Candidates have already responded to this activity, so it cannot be removed or replaced.';

const NO_LANGUAGE_TEST =
  'The language test is not enabled for this company, so a language test activity cannot be added.';

/** An onboarding activity's form: one of the job's company's forms that is not archived. */
async function assertUsableForm(db: Db, job: StaffJob, formId: number | null | undefined): Promise<number> {
  if (!formId || !(await planOffers.onboardingFormUsable(db, job.account_id, formId)))
    throw planInvalid(
      PlanErrorCode.onboardingFormMissing,
      'onboarding_form_id',
      "Choose one of the company's onboarding forms.",
    );
  return formId;
}

/** A language test's parts: each part once; the company must have the language test (vendor 1), else 409. */
async function checkedLanguageTest(
  db: Db,
  job: StaffJob,
  test: LanguageTestInput | null | undefined,
): Promise<LanguageTestInput> {
  if (!test)
    throw planInvalid(
      PlanErrorCode.languageTestIncomplete,
      'language_test',
      'Choose the language and at least one part.',
    );
  const parts = [...new Set(test.parts)];
  if (parts.length !== test.parts.length)
    throw planInvalid(PlanErrorCode.languageTestPartRepeated, 'language_test', 'Give each part once.');
  if (!(await planOffers.hasLanguageTestVendor(db, job.account_id)))
    throw conflict(NO_LANGUAGE_TEST, PlanErrorCode.languageTestOff);
  return { language: test.language, instruction_language: test.instruction_language, parts };
}

type CheckedActivity = planStore.ActivityValues & {
  questionIds: number[];
  languageTest: LanguageTestInput | null;
  videoQuestions: VideoQuestionInput[];
};

/** Checks an activity's input against its kind and the company; the values to store. */
async function activityValues(db: Db, job: StaffJob, input: ActivityInput): Promise<CheckedActivity> {
  const kindValues = await newKindValues(db, job, input);
  const measurementType = measurementTypeFor(input.activity_type, input.measurement_type_id);
  if (measurementType === undefined)
    throw planInvalid(
      PlanErrorCode.measurementMismatch,
      'measurement_type_id',
      'This measurement type does not fit the activity.',
    );
  let asmtId: number | null = null;
  if (input.activity_type === 'assessment') {
    asmtId = await assertUsableQuestionnaire(db, job, input.asmt_id);
  } else if (input.asmt_id) {
    throw planInvalid(PlanErrorCode.notForKind, 'asmt_id', 'Only questionnaire activities take a questionnaire.');
  }
  const questionIds = [...new Set(input.account_question_ids ?? [])];
  if (questionIds.length && input.activity_type !== 'questions')
    throw planInvalid(PlanErrorCode.notForKind, 'account_question_ids', 'Only question sets take questions.');
  await assertUsableQuestions(db, job, questionIds);
  let formId: number | null = null;
  if (input.activity_type === 'onboarding') formId = await assertUsableForm(db, job, input.onboarding_form_id);
  else if (input.onboarding_form_id)
    throw planInvalid(
      PlanErrorCode.notForKind,
      'onboarding_form_id',
      'Only onboarding activities take an onboarding form.',
    );
  let languageTest: LanguageTestInput | null = null;
  if (input.activity_type === 'language_test') languageTest = await checkedLanguageTest(db, job, input.language_test);
  else if (input.language_test)
    throw planInvalid(
      PlanErrorCode.notForKind,
      'language_test',
      'Only language test activities take languages and parts.',
    );
  return {
    activity_type: input.activity_type,
    title: input.title,
    instructions: input.instructions ?? '',
    asmt_id: asmtId,
    measurement_type_id: measurementType,
    onboarding_form_id: formId,
    skills_test_id: kindValues.skills_test_id,
    settings: kindValues.settings,
    questionIds,
    languageTest,
    videoQuestions: kindValues.videoQuestions,
  };
}

/** A pathway's question sets ask employee questions (and pre-screen ones, as before D139); a requisition's ask pre-screen questions. */
async function assertUsableQuestions(db: Db, job: StaffJob, questionIds: readonly number[]) {
  const usable = await usableQuestionIds(
    db,
    job.account_id,
    job.job_type_id === JOB_TYPE.pathway ? ['employee', 'prescreen'] : ['prescreen'],
    questionIds,
  );
  if (questionIds.some((q) => !usable.has(q)))
    throw planInvalid(PlanErrorCode.questionUnknown, 'account_question_ids', 'One of the questions does not exist.');
}

export async function createStep(db: Db, viewer: LoadedUser, job: StaffJob, name: string, activities: ActivityInput[]) {
  const values: CheckedActivity[] = [];
  for (const input of activities) values.push(await activityValues(db, job, input));
  const jobStepId = await db.transaction().execute(async (trx) => {
    const stepId = await planStore.insertStep(trx, job.job_id, name);
    for (const { questionIds, languageTest, videoQuestions, ...v } of values) {
      const activityId = await planStore.insertActivity(trx, stepId, v);
      await planStore.replaceActivityQuestions(trx, activityId, questionIds);
      await planStore.replaceLanguageTestParts(trx, activityId, languageTest);
      await planStore.replaceVideoQuestions(trx, activityId, videoQuestions);
    }
    await event(trx, job, viewer, 'plan_changed', { action: 'step_added', job_step_id: stepId, name });
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    return stepId;
  });
  return planStore.loadStep(db, job.job_id, jobStepId);
}

export async function renameStep(db: Db, viewer: LoadedUser, jobStepId: number, name: string, versions?: TextVersions) {
  const job = await stepForStaff(db, viewer, jobStepId);
  await db.transaction().execute(async (trx) => {
    await planStore.renameStep(trx, jobStepId, name, versions);
    await event(trx, job, viewer, 'plan_changed', { action: 'step_renamed', job_step_id: jobStepId, name });
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
    await event(trx, job, viewer, 'plan_changed', { action: 'step_removed', job_step_id: jobStepId });
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
  assertSameSet(ids, await planStore.stepIdsOfJob(db, job.job_id), 'job_step_ids');
  await db.transaction().execute(async (trx) => {
    await planStore.setStepOrder(trx, ids);
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    await event(trx, job, viewer, 'plan_changed', { action: 'steps_reordered' });
  });
  return planStore.loadPlan(db, job.job_id);
}

export async function createActivity(db: Db, viewer: LoadedUser, jobStepId: number, input: ActivityInput) {
  const job = await stepForStaff(db, viewer, jobStepId);
  const { questionIds, languageTest, videoQuestions, ...values } = await activityValues(db, job, input);
  const activityId = await db.transaction().execute(async (trx) => {
    const newId = await planStore.insertActivity(trx, jobStepId, values);
    await planStore.replaceActivityQuestions(trx, newId, questionIds);
    await planStore.replaceLanguageTestParts(trx, newId, languageTest);
    await planStore.replaceVideoQuestions(trx, newId, videoQuestions);
    await event(trx, job, viewer, 'plan_changed', {
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
    const type = measurementTypeFor(activity.activity_type, body.measurement_type_id);
    if (type === undefined)
      throw planInvalid(
        PlanErrorCode.measurementMismatch,
        'measurement_type_id',
        'This measurement type does not fit the activity.',
      );
    values.measurement_type_id = type;
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
  let languageTest: LanguageTestInput | undefined;
  if (body.language_test !== undefined) {
    if (activity.activity_type !== 'language_test')
      throw planInvalid(
        PlanErrorCode.notForKind,
        'language_test',
        'Only language test activities take languages and parts.',
      );
    languageTest = await checkedLanguageTest(db, job, body.language_test);
    const current = await planStore.loadActivity(db, job.job_id, activityId);
    if (JSON.stringify(current.language_test) === JSON.stringify(languageTest)) languageTest = undefined;
    else if (current.has_responses) throw conflict(HAS_RESPONSES, PlanErrorCode.activityHasResponses);
  }
  const kind = await patchKindValues(db, job, activity, await planStore.loadActivity(db, job.job_id, activityId), body);
  if (kind.replacesContent && (await planStore.activitiesWithResponses(db, [activityId])).size > 0)
    throw conflict(HAS_RESPONSES, PlanErrorCode.activityHasResponses);
  if (kind.skills_test_id !== undefined) values.skills_test_id = kind.skills_test_id;
  if (kind.settings !== undefined) values.settings = kind.settings;
  await db.transaction().execute(async (trx) => {
    await planStore.updateActivity(trx, activityId, values);
    if (languageTest) await planStore.replaceLanguageTestParts(trx, activityId, languageTest);
    if (kind.videoQuestions) await planStore.replaceVideoQuestions(trx, activityId, kind.videoQuestions);
    await event(trx, job, viewer, 'plan_changed', {
      action: 'activity_changed',
      job_step_activity_id: activityId,
      fields: Object.keys(values),
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
    await event(trx, job, viewer, 'plan_changed', { action: 'activity_removed', job_step_activity_id: activityId });
  });
}

export async function reorderActivities(db: Db, viewer: LoadedUser, jobStepId: number, ids: number[]) {
  const job = await stepForStaff(db, viewer, jobStepId);
  assertSameSet(ids, await planStore.activityIdsOfStep(db, jobStepId), 'job_step_activity_ids');
  await db.transaction().execute(async (trx) => {
    await planStore.setActivityOrder(trx, ids);
    await refreshTrackerProgress(trx, { jobId: job.job_id });
    await event(trx, job, viewer, 'plan_changed', { action: 'activities_reordered', job_step_id: jobStepId });
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
    await event(trx, job, viewer, 'plan_changed', {
      action: 'questions_changed',
      job_step_activity_id: activityId,
      count: questionIds.length,
    });
  });
  return planStore.loadActivity(db, job.job_id, activityId);
}
