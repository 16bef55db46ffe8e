/**
 * The onboarding form activity (seed 000 "onboarding" guarded screen, seed 002 7.2
 * "account-onboarding-form" and 7.3 "onboarding-form step activity"): a company defines forms of
 * ordered fields (labels in en, es, fr) a hired or advancing person fills in; a screening-plan
 * activity of kind 'onboarding' names one. The candidate submits it once: a completed activity is
 * final and a retry with the same Idempotency-Key gets the first answer. The answer is a receipt
 * (offline promise 8): the count and canonical hash (canonicalOnboardingAnswers) of the answers
 * stored; the same answers sent again after completion answer the same receipt, other answers
 * 409 attempt_submitted.
 * The answers keep a copy of each field's label, so later edits of the form never change what a
 * reviewer reads.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AnswersDigestFields } from './user-response.ts';

export const ONBOARDING_FIELD_TYPES = ['text', 'long_text', 'date', 'select', 'checkbox', 'phone', 'email'] as const;
export type OnboardingFieldType = (typeof ONBOARDING_FIELD_TYPES)[number];

export const MAX_ONBOARDING_FIELDS = 60;
export const MAX_ONBOARDING_ANSWER_LENGTH = 4000;

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const label = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** A text in the three languages; English is required, the others fall back to it. */
export const LocalizedTextSchema = z.object({
  en: label(300).check(z.minLength(1)),
  es: z.optional(label(300)),
  fr: z.optional(label(300)),
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export { localized } from './localized.ts';

export const OnboardingOptionSchema = z.object({
  value: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  label: LocalizedTextSchema,
});

export const OnboardingFieldSchema = z.object({
  /** Stable within the form; answers are keyed by it. */
  field_key: z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/)),
  label: LocalizedTextSchema,
  help_text: z.optional(
    z.object({ en: z.optional(label(500)), es: z.optional(label(500)), fr: z.optional(label(500)) }),
  ),
  field_type: z.enum(ONBOARDING_FIELD_TYPES),
  is_required: z.boolean(),
  /** Only for 'select'. */
  options: z.array(OnboardingOptionSchema).check(z.maxLength(50)),
});
export type OnboardingField = z.infer<typeof OnboardingFieldSchema>;

export const OnboardingFormSchema = z.object({
  onboarding_form_id: z.number(),
  account_id: z.number(),
  name: LocalizedTextSchema,
  fields: z.array(OnboardingFieldSchema),
  /** How many activities name it. */
  activity_count: z.number(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type OnboardingForm = z.infer<typeof OnboardingFormSchema>;

export const SaveOnboardingFormBody = z.object({
  account_id: bodyId,
  name: LocalizedTextSchema,
  fields: z.array(OnboardingFieldSchema).check(z.minLength(1), z.maxLength(MAX_ONBOARDING_FIELDS)),
});
export type SaveOnboardingForm = z.infer<typeof SaveOnboardingFormBody>;

export const OnboardingAccountSchema = z.object({
  account_id: z.number(),
  name: z.string(),
  forms: z.array(OnboardingFormSchema),
});

/** The candidate's view of the activity. */
export const CandidateOnboardingFormSchema = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  title: z.string(),
  job_title: z.string(),
  account_name: z.string(),
  is_completed: z.boolean(),
  name: LocalizedTextSchema,
  fields: z.array(OnboardingFieldSchema),
});
export type CandidateOnboardingForm = z.infer<typeof CandidateOnboardingFormSchema>;

export const OnboardingAnswerSchema = z.object({
  field_key: z.string().check(z.maxLength(40)),
  /** Text as typed; a date as YYYY-MM-DD; a checkbox 'true' or 'false'; a select the option's value. */
  value: z.string().check(z.maxLength(MAX_ONBOARDING_ANSWER_LENGTH)),
});
export type OnboardingAnswer = z.infer<typeof OnboardingAnswerSchema>;

export const SubmitOnboardingBody = z.object({
  ref_id: uuid,
  job_step_activity_id: bodyId,
  answers: z.array(OnboardingAnswerSchema).check(z.maxLength(MAX_ONBOARDING_FIELDS)),
  /**
   * The device's count and hash of `answers` (onboardingDigest, promise 8). When sent, the server
   * stores only if its own digest of the answers that arrived is equal (else 409 answers_mismatch).
   */
  answer_count: z.optional(AnswersDigestFields.answer_count),
  answers_hash: z.optional(AnswersDigestFields.answers_hash),
});
export type SubmitOnboarding = z.infer<typeof SubmitOnboardingBody>;

/** The receipt of a submission (promise 8): the activity's completion and the count and hash of the answers stored. */
export const SubmitOnboardingResult = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  is_completed: z.boolean(),
  /** ISO 8601. */
  completed_at: z.string(),
  /** Fields answered (an empty value is no answer; an unticked checkbox is the answer 'false'). */
  answer_count: z.number(),
  answers_hash: z.string(),
});
export type SubmitOnboardingReceipt = z.infer<typeof SubmitOnboardingResult>;

