/**
 * Requisitions (smartreqs) for company staff (seed 001 sections 2 to 7 and 9): the list and the
 * builder, the setup details, the screening plan (steps holding activities), the hiring team, the
 * attributes library and a requisition's weighted attribute groups, and the Activity history.
 * Paths follow the job (/job/v1/) and requisition (/smartreq/v1/) families of seed 002 section 7.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { JOB_EVENT_KINDS } from './job-events.ts';
import { LanguageSchema } from './user.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const weight = z.number().check(z.int(), z.gte(0), z.lte(100));
const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const shortText = z.nullable(z.string().check(z.trim(), z.maxLength(100)));
const pageQuery = {
  page: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(100_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(100))),
};

/** A paged list inside the envelope: `{ data: { data, count, page, page_size } }`. */
export function paged<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), count: z.number(), page: z.number(), page_size: z.number() });
}

export const AccountIdParams = z.object({ accountId: id });
export const JobIdParams = z.object({ jobId: id });
export const JobStepIdParams = z.object({ jobStepId: id });
export const JobStepActivityIdParams = z.object({ jobStepActivityId: id });
export const JobTeamIdParams = z.object({ jobTeamId: id });
export const JobAttributeGroupIdParams = z.object({ jobAttributeGroupId: id });
export const JobAttributeGroupAttributeIdParams = z.object({ jobAttributeGroupAttributeId: id });
const LanguageQuery = z.object({ language: z.optional(z.catch(LanguageSchema, 'en')) });

// ---------------------------------------------------------------------------------------------
// Business constants (seed 001 section 9)

export const USAGE_TYPE = { attributes: 1, outcomes: 3 } as const;
/** Measurement type 6 is never shown in a plan view; steps holding one are dropped there. */
export const HIDDEN_MEASUREMENT_TYPE = 6;
export const QUESTION_MEASUREMENT_TYPES = [5, 2] as const;
export const ASSESSMENT_MEASUREMENT_TYPES = [7, 1] as const;

export const PLAN_ACTIVITY_TYPES = ['assessment', 'questions', 'typing_test', 'skills_test', 'form', 'video', 'interview', 'offer', 'onboarding', 'language_test'] as const;
export const PlanActivityTypeSchema = z.enum(PLAN_ACTIVITY_TYPES);
export type PlanActivityType = z.infer<typeof PlanActivityTypeSchema>;

/**
 * The measurement type an activity gets (seed 001 section 9): question sets take 5 (the
 * default) or 2, and also the hidden 6; questionnaires take 1 (the default) or 7; other kinds
 * have none. Undefined means the given value does not fit the kind.
 */
export function measurementTypeFor(kind: string, given: number | null | undefined): number | null | undefined {
  if (kind === 'questions') {
    if (given === null || given === undefined) return QUESTION_MEASUREMENT_TYPES[0];
    return ([...QUESTION_MEASUREMENT_TYPES, HIDDEN_MEASUREMENT_TYPE] as number[]).includes(given) ? given : undefined;
  }
  if (kind === 'assessment') {
    if (given === null || given === undefined) return 1;
    return (ASSESSMENT_MEASUREMENT_TYPES as readonly number[]).includes(given) ? given : undefined;
  }
  return given === null || given === undefined ? null : undefined;
}

// ---------------------------------------------------------------------------------------------
// Requisitions

export const REQUISITION_STATUSES = ['draft', 'open', 'closed'] as const;
export const RequisitionStatusSchema = z.enum(REQUISITION_STATUSES);
export type RequisitionStatus = z.infer<typeof RequisitionStatusSchema>;

export const RequisitionListItemSchema = z.object({
  job_id: z.number(),
  uuid: z.string(),
  title: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  status: RequisitionStatusSchema,
  applicant_count: z.number(),
  new_applicant_count: z.number(),
  /** ISO timestamp. */
  created_at: z.string(),
});
export type RequisitionListItem = z.infer<typeof RequisitionListItemSchema>;

export const ListRequisitionsQuery = z.object({
  /** 1: every requisition the user may work on; 0: only those whose team they are on (seed 001 section 6). */
  smartreq_access: z.optional(z.catch(z.enum(['0', '1']), '0')),
  /** The list is always the caller's (seed 001 section 6); another user's id is refused. */
  user_id: z.optional(id),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.catch(z.optional(RequisitionStatusSchema), undefined)),
  ...pageQuery,
});

