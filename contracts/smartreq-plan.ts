/**
 * A requisition's screening plan: steps holding activities of every kind, their order, question sets, and the choices the plan editor offers (seed 001 sections 3, 4 and 9).
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { textVersionsSchema } from './company-text-schema.ts';
import { LANGUAGES } from './languages.ts';
import {
  bodyId,
  id,
  title,
  LanguageQuery,
  AccountIdParams,
  JobIdParams,
  JobStepIdParams,
  JobStepActivityIdParams,
  HIDDEN_MEASUREMENT_TYPE,
  PlanActivityTypeSchema,
} from './smartreq-common.ts';
import { TypingDefaultsSchema, VideoQuestionInputSchema, VideoQuestionSchema } from './smartreq-kind-settings.ts';
import {
  activityInputSettingsFields,
  patchActivitySettingsFields,
  planActivitySettingsFields,
} from './activity-kind-settings.ts';

export * from './smartreq-kind-settings.ts';

export const PlanActivitySchema = z.object({
  job_step_activity_id: z.number(),
  job_step_id: z.number(),
  activity_type: z.string(),
  /** In the company's default language; the other versions are in title_i18n (D199). */
  title: z.string(),
  instructions: z.string(),
  /** The title's versions in other languages, as staff wrote them; a missing one shows the default's. */
  title_i18n: textVersionsSchema(200),
  instructions_i18n: textVersionsSchema(5_000),
  asmt_id: z.nullable(z.number()),
  measurement_type_id: z.nullable(z.number()),
  usage_type_id: z.number(),
  sort_order: z.number(),
  /** Question sets: the bank questions asked, in order. */
  account_question_ids: z.array(z.number()),
  /** Candidates have started or finished it: it cannot be deleted. */
  has_responses: z.boolean(),
  /** Onboarding activities: the company's form it gives. */
  onboarding_form_id: z.nullable(z.number()),
  /** Language tests: the language tested, the instruction language and the parts (vendor assessments). */
  language_test: z.nullable(
    z.object({ language: z.string(), instruction_language: z.string(), parts: z.array(z.string()) }),
  ),
  /** Skills-test activities: the test it gives. */
  skills_test_id: z.nullable(z.number()),
  /** The settings kinds keep beside the activity (typing: the run's length and the passage language, null: the candidate's), null for other kinds. */
  ...planActivitySettingsFields,
  /** Video activities: the questions, in order. */
  video_questions: z.array(VideoQuestionSchema),
});
export type PlanActivity = z.infer<typeof PlanActivitySchema>;

export const PlanStepSchema = z.object({
  job_step_id: z.number(),
  job_id: z.number(),
  /** In the company's default language; the other versions are in name_i18n (D199). */
  name: z.string(),
  name_i18n: textVersionsSchema(200),
  sort_order: z.number(),
  usage_type_id: z.number(),
  activities: z.array(PlanActivitySchema),
});
export type PlanStep = z.infer<typeof PlanStepSchema>;

export const PlanSchema = z.object({
  job_id: z.number(),
  steps: z.array(PlanStepSchema),
  /** The company's typing-test defaults, where a new typing activity starts (the plan view's GET only). */
  typing_defaults: z.optional(TypingDefaultsSchema),
  /** The company whose plan it is, whose settings decide the questionnaires a new activity may give (the plan view's GET only). */
  account_id: z.optional(z.number()),
  /** The company's default language, which step names and activity texts are written in (the plan view's GET only, D199). */
  default_language: z.optional(z.enum(LANGUAGES)),
});
export type Plan = z.infer<typeof PlanSchema>;

/** The plan view (seed 001 section 4): steps holding an activity of measurement type 6 are dropped. */
export function visiblePlanSteps<S extends { activities: { measurement_type_id: number | null }[] }>(
  steps: readonly S[],
): S[] {
  return steps.filter((step) => !step.activities.some((a) => a.measurement_type_id === HIDDEN_MEASUREMENT_TYPE));
}

