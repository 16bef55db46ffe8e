/**
 * The requisition builder's state (seed 001 sections 3 and 4) that is not server data: the
 * added-questions list with its counts, the details form's defaults, and the stepper's steps.
 * Server data (the job, its plan, attributes, library) lives in TanStack Query; builder loaders
 * use ensureQueryData, so a step whose data for the selected job is already loaded fetches nothing.
 */
import type { Plan } from '../../../contracts/smartreq.ts';

export const BUILDER_STEPS = ['job-title', 'steps', 'attributes', 'questions', 'details', 'complete'] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

export interface AddedQuestion {
  account_question_id: number;
  count: number;
}

/** Adding a question increments its count (a new entry starts at 1). */
export function addQuestion(list: readonly AddedQuestion[], accountQuestionId: number): AddedQuestion[] {
  const found = list.find((q) => q.account_question_id === accountQuestionId);
  if (!found) return [...list, { account_question_id: accountQuestionId, count: 1 }];
  return list.map((q) => (q === found ? { ...q, count: q.count + 1 } : q));
}

/** Removing decrements its count and deletes the entry at zero. */
export function removeQuestion(list: readonly AddedQuestion[], accountQuestionId: number): AddedQuestion[] {
  return list.flatMap((q) => {
    if (q.account_question_id !== accountQuestionId) return [q];
    return q.count > 1 ? [{ ...q, count: q.count - 1 }] : [];
  });
}

/** The list as the plan holds it: each question counted once per question set that asks it. */
export function addedQuestionsFromPlan(plan: Plan | undefined): AddedQuestion[] {
  let list: AddedQuestion[] = [];
  for (const step of plan?.steps ?? []) {
    for (const activity of step.activities)
      for (const id of activity.account_question_ids) list = addQuestion(list, id);
  }
  return list;
}

export interface DetailsForm {
  is_resume_required: boolean;
  is_linkedin_required: boolean;
  description: string;
}

export const DEFAULT_DETAILS_FORM: DetailsForm = {
  is_resume_required: false,
  is_linkedin_required: false,
  description: '',
};

/** The stored details are loaded into the form only while the form is entirely empty (seed 001 section 5). */
export function isDetailsFormEmpty(form: DetailsForm): boolean {
  return !form.is_resume_required && !form.is_linkedin_required && form.description.trim() === '';
}

/** The neighbours of a builder step, for Back and Next. */
export function neighbours(step: BuilderStep): { previous?: BuilderStep; next?: BuilderStep } {
  const index = BUILDER_STEPS.indexOf(step);
  return { previous: BUILDER_STEPS[index - 1], next: BUILDER_STEPS[index + 1] };
}