export const listRequisitions = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/list/{accountId}/',
  auth: 2,
  summary: "The company's requisitions the caller may see, newest first, with applicant counts (smartreq_access=0 limits to the caller's teams)",
  params: AccountIdParams,
  query: ListRequisitionsQuery,
  response: paged(RequisitionListItemSchema),
});

export const RequisitionNameSchema = z.object({ job_id: z.number(), title: z.string() });
export const listRequisitionNames = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/names/{accountId}/',
  auth: 2,
  summary: 'Id and title of every requisition of the company the caller may work on (for "move to requisition")',
  params: AccountIdParams,
  response: z.array(RequisitionNameSchema),
});

export const CreateRequisitionBody = z.object({
  title,
  /** The company; defaults to the caller's first company. */
  account_id: z.optional(bodyId),
});
export const createRequisition = defineEndpoint({
  method: 'POST',
  path: '/job/v1/builder/',
  auth: 2,
  summary: 'The builder\'s job-title step: creates a draft requisition (job_type_id 2) and returns its job_id',
  body: CreateRequisitionBody,
  response: z.object({ job_id: z.number(), uuid: z.string() }),
});

export const RequisitionDetailSchema = z.object({
  job_id: z.number(),
  uuid: z.string(),
  account_id: z.number(),
  title: z.string(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  /** Markdown, cleaned by sanitiseMarkdown. */
  description: z.string(),
  is_resume_required: z.boolean(),
  is_linkedin_required: z.boolean(),
  is_accepting_applications: z.boolean(),
  retake_interval_days: z.number(),
  invite_message: z.nullable(z.string()),
  is_draft: z.boolean(),
  is_use_pred_models: z.boolean(),
  status: RequisitionStatusSchema,
  /** The candidates' link: /login/applicant/{uuid}. */
  public_link: z.string(),
  applicant_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RequisitionDetail = z.infer<typeof RequisitionDetailSchema>;

export const PatchRequisitionBody = z.object({
  title: z.optional(title),
  city: z.optional(shortText),
  state: z.optional(shortText),
  description: z.optional(z.string().check(z.maxLength(20_000))),
  is_resume_required: z.optional(z.boolean()),
  is_linkedin_required: z.optional(z.boolean()),
  is_accepting_applications: z.optional(z.boolean()),
  retake_interval_days: z.optional(z.number().check(z.int(), z.gte(0), z.lte(3650))),
  invite_message: z.optional(z.nullable(z.string().check(z.maxLength(5_000)))),
});
export type PatchRequisition = z.infer<typeof PatchRequisitionBody>;

export const getRequisitionDetail = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/detail/{jobId}/',
  auth: 2,
  summary: 'A requisition\'s setup details and public link',
  params: JobIdParams,
  response: RequisitionDetailSchema,
});

export const patchRequisitionDetail = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/detail/{jobId}/',
  auth: 2,
  summary: 'Change setup details (the description is cleaned of raw HTML and unsafe links)',
  params: JobIdParams,
  body: PatchRequisitionBody,
  response: RequisitionDetailSchema,
});

export const completeRequisition = defineEndpoint({
  method: 'POST',
  path: '/job/v1/builder/{jobId}/complete/',
  auth: 2,
  summary: 'The builder\'s complete step: the draft becomes an open requisition (needs at least one activity in its plan)',
  params: JobIdParams,
  response: RequisitionDetailSchema,
});

export const duplicateRequisition = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-duplicate/{jobId}/',
  auth: 2,
  summary: 'Copy a requisition with its plan, questions, attribute weights and team; the copy is a draft',
  params: JobIdParams,
  body: z.object({ title: z.optional(title) }),
  response: z.object({ new_job_id: z.number() }),
});

export const deleteRequisition = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/job-delete/{jobId}/',
  auth: 2,
  summary: 'Delete a requisition (kept for its candidates\' history, hidden everywhere)',
  params: JobIdParams,
  response: OkSchema,
});

export const JobEventSchema = z.object({
  event_id: z.number(),
  kind: z.enum(JOB_EVENT_KINDS),
  ref_id: z.nullable(z.string()),
  actor_user_id: z.nullable(z.number()),
  actor_name: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type JobEvent = z.infer<typeof JobEventSchema>;

export const listRequisitionActivity = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/activity/{jobId}/',
  auth: 2,
  summary: "The requisition's history, newest first, with the actors' names",
  params: JobIdParams,
  query: z.object(pageQuery),
  response: paged(JobEventSchema),
});

