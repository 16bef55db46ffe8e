/**
 * Onboarding forms: the candidate reads and submits the form of their own tracker's 'onboarding'
 * activity (everyone else: 404); staff read submissions under the job-access rule; provider
 * admins keep the companies' forms. A submission is judged whole before anything is written, then
 * the answers and the completion are written in one transaction. Its answer is a receipt (promise
 * 8): the count and hash of the answers stored, repeated for the same answers sent again.
 */
import type {
  CandidateOnboardingForm,
  LocalizedText,
  OnboardingField,
  OnboardingForm,
  SaveOnboardingForm,
  StaffOnboardingSubmission,
  SubmitOnboarding,
  SubmitOnboardingReceipt,
} from '../../../contracts/onboarding.ts';
import { onboardingDigest } from '../../../contracts/onboarding.ts';
import {
  judgeOnboardingAnswers,
  onboardingFormProblems,
  type OnboardingRule,
} from '../../../contracts/onboarding-rules.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { jobForStaff, type StaffApplication } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { type ActivityLeaseRequest, admitSubmission } from '../attempt-lease/index.ts';
import { refreshApplicationAfterActivity } from '../scoring/index.ts';
import { submittedMessage } from '../user-response/index.ts';
import * as store from './onboarding.store.ts';
import * as lifecycle from '../activity/index.ts';

export const mismatchMessage = 'The answers that arrived differ from the ones on this device. They will be sent again.';

const RULE_MESSAGES: Record<OnboardingRule, (label: string) => string> = {
  required: (label) => `The ${label} field is required`,
  must_check: (label) => `Please confirm: ${label}`,
  date: () => 'Enter a date as YYYY-MM-DD.',
  email: () => 'Enter a valid email address.',
  phone: () => 'Enter a phone number of 7 to 15 digits.',
  option: () => 'Choose one of the options.',
  checkbox: () => 'Tick the box or leave it empty.',
  too_long: () => 'This answer is too long.',
  unknown_field: () => 'This field is not part of the form.',
};

async function activityOf(db: Db, userId: number, refId: string, jobStepActivityId: number) {
  const found = await store.findOnboardingActivity(db, refId, jobStepActivityId, {
    userId,
    activityTypes: ['onboarding'],
    isTrackerLive: true,
    isJobLive: true,
  });
  if (!found || found.onboarding_form_id === null) throw notFound('Activity not found');
  return {
    ...found,
    onboarding_form_id: found.onboarding_form_id,
    name: found.form_name as LocalizedText,
    fields: (found.form_fields ?? []) as OnboardingField[],
  };
}

export async function readForm(
  db: Db,
  userId: number,
  refId: string,
  jobStepActivityId: number,
): Promise<CandidateOnboardingForm> {
  const activity = await activityOf(db, userId, refId, jobStepActivityId);
  return {
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    title: activity.title,
    job_title: activity.job_title,
    account_name: activity.account_name,
    is_completed: activity.is_completed === true,
    name: activity.name,
    fields: activity.fields,
  };
}

/** The stored answers as their receipt; undefined when the activity was completed without a submission. */
async function receiptOf(
  db: Db,
  refId: string,
  jobStepActivityId: number,
): Promise<SubmitOnboardingReceipt | undefined> {
  const stored = await store.submissionOf(db, refId, jobStepActivityId);
  if (!stored?.completed_at) return undefined;
  const answers = (Array.isArray(stored.answers) ? stored.answers : []) as { field_key: string; value: string }[];
  return {
    ref_id: refId,
    job_step_activity_id: jobStepActivityId,
    is_completed: true,
    completed_at: new Date(stored.completed_at).toISOString(),
    ...(await onboardingDigest(answers)),
  };
}

/** Judges and stores the answers once; with `lease` (the routes), only from the device holding the activity (offline promise 10). */
export async function submitForm(
  db: Db,
  userId: number,
  body: SubmitOnboarding,
  lease?: ActivityLeaseRequest,
): Promise<SubmitOnboardingReceipt> {
  return db.transaction().execute(async (trx) => {
    const activity = await activityOf(trx, userId, body.ref_id, body.job_step_activity_id);
    const arrived = await onboardingDigest(body.answers);
    // The device's count and hash, when sent, must describe the answers that arrived.
    if (
      (body.answers_hash !== undefined || body.answer_count !== undefined) &&
      (arrived.answers_hash !== body.answers_hash || arrived.answer_count !== body.answer_count)
    ) {
      throw new HttpError(409, ErrorCode.answersMismatch, mismatchMessage, [
        { prop: 'answer_count', message: String(arrived.answer_count) },
      ]);
    }
    if (activity.is_completed) {
      // The same answers again (a lost answer, a resend after a receipt that differed): the same receipt.
      const held = await receiptOf(trx, activity.ref_id, activity.job_step_activity_id);
      if (held && held.answers_hash === arrived.answers_hash) return held;
      throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    }
    await admitSubmission(trx, activity, lease);
    const judged = judgeOnboardingAnswers(activity.fields, body.answers);
    if (judged.problems.length > 0) {
      const labels = new Map(activity.fields.map((f) => [f.field_key, f.label.en]));
      throw new HttpError(
        400,
        ErrorCode.validation,
        'Please check the highlighted fields.',
        judged.problems.map((p) => ({
          prop: `answers.${p.field_key}`,
          message: RULE_MESSAGES[p.rule](labels.get(p.field_key) ?? p.field_key),
        })),
      );
    }
    const { completedNow } = await lifecycle.completeActivity(trx, activity.ref_id, activity.job_step_activity_id);
    if (!completedNow) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await store.saveResponse(trx, {
      ref_id: activity.ref_id,
      job_step_activity_id: activity.job_step_activity_id,
      user_id: userId,
      onboarding_form_id: activity.onboarding_form_id,
      answers: judged.values.map(({ field, value }) => ({
        field_key: field.field_key,
        label: field.label,
        field_type: field.field_type,
        value,
        option_label:
          field.field_type === 'select' ? (field.options.find((o) => o.value === value)?.label ?? null) : null,
      })),
    });
    await refreshApplicationAfterActivity(trx, activity.ref_id);
    const receipt = await receiptOf(trx, activity.ref_id, activity.job_step_activity_id);
    if (!receipt) throw new Error('onboarding submission not stored');
    return receipt;
  });
}