/** Language-test activities: the target and instruction languages and the parts (seed 000 section 4). */
export const LANGUAGE_TEST_LANGUAGES = ['en', 'es', 'fr'] as const;
export const LANGUAGE_TEST_PARTS = ['listening', 'reading'] as const;
export const LanguageTestInputSchema = z.object({
  language: z.enum(LANGUAGE_TEST_LANGUAGES),
  instruction_language: z.enum(LANGUAGE_TEST_LANGUAGES),
  parts: z.array(z.enum(LANGUAGE_TEST_PARTS)).check(z.minLength(1), z.maxLength(LANGUAGE_TEST_PARTS.length)),
});
export type LanguageTestInput = z.infer<typeof LanguageTestInputSchema>;

const instructions = z.string().check(z.maxLength(5_000));
export const ActivityInputSchema = z.object({
  activity_type: PlanActivityTypeSchema,
  title,
  instructions: z.optional(instructions),
  /** Questionnaire activities: one of the seeded questionnaires. */
  asmt_id: z.optional(z.nullable(bodyId)),
  measurement_type_id: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(100)))),
  /** Question sets: bank questions, in order. */
  account_question_ids: z.optional(z.array(bodyId).check(z.maxLength(200))),
  /** Onboarding activities (required for them): one of the company's onboarding forms. */
  onboarding_form_id: z.optional(z.nullable(bodyId)),
  /** Language tests (required for them): needs the account's language-test vendor (vendor 1). */
  language_test: z.optional(z.nullable(LanguageTestInputSchema)),
  /** Skills-test activities (required for them): one of the company's or the provider's tests. */
  skills_test_id: z.optional(z.nullable(bodyId)),
  /** The kind's settings (typing: duration and passage language, 60 s and the candidate's language when absent; others: none when absent). */
  ...activityInputSettingsFields,
  /** Video activities (at least one required for them): the questions, in order. */
  video_questions: z.optional(z.array(VideoQuestionInputSchema).check(z.maxLength(20))),
});
export type ActivityInput = z.infer<typeof ActivityInputSchema>;

export const getPlan = defineEndpoint({
  method: 'GET',
  path: '/job/v1/job-step/{jobId}/',
  access: 'job-or-profile-team',
  summary: 'The screening plan: steps with their activities, both in order',
  params: JobIdParams,
  response: PlanSchema,
});

export const createStep = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-step/{jobId}/',
  access: 'job-or-profile-team',
  summary: 'Add a step at the end of the plan (usage type 1), optionally with its first activities',
  params: JobIdParams,
  body: z.object({ name: title, activities: z.optional(z.array(ActivityInputSchema).check(z.maxLength(20))) }),
  response: PlanStepSchema,
});

export const patchStep = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/job-step/step/{jobStepId}/',
  access: 'staff',
  summary: 'Rename a step; with name_i18n, its versions in other languages replaced (a blank one removed)',
  params: JobStepIdParams,
  body: z.object({ name: title, name_i18n: z.optional(textVersionsSchema(200)) }),
  response: PlanStepSchema,
});

export const deleteStep = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/job-step/step/{jobStepId}/',
  access: 'staff',
  summary: 'Delete a step and its activities; 409 when candidates have responses to one of them',
  params: JobStepIdParams,
  response: OkSchema,
});

export const reorderSteps = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/job-step/{jobId}/order/',
  access: 'job-or-profile-team',
  summary: 'Put the steps in this order (every step id of the plan, once)',
  params: JobIdParams,
  body: z.object({ job_step_ids: z.array(bodyId).check(z.maxLength(100)) }),
  response: PlanSchema,
});

export const createActivity = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-step/step/{jobStepId}/activity/',
  access: 'staff',
  summary: 'Add an activity at the end of a step',
  params: JobStepIdParams,
  body: ActivityInputSchema,
  response: PlanActivitySchema,
});