// ---------------------------------------------------------------------------------------------
// Screening plan

export const PlanActivitySchema = z.object({
  job_step_activity_id: z.number(),
  job_step_id: z.number(),
  activity_type: z.string(),
  title: z.string(),
  instructions: z.string(),
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
  language_test: z.nullable(z.object({ language: z.string(), instruction_language: z.string(), parts: z.array(z.string()) })),
});
export type PlanActivity = z.infer<typeof PlanActivitySchema>;

export const PlanStepSchema = z.object({
  job_step_id: z.number(),
  job_id: z.number(),
  name: z.string(),
  sort_order: z.number(),
  usage_type_id: z.number(),
  activities: z.array(PlanActivitySchema),
});
export type PlanStep = z.infer<typeof PlanStepSchema>;

export const PlanSchema = z.object({ job_id: z.number(), steps: z.array(PlanStepSchema) });
export type Plan = z.infer<typeof PlanSchema>;

/** The plan view (seed 001 section 4): steps holding an activity of measurement type 6 are dropped. */
export function visiblePlanSteps<S extends { activities: { measurement_type_id: number | null }[] }>(steps: readonly S[]): S[] {
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
});
export type ActivityInput = z.infer<typeof ActivityInputSchema>;

export const getPlan = defineEndpoint({
  method: 'GET',
  path: '/job/v1/job-step/{jobId}/',
  auth: 2,
  summary: 'The screening plan: steps with their activities, both in order',
  params: JobIdParams,
  response: PlanSchema,
});

export const createStep = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-step/{jobId}/',
  auth: 2,
  summary: 'Add a step at the end of the plan (usage type 1), optionally with its first activities',
  params: JobIdParams,
  body: z.object({ name: title, activities: z.optional(z.array(ActivityInputSchema).check(z.maxLength(20))) }),
  response: PlanStepSchema,
});

export const patchStep = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/job-step/step/{jobStepId}/',
  auth: 2,
  summary: 'Rename a step',
  params: JobStepIdParams,
  body: z.object({ name: title }),
  response: PlanStepSchema,
});

export const deleteStep = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/job-step/step/{jobStepId}/',
  auth: 2,
  summary: 'Delete a step and its activities; 409 when candidates have responses to one of them',
  params: JobStepIdParams,
  response: OkSchema,
});

export const reorderSteps = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/job-step/{jobId}/order/',
  auth: 2,
  summary: 'Put the steps in this order (every step id of the plan, once)',
  params: JobIdParams,
  body: z.object({ job_step_ids: z.array(bodyId).check(z.maxLength(100)) }),
  response: PlanSchema,
});

export const createActivity = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-step/step/{jobStepId}/activity/',
  auth: 2,
  summary: 'Add an activity at the end of a step',
  params: JobStepIdParams,
  body: ActivityInputSchema,
  response: PlanActivitySchema,
});

export const PatchActivityBody = z.object({
  title: z.optional(title),
  instructions: z.optional(instructions),
  asmt_id: z.optional(z.nullable(bodyId)),
  measurement_type_id: z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.lte(100)))),
  /** Onboarding activities: another of the company's forms (409 once candidates have responded). */
  onboarding_form_id: z.optional(bodyId),
  /** Language tests: new languages or parts (409 once candidates have responded). */
  language_test: z.optional(LanguageTestInputSchema),
});
export type PatchActivity = z.infer<typeof PatchActivityBody>;

export const patchActivity = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/job-step/activity/{jobStepActivityId}/',
  auth: 2,
  summary: 'Change an activity\'s title, instructions, questionnaire, measurement type, onboarding form or language-test parts (its kind stays)',
  params: JobStepActivityIdParams,
  body: PatchActivityBody,
  response: PlanActivitySchema,
});

export const deleteActivity = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/job-step/activity/{jobStepActivityId}/',
  auth: 2,
  summary: 'Delete an activity; 409 when candidates have responses to it',
  params: JobStepActivityIdParams,
  response: OkSchema,
});

export const reorderActivities = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/job-step/step/{jobStepId}/order/',
  auth: 2,
  summary: 'Put the activities of a step in this order (every activity id of the step, once)',
  params: JobStepIdParams,
  body: z.object({ job_step_activity_ids: z.array(bodyId).check(z.maxLength(100)) }),
  response: PlanStepSchema,
});