export async function staffSubmissions(db: Db, application: StaffApplication): Promise<StaffOnboardingSubmission[]> {
  const rows = await store.responsesOf(db, application.ref_id);
  return rows.map((r) => ({
    job_step_activity_id: r.job_step_activity_id,
    activity_title: r.activity_title,
    form_name: (r.form_name as LocalizedText | null) ?? { en: r.activity_title },
    submitted_at: new Date(r.submitted_at).toISOString(),
    answers: r.answers as StaffOnboardingSubmission['answers'],
  }));
}

function toForm(row: store.FormRow): OnboardingForm {
  return {
    onboarding_form_id: row.onboarding_form_id,
    account_id: row.account_id,
    name: row.name as LocalizedText,
    fields: row.fields as OnboardingField[],
    activity_count: Number(row.activity_count ?? 0),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listAccounts(db: Db) {
  const { accounts, forms } = await store.listAccountsWithForms(db);
  return accounts.map((a) => ({ ...a, forms: forms.filter((f) => f.account_id === a.account_id).map(toForm) }));
}

export async function readAdminForm(db: Db, formId: number): Promise<OnboardingForm> {
  const row = await store.findForm(db, formId);
  if (!row) throw notFound('Onboarding form not found');
  return toForm(row);
}

async function checkDefinition(db: Db, body: SaveOnboardingForm): Promise<void> {
  const problems = onboardingFormProblems(body.fields);
  if (!(await store.accountExists(db, body.account_id)))
    problems.unshift({ prop: 'account_id', message: 'Choose a company.' });
  if (problems.length > 0)
    throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', problems);
}

export async function createForm(db: Db, body: SaveOnboardingForm): Promise<OnboardingForm> {
  return db.transaction().execute(async (trx) => {
    await checkDefinition(trx, body);
    const id = await store.insertForm(trx, body.account_id, body.name, body.fields);
    return readAdminForm(trx, id);
  });
}

export async function updateForm(db: Db, formId: number, body: SaveOnboardingForm): Promise<OnboardingForm> {
  return db.transaction().execute(async (trx) => {
    const current = await store.findForm(trx, formId);
    if (!current) throw notFound('Onboarding form not found');
    await checkDefinition(trx, body);
    // Activities of the old company would give another company's form.
    if (body.account_id !== current.account_id && Number(current.activity_count) > 0) {
      throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
        { prop: 'account_id', message: 'A form in use stays with its company.' },
      ]);
    }
    await store.updateForm(trx, formId, body.account_id, body.name, body.fields);
    return readAdminForm(trx, formId);
  });
}

export async function archiveForm(db: Db, formId: number): Promise<{ ok: boolean }> {
  return db.transaction().execute(async (trx) => {
    const current = await store.findForm(trx, formId);
    if (!current) throw notFound('Onboarding form not found');
    if (Number(current.activity_count) > 0)
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'This form is used by a screening plan. Choose another form there first.',
      );
    await store.archiveForm(trx, formId);
    return { ok: true };
  });
}

export async function attachForm(db: Db, viewer: LoadedUser, jobStepActivityId: number, formId: number) {
  return db.transaction().execute(async (trx) => {
    const activity = await store.findStepActivity(trx, jobStepActivityId);
    if (!activity) throw notFound('Activity not found');
    const job = await jobForStaff(trx, viewer, activity.job_id);
    if (activity.activity_type !== 'onboarding') {
      throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
        { prop: 'job_step_activity_id', message: 'This activity is not an onboarding form.' },
      ]);
    }
    const form = await store.findForm(trx, formId);
    if (!form || form.account_id !== job.account_id) {
      throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
        { prop: 'onboarding_form_id', message: "Choose one of the company's onboarding forms." },
      ]);
    }
    await store.setActivityForm(trx, jobStepActivityId, formId);
    return { job_step_activity_id: jobStepActivityId, onboarding_form_id: formId };
  });
}
