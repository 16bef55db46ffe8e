/**
 * Requisitions (smartreqs) for company staff (seed 001 sections 2 to 7 and 9): the list and the
 * builder, the setup details, the screening plan (steps holding activities), the hiring team, the
 * attributes library and a requisition's weighted attribute groups, and the Activity history.
 * Paths follow the job (/job/v1/) and requisition (/smartreq/v1/) families of seed 002 section 7.
 *
 * This file holds the requisitions themselves (list, builder, details, Activity history) and
 * re-exports the plan, team, attributes and shared parts, which live in contracts/smartreq-*.ts.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { JOB_EVENT_KINDS } from './job-events.ts';
import { JOB_TYPE } from './progress.ts';
import { id, bodyId, title, shortText, pageQuery, paged, AccountIdParams, JobIdParams } from './smartreq-common.ts';
import {
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
  listPlanSkillsTests,
} from './smartreq-plan.ts';
import { listTeam, addTeamMember, removeTeamMember, patchTeamMember, listAssignableUsers } from './smartreq-team.ts';
import {
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
  applyScoringTemplateToJob,
  putGroupAttributeLevels,
} from './smartreq-attributes.ts';

export {
  paged,
  AccountIdParams,
  JobIdParams,
  JobStepIdParams,
  JobStepActivityIdParams,
  JobTeamIdParams,
  JobAttributeGroupIdParams,
  JobAttributeGroupAttributeIdParams,
  USAGE_TYPE,
  HIDDEN_MEASUREMENT_TYPE,
  QUESTION_MEASUREMENT_TYPES,
  ASSESSMENT_MEASUREMENT_TYPES,
  PLAN_ACTIVITY_TYPES,
  PLAN_EDITOR_KINDS,
  isPlanEditorKind,
  type PlanEditorKind,
  PlanActivityTypeSchema,
  type PlanActivityType,
  measurementTypeFor,
} from './smartreq-common.ts';
export * from './smartreq-plan.ts';
export * from './smartreq-team.ts';
export * from './smartreq-attributes.ts';

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
  access: 'company-staff',
  summary:
    "The company's requisitions the caller may see, newest first, with applicant counts (smartreq_access=0 limits to the caller's teams)",
  params: AccountIdParams,
  query: ListRequisitionsQuery,
  response: paged(RequisitionListItemSchema),
});

export const RequisitionNameSchema = z.object({ job_id: z.number(), title: z.string() });
export const listRequisitionNames = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/names/{accountId}/',
  access: 'company-staff',
  summary: 'Id and title of every requisition of the company the caller may work on (for "move to requisition")',
  params: AccountIdParams,
  response: z.array(RequisitionNameSchema),
});

/** What the builder makes: a requisition (a draft until its complete step) or a pathway, which opens in the pathway setup. */
export const BUILDER_JOB_TYPES = [JOB_TYPE.requisition, JOB_TYPE.pathway] as const;
export type BuilderJobType = (typeof BUILDER_JOB_TYPES)[number];

export const CreateRequisitionBody = z.object({
  title,
  /** The company; defaults to the caller's first company. */
  account_id: z.optional(bodyId),
  /** 2 (the default) a requisition; 4 a pathway, made as "New pathway" makes one (all_pathways_access). */
  job_type_id: z.optional(z.literal(BUILDER_JOB_TYPES)),
});
export const createRequisition = defineEndpoint({
  method: 'POST',
  path: '/job/v1/builder/',
  access: 'company-staff',
  summary:
    "The builder's job-title step: creates a draft requisition (job_type_id 2), or a pathway (job_type_id 4, all_pathways_access), and returns its job_id",
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
  access: 'job-team',
  summary: "A requisition's setup details and public link",
  params: JobIdParams,
  response: RequisitionDetailSchema,
});

export const patchRequisitionDetail = defineEndpoint({
  method: 'PATCH',
  path: '/smartreq/v1/detail/{jobId}/',
  access: 'job-team',
  summary: 'Change setup details (the description is cleaned of raw HTML and unsafe links)',
  params: JobIdParams,
  body: PatchRequisitionBody,
  response: RequisitionDetailSchema,
});

export const completeRequisition = defineEndpoint({
  method: 'POST',
  path: '/job/v1/builder/{jobId}/complete/',
  access: 'job-team',
  summary:
    "The builder's complete step: the draft becomes an open requisition (needs at least one activity in its plan; with no weighted attribute, 409 no_weighted_attributes unless confirm_no_weights)",
  params: JobIdParams,
  body: z.optional(
    z.object({
      /** Publish although no attribute is weighted (candidates then get no fit score), a deliberate choice. */
      confirm_no_weights: z.optional(z.boolean()),
    }),
  ),
  response: RequisitionDetailSchema,
});

export const duplicateRequisition = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-duplicate/{jobId}/',
  access: 'job-team',
  summary: 'Copy a requisition with its plan, questions, attribute weights and team; the copy is a draft',
  params: JobIdParams,
  body: z.object({ title: z.optional(title) }),
  response: z.object({ new_job_id: z.number() }),
});

export const deleteRequisition = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/job-delete/{jobId}/',
  access: 'job-team',
  summary: "Delete a requisition (kept for its candidates' history, hidden everywhere)",
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
  access: 'job-or-profile-team',
  summary: "The requisition's history, newest first, with the actors' names",
  params: JobIdParams,
  query: z.object(pageQuery),
  response: paged(JobEventSchema),
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
  listPlanSkillsTests,
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
  applyScoringTemplateToJob,
  putGroupAttributeLevels,
];