export const setActivityQuestions = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/job-step/question/{jobStepActivityId}/',
  auth: 2,
  summary: 'The bank questions a question-set activity asks, in order (questions of the job\'s company or the shared library)',
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
  auth: 2,
  summary: "The company's onboarding forms (not archived) a plan's onboarding activity may give; staff of that company only",
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
  auth: 2,
  summary: 'The questionnaires a plan can use, titles in the viewer\'s language',
  query: LanguageQuery,
  response: z.array(AssessmentOptionSchema),
});

// ---------------------------------------------------------------------------------------------
// Team

export const TeamMemberSchema = z.object({
  job_team_id: z.number(),
  job_id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  notify_new_applicants: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const listTeam = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/hiring-team/{jobId}/',
  auth: 2,
  summary: "The requisition's hiring team",
  params: JobIdParams,
  response: z.array(TeamMemberSchema),
});

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const AddTeamMemberBody = z.object({
  job_id: bodyId,
  user_id: bodyId,
  /** Names are updated only when first_name, last_name and user_id are all given (seed 001 section 5). */
  first_name: z.optional(personName),
  last_name: z.optional(personName),
});
export type AddTeamMember = z.infer<typeof AddTeamMemberBody>;

/** Seed 001 section 5: a member's names change only when both names and the user id are present. */
export function shouldUpdateMemberName(body: { user_id?: number | null; first_name?: string | null; last_name?: string | null }): boolean {
  return Boolean(body.user_id && body.first_name && body.last_name);
}

export const addTeamMember = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/hiring-team/',
  auth: 2,
  summary: 'Add a staff member of the same company to the hiring team',
  body: AddTeamMemberBody,
  response: TeamMemberSchema,
});

export const removeTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/smartreq/v1/hiring-team/member/{jobTeamId}/',
  auth: 2,
  summary: 'Remove a member from the hiring team',
  params: JobTeamIdParams,
  response: OkSchema,
});

export const patchTeamMember = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/hiring-team/member/{jobTeamId}/',
  auth: 2,
  summary: "A member's notification setting",
  params: JobTeamIdParams,
  body: z.object({ notify_new_applicants: z.boolean() }),
  response: TeamMemberSchema,
});

export const AssignableUserSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_team_member: z.boolean(),
});
export const listAssignableUsers = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/assignable-users/{jobId}/',
  auth: 2,
  summary: "Staff of the requisition's company, for the team picker",
  params: JobIdParams,
  response: z.array(AssignableUserSchema),
});

// ---------------------------------------------------------------------------------------------
// Attributes

export const AttributeTypeSchema = z.object({
  attribute_type_id: z.number(),
  account_id: z.nullable(z.number()),
  asmt_id: z.nullable(z.number()),
  code: z.nullable(z.string()),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  sort_order: z.number(),
});
export type AttributeType = z.infer<typeof AttributeTypeSchema>;

export const listAttributeTypes = defineEndpoint({
  method: 'GET',
  path: '/account/v1/attribute-types/',
  auth: 2,
  summary: "The attributes library (shared and the company's own), texts in the given language, by category",
  query: z.object({
    language: z.optional(z.catch(LanguageSchema, 'en')),
    account_id: z.optional(id),
    category: z.optional(z.catch(z.optional(z.enum(['personality', 'interests', 'values', 'competencies', 'custom'])), undefined)),
  }),
  response: z.array(AttributeTypeSchema),
});

export const GroupAttributeSchema = z.object({
  job_attribute_group_attribute_id: z.number(),
  attribute_type_id: z.number(),
  name: z.string(),
  category: z.string(),
  weight: z.number(),
  sort_order: z.number(),
});
export const AttributeGroupSchema = z.object({
  job_attribute_group_id: z.number(),
  name: z.string(),
  weight: z.number(),
  sort_order: z.number(),
  attributes: z.array(GroupAttributeSchema),
});
export type AttributeGroup = z.infer<typeof AttributeGroupSchema>;

export const listAttributeGroups = defineEndpoint({
  method: 'GET',
  path: '/job/v1/attribute-groups/{jobId}/',
  auth: 2,
  summary: "The requisition's attribute groups and weights, sort orders from 1; 204 with no body when there are none",
  params: JobIdParams,
  query: LanguageQuery,
  response: z.array(AttributeGroupSchema),
});