export { canonicalOnboardingAnswers, onboardingDigest } from './answer-digests.ts';

/** One submitted answer as a reviewer reads it: the field as it was when the candidate answered. */
export const SubmittedOnboardingAnswerSchema = z.object({
  field_key: z.string(),
  label: LocalizedTextSchema,
  field_type: z.enum(ONBOARDING_FIELD_TYPES),
  value: z.string(),
  /** A select's chosen option label, when it was one. */
  option_label: z.nullable(LocalizedTextSchema),
});

export const StaffOnboardingSubmissionSchema = z.object({
  job_step_activity_id: z.number(),
  activity_title: z.string(),
  form_name: LocalizedTextSchema,
  /** ISO 8601. */
  submitted_at: z.string(),
  answers: z.array(SubmittedOnboardingAnswerSchema),
});
export type StaffOnboardingSubmission = z.infer<typeof StaffOnboardingSubmissionSchema>;

export const getOnboardingForm = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/onboarding-form/{refId}/',
  access: 'signed-in',
  summary: 'The onboarding form activity of one of your applications: its fields in en, es and fr',
  params: z.object({ refId: uuid }),
  query: z.object({ job_step_activity_id: id }),
  response: CandidateOnboardingFormSchema,
});

export const submitOnboardingForm = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/onboarding-form/',
  access: 'signed-in',
  summary:
    'Submit the onboarding form: checks every answer (400 with field errors, nothing stored), stores them, completes the activity and answers a receipt (count and hash of the stored answers); the same answers again answer the same receipt; other answers once complete 409 attempt_submitted',
  body: SubmitOnboardingBody,
  response: SubmitOnboardingResult,
});

export const listStaffOnboardingAnswers = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/onboarding-answers/{userSmartreqId}/',
  access: 'applicant-team',
  summary: "An application's submitted onboarding forms, for staff who may work on its job",
  params: z.object({ userSmartreqId: id }),
  response: z.array(StaffOnboardingSubmissionSchema),
});

export const listOnboardingForms = defineEndpoint({
  method: 'GET',
  path: '/account/v1/account-onboarding-form/',
  access: 'provider-admin',
  summary: 'Every company with its onboarding forms (provider admin)',
  response: z.array(OnboardingAccountSchema),
});

export const getOnboardingFormAdmin = defineEndpoint({
  method: 'GET',
  path: '/account/v1/account-onboarding-form/{id}/',
  access: 'provider-admin',
  summary: 'One onboarding form (provider admin)',
  params: z.object({ id }),
  response: OnboardingFormSchema,
});

export const createOnboardingForm = defineEndpoint({
  method: 'POST',
  path: '/account/v1/account-onboarding-form/',
  access: 'provider-admin',
  summary: "Create a company's onboarding form (provider admin)",
  body: SaveOnboardingFormBody,
  response: OnboardingFormSchema,
});

export const updateOnboardingForm = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/account-onboarding-form/{id}/',
  access: 'provider-admin',
  summary: 'Replace the name and fields of an onboarding form (provider admin); submitted answers keep their copy',
  params: z.object({ id }),
  body: SaveOnboardingFormBody,
  response: OnboardingFormSchema,
});

export const deleteOnboardingForm = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/account-onboarding-form/{id}/',
  access: 'provider-admin',
  summary: 'Archive an onboarding form (provider admin); 409 while an activity names it',
  params: z.object({ id }),
  response: z.object({ ok: z.boolean() }),
});

export const setStepActivityOnboardingForm = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/onboarding-form-step-activity/{jobStepActivityId}/',
  access: 'staff',
  summary:
    "Name the onboarding form of a plan's 'onboarding' activity (staff who may work on the job; the form must be the job's company's)",
  params: z.object({ jobStepActivityId: id }),
  body: z.object({ onboarding_form_id: bodyId }),
  response: z.object({ job_step_activity_id: z.number(), onboarding_form_id: z.number() }),
});

export const onboardingEndpoints = [
  getOnboardingForm,
  submitOnboardingForm,
  listStaffOnboardingAnswers,
  listOnboardingForms,
  getOnboardingFormAdmin,
  createOnboardingForm,
  updateOnboardingForm,
  deleteOnboardingForm,
  setStepActivityOnboardingForm,
];
