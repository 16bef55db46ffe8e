/**
 * What an activity given to a screening plan must be: a measurement type its kind allows (seed 001
 * section 9), and only what its kind takes (a questionnaire, questions, an onboarding form), each
 * usable by the job's company. The kinds with settings beside the activity or in their own tables
 * (a language test's parts, D458) follow plan-kinds.service.ts.
 */
import type { ActivityInput } from '../../../contracts/smartreq.ts';
import { measurementTypeFor } from '../../../contracts/smartreq.ts';
import { PlanErrorCode } from '../../../contracts/plan-codes.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import type { StaffJob } from '../../http/team-access.ts';
import { planInvalid } from './job-change.ts';
import type * as planStore from './plan.store.ts';
import * as planOffers from './plan-offers.store.ts';
import { newKindValues, type KeptKindValue } from './plan-kinds.service.ts';
import { usableQuestionIds } from '../question-bank/index.ts';
import { isEnabled as questionnaireEnabled } from '../personal-assessments/index.ts';

/** A questionnaire given by an activity that did not give it before: one that exists and that the company has not turned off. */
export async function assertUsableQuestionnaire(
  db: Db,
  job: StaffJob,
  asmtId: number | null | undefined,
): Promise<number> {
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

/** An onboarding activity's form: one of the job's company's forms that is not archived. */
export async function assertUsableForm(db: Db, job: StaffJob, formId: number | null | undefined): Promise<number> {
  if (!formId || !(await planOffers.onboardingFormUsable(db, job.account_id, formId)))
    throw planInvalid(
      PlanErrorCode.onboardingFormMissing,
      'onboarding_form_id',
      "Choose one of the company's onboarding forms.",
    );
  return formId;
}

export type CheckedActivity = planStore.ActivityValues & {
  questionIds: number[];
  /** What the kind keeps in its own tables (its plan slot, D442). */
  kept: KeptKindValue[];
};

/** The measurement type to store for a kind, or 400 when the one asked for does not fit it. */
export function checkedMeasurementType(kind: string, asked: number | null | undefined): number | null {
  const type = measurementTypeFor(kind, asked);
  if (type === undefined)
    throw planInvalid(
      PlanErrorCode.measurementMismatch,
      'measurement_type_id',
      'This measurement type does not fit the activity.',
    );
  return type;
}

/** Checks an activity's input against its kind and the company; the values to store. */
export async function activityValues(db: Db, job: StaffJob, input: ActivityInput): Promise<CheckedActivity> {
  const kindValues = await newKindValues(db, job, input);
  const measurementType = checkedMeasurementType(input.activity_type, input.measurement_type_id);
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
  return {
    activity_type: input.activity_type,
    title: input.title,
    instructions: input.instructions ?? '',
    asmt_id: asmtId,
    measurement_type_id: measurementType,
    onboarding_form_id: formId,
    settings: kindValues.settings,
    questionIds,
    kept: kindValues.kept,
  };
}

/** A pathway's question sets ask employee questions (and pre-screen ones, as before D139); a requisition's ask pre-screen questions. */
export async function assertUsableQuestions(db: Db, job: StaffJob, questionIds: readonly number[]) {
  const usable = await usableQuestionIds(
    db,
    job.account_id,
    job.job_type_id === JOB_TYPE.pathway ? ['employee', 'prescreen'] : ['prescreen'],
    questionIds,
  );
  if (questionIds.some((q) => !usable.has(q)))
    throw planInvalid(PlanErrorCode.questionUnknown, 'account_question_ids', 'One of the questions does not exist.');
}