export const createAttributeGroup = defineEndpoint({
  method: 'POST',
  path: '/job/v1/attribute-groups/{jobId}/',
  auth: 2,
  summary: 'Add an attribute group (at the end), optionally with attributes',
  params: JobIdParams,
  body: z.object({
    name: title,
    weight: z.optional(weight),
    attributes: z.optional(z.array(z.object({ attribute_type_id: bodyId, weight: z.optional(weight) })).check(z.maxLength(100))),
  }),
  response: AttributeGroupSchema,
});

export const patchAttributeGroup = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/attribute-group/{jobAttributeGroupId}/',
  auth: 2,
  summary: "Rename a group or change its weight",
  params: JobAttributeGroupIdParams,
  body: z.object({ name: z.optional(title), weight: z.optional(weight) }),
  response: AttributeGroupSchema,
});

export const deleteAttributeGroup = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/attribute-group/{jobAttributeGroupId}/',
  auth: 2,
  summary: 'Delete a group and its attributes',
  params: JobAttributeGroupIdParams,
  response: OkSchema,
});

export const addGroupAttribute = defineEndpoint({
  method: 'POST',
  path: '/job/v1/attribute-group-attribute/{jobAttributeGroupId}/',
  auth: 2,
  summary: 'Add an attribute of the library to a group; 409 when the requisition already weighs it',
  params: JobAttributeGroupIdParams,
  body: z.object({ attribute_type_id: bodyId, weight: z.optional(weight) }),
  response: AttributeGroupSchema,
});

export const patchGroupAttribute = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  auth: 2,
  summary: "An attribute's weight in its group",
  params: JobAttributeGroupAttributeIdParams,
  body: z.object({ weight }),
  response: AttributeGroupSchema,
});

export const deleteGroupAttribute = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  auth: 2,
  summary: 'Remove an attribute from its group',
  params: JobAttributeGroupAttributeIdParams,
  response: OkSchema,
});

export const BulkWeightsBody = z.object({
  groups: z.optional(z.array(z.object({ job_attribute_group_id: bodyId, weight, sort_order: z.optional(z.number().check(z.int(), z.positive(), z.lte(1000))) })).check(z.maxLength(100))),
  attributes: z.optional(
    z.array(z.object({ job_attribute_group_attribute_id: bodyId, weight, sort_order: z.optional(z.number().check(z.int(), z.positive(), z.lte(1000))) })).check(z.maxLength(500)),
  ),
});
export type BulkWeights = z.infer<typeof BulkWeightsBody>;

export const putAttributeWeights = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/attribute-groups/{jobId}/weights/',
  auth: 2,
  summary: 'Set many weights and sort orders at once (every id must belong to the requisition)',
  params: JobIdParams,
  body: BulkWeightsBody,
  response: z.array(AttributeGroupSchema),
});

export const RecommendedAttributeSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  category: z.string(),
  sort_order: z.number(),
  /** Already in one of the requisition's groups. */
  is_added: z.boolean(),
});
export const listRecommendedAttributes = defineEndpoint({
  method: 'GET',
  path: '/job/v1/attribute-groups/{jobId}/recommended/',
  auth: 2,
  summary: "Attributes the plan's questionnaires and questions measure, sort orders from 1",
  params: JobIdParams,
  query: LanguageQuery,
  response: z.array(RecommendedAttributeSchema),
});

export const smartreqEndpoints = [
  listRequisitions,
  listRequisitionNames,
  createRequisition,
  getRequisitionDetail,
  patchRequisitionDetail,
  completeRequisition,
  duplicateRequisition,
  deleteRequisition,
  listRequisitionActivity,
  getPlan,
  createStep,
  patchStep,
  deleteStep,
  reorderSteps,
  createActivity,
  patchActivity,
  deleteActivity,
  reorderActivities,
  setActivityQuestions,
  listPlanAssessments,
  listPlanOnboardingForms,
  listTeam,
  addTeamMember,
  removeTeamMember,
  patchTeamMember,
  listAssignableUsers,
  listAttributeTypes,
  listAttributeGroups,
  createAttributeGroup,
  patchAttributeGroup,
  deleteAttributeGroup,
  addGroupAttribute,
  patchGroupAttribute,
  deleteGroupAttribute,
  putAttributeWeights,
  listRecommendedAttributes,
];