export const PatchActivityBody = z.object({
  title: z.optional(title),
  instructions: z.optional(instructions),
  /** The title's and instructions' versions in other languages, replaced whole; a blank one is removed (D199). */
  title_i18n: z.optional(textVersionsSchema(200)),
  instructions_i18n: z.optional(textVersionsSchema(5_000)),
  asmt_id: z.optional(z.nullable(bodyId)),
  measurement_type_id: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(100)))),
  /** Onboarding activities: another of the company's forms (409 once candidates have responded). */
  onboarding_form_id: z.optional(bodyId),
  /** Language tests: new languages or parts (409 once candidates have responded). */
  language_test: z.optional(LanguageTestInputSchema),
  /** Skills-test activities: another test (409 once candidates have responded). */
  skills_test_id: z.optional(bodyId),
  ...patchActivitySettingsFields,
  /** Video activities: the questions replaced (409 once candidates have responded). */
  video_questions: z.optional(z.array(VideoQuestionInputSchema).check(z.maxLength(20))),
});
export type PatchActivity = z.infer<typeof PatchActivityBody>;

export const patchActivity = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/job-step/activity/{jobStepActivityId}/',
  access: 'staff',
  summary:
    "Change an activity's title, instructions or its kind's settings (questionnaire, measurement type, onboarding form, language-test parts, skills test, typing, speed minimums, video questions); its kind stays",
  params: JobStepActivityIdParams,
  body: PatchActivityBody,
  response: PlanActivitySchema,
});

export const deleteActivity = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/job-step/activity/{jobStepActivityId}/',
  access: 'staff',
  summary: 'Delete an activity; 409 when candidates have responses to it',
  params: JobStepActivityIdParams,
  response: OkSchema,
});

export const reorderActivities = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/job-step/step/{jobStepId}/order/',
  access: 'staff',
  summary: 'Put the activities of a step in this order (every activity id of the step, once)',
  params: JobStepIdParams,
  body: z.object({ job_step_activity_ids: z.array(bodyId).check(z.maxLength(100)) }),
  response: PlanStepSchema,
});

export const setActivityQuestions = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/job-step/question/{jobStepActivityId}/',
  access: 'staff',
  summary:
    "The bank questions a question-set activity asks, in order (questions of the job's company or the shared library)",
  params: JobStepActivityIdParams,
  body: z.object({ account_question_ids: z.array(bodyId).check(z.maxLength(200)) }),
  response: PlanActivitySchema,
});

export const PlanOnboardingFormSchema = z.object({
  onboarding_form_id: z.number(),
  /** The form's name in en, es and fr. */
  name: z.object({ en: z.string(), es: z.optional(z.string()), fr: z.optional(z.string()) }),
});
export type PlanOnboardingForm = z.infer<typeof PlanOnboardingFormSchema>;
export const listPlanOnboardingForms = defineEndpoint({
  method: 'GET',
  path: '/job/v1/onboarding-forms/{accountId}/',
  access: 'company-staff',
  summary:
    "The company's onboarding forms (not archived) a plan's onboarding activity may give; staff of that company only",
  params: AccountIdParams,
  response: z.object({ forms: z.array(PlanOnboardingFormSchema), language_test_enabled: z.boolean() }),
});

export const AssessmentOptionSchema = z.object({
  asmt_id: z.number(),
  slug: z.string(),
  kind: z.string(),
  title: z.string(),
  estimated_minutes: z.number(),
});
export const listPlanAssessments = defineEndpoint({
  method: 'GET',
  path: '/job/v1/measurements/assessments/',
  access: 'staff',
  summary:
    "The questionnaires a plan can use, titles in the viewer's language; with account_id, only those the company has not turned off (staff of that company only)",
  query: z.object({ ...LanguageQuery.shape, account_id: z.optional(id) }),
  response: z.array(AssessmentOptionSchema),
});

export const PlanSkillsTestSchema = z.object({
  skills_test_id: z.number(),
  title: z.string(),
  /** 'company': written for this company; 'provider': the provider's library. */
  owner: z.enum(['company', 'provider']),
  sections: z.number(),
  /** The timed sections' minutes added up (before any accommodation). */
  timed_minutes: z.number(),
});
export type PlanSkillsTest = z.infer<typeof PlanSkillsTestSchema>;
export const listPlanSkillsTests = defineEndpoint({
  method: 'GET',
  path: '/job/v1/skills-tests/{accountId}/',
  access: 'company-staff',
  summary:
    "The skills tests a plan of this company can give: the company's own, then the provider's; titles in the asked language; staff of that company only",
  params: AccountIdParams,
  query: LanguageQuery,
  response: z.array(PlanSkillsTestSchema),
});
