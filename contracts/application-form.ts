/**
 * The application form activity (seed 000 sections 2.4 jobapplication, 3 "Custom fields"): the
 * candidate's profile, the company's custom fields (usage type 2) and the job's resume and
 * LinkedIn requirements, submitted once per application. The same submission completes a
 * 'resume' activity (it needs a current resume and nothing else). A completed activity is final:
 * another submission answers 409 attempt_submitted; a retry with the same Idempotency-Key gets
 * the first answer.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { PatchProfileBody, ProfileSchema } from './profile.ts';
import { ResumeSchema } from './resume.ts';
import { optionVersionsSchema, textVersionsSchema } from './company-text-schema.ts';
import { LANGUAGES } from './languages.ts';
import { ProfileQuestionsSchema } from './applicant-questions.ts';

export const COMPANY_CUSTOM_FIELDS_USAGE_TYPE = 2;
export const FIELD_TYPES = ['text', 'number', 'date', 'select', 'file'] as const;
export const FORM_ACTIVITY_TYPES = ['form', 'resume'] as const;

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const activityId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const CustomFieldSchema = z.object({
  account_field_id: z.number(),
  usage_type_id: z.number(),
  /** In the reader's language (the `language` query, else their preference), else the company default's. */
  label: z.string(),
  help_text: z.string(),
  field_type: z.enum(FIELD_TYPES),
  /** The choices as the company wrote them (default language): what an answer holds, whatever language is read. */
  options: z.array(z.string()),
  is_required: z.boolean(),
  sort_order: z.number(),
  /**
   * Every version, the default language's included (D199, D214), so the screen picks in its current
   * language on the device, offline too. Optional: a form a device saved before these is still read.
   */
  label_i18n: z.optional(textVersionsSchema(1000)),
  help_text_i18n: z.optional(textVersionsSchema(2000)),
  options_i18n: z.optional(optionVersionsSchema(1000)),
  /** The candidate's answer for this application, when given. */
  user_field_id: z.nullable(z.number()),
  answer: z.nullable(z.string()),
  file_upload_response: z.nullable(z.string()),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const ApplicationFormSchema = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  activity_type: z.enum(FORM_ACTIVITY_TYPES),
  title: z.string(),
  is_completed: z.boolean(),
  job_title: z.string(),
  account_name: z.string(),
  is_resume_required: z.boolean(),
  is_linkedin_required: z.boolean(),
  profile: ProfileSchema,
  resume: z.nullable(ResumeSchema),
  custom_fields: z.array(CustomFieldSchema),
  /** The company's default language: the versions' fallback (D199). */
  default_language: z.optional(z.enum(LANGUAGES)),
  /** What the company asks applicants about date of birth and gender (D267); absent in a form a device kept from before: the spec's rule. */
  profile_questions: z.optional(ProfileQuestionsSchema),
});
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;

export const CustomFieldAnswerBody = z.object({
  account_field_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  answer: z.nullable(z.string().check(z.maxLength(2000))),
});

export const SubmitApplicationFormBody = z.object({
  ref_id: uuid,
  job_step_activity_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  /** Required for a 'form' activity; ignored for a 'resume' activity. */
  profile: z.optional(PatchProfileBody),
  custom_fields: z.optional(z.array(CustomFieldAnswerBody).check(z.maxLength(200))),
});
export type SubmitApplicationForm = z.infer<typeof SubmitApplicationFormBody>;

export const SubmitApplicationFormResult = z.object({
  ref_id: z.string(),
  job_step_activity_id: z.number(),
  is_completed: z.boolean(),
  /** ISO 8601. */
  completed_at: z.string(),
});

export const getApplicationForm = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/application-form/{refId}/',
  access: 'signed-in',
  summary:
    "The application form (or resume) activity of one of your applications: your profile, the company's custom fields and the job's requirements",
  params: z.object({ refId: uuid }),
  query: z.object({ job_step_activity_id: activityId, language: z.optional(z.enum(LANGUAGES)) }),
  response: ApplicationFormSchema,
});

export const submitApplicationForm = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/application-form/',
  access: 'signed-in',
  summary:
    'Submit the application form (or resume) activity: checks everything, saves the profile and answers, completes the activity; 409 attempt_submitted once complete',
  body: SubmitApplicationFormBody,
  response: SubmitApplicationFormResult,
});

export const applicationFormEndpoints = [getApplicationForm, submitApplicationForm];
