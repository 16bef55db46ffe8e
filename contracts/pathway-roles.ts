/**
 * Pathway roles, staff side: the roles a pathway leads to (pathway_jobs) and
 * the attribute weights each role's fit is computed from (pathway_job_attributes). Staff who may
 * work on the pathway (server/modules/job/job-access.ts) list, add, edit, archive, restore and
 * delete them; anyone else 404. A role employees have answered about can be archived, not deleted
 * (D77).
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { id } from './smartreq-common.ts';
import { LanguageSchema } from './user.ts';

export const ROLE_TITLE_MAX = 120;
export const ROLE_DESCRIPTION_MAX = 2000;
export const ROLE_WEIGHT_MIN = 1;
export const ROLE_WEIGHT_MAX = 100;
export const ROLE_ATTRIBUTES_MAX = 30;

export const PathwayRoleWeightSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  /** 1-100: how much the attribute counts in the role's fit, relative to the role's other weights. */
  weight: z.number(),
});

export const StaffPathwayRoleSchema = z.object({
  pathway_job_id: z.number(),
  title: z.string(),
  description: z.string(),
  sort_order: z.number(),
  /** ISO 8601 when archived (left out of new questionnaires), else null. */
  archived_at: z.nullable(z.string()),
  /** Employees who answered "How interested are you in the role of ...?": a role with any can only be archived. */
  interest_answer_count: z.number(),
  attributes: z.array(PathwayRoleWeightSchema),
});
export type StaffPathwayRole = z.infer<typeof StaffPathwayRoleSchema>;

export const AttributeOptionSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  category: z.string(),
});
export type AttributeOption = z.infer<typeof AttributeOptionSchema>;

export const PathwayRolesSchema = z.object({
  job_id: z.number(),
  pathway_title: z.string(),
  /** Employees on the pathway with measured scores: a weight change moves the fit in their reports. */
  scored_employee_count: z.number(),
  roles: z.array(StaffPathwayRoleSchema),
  /** The attributes a role may weigh: the shared library and the company's own, in the asked language. */
  attribute_options: z.array(AttributeOptionSchema),
});
export type PathwayRoles = z.infer<typeof PathwayRolesSchema>;

export const SavePathwayRoleBody = z.object({
  title: z.string(),
  description: z.optional(z.string()),
  attributes: z.array(z.object({ attribute_type_id: z.number(), weight: z.number() })),
});
export type SavePathwayRole = z.infer<typeof SavePathwayRoleBody>;

const language = z.optional(LanguageSchema);

export const listPathwayRoles = defineEndpoint({
  method: 'GET',
  path: '/pathway/v1/jobs/{jobId}/',
  access: 'staff',
  summary:
    "A pathway's roles with their attribute weights (archived ones too) and the attributes a role may weigh; staff who may work on the pathway, else 404",
  params: z.object({ jobId: id }),
  query: z.object({ language }),
  response: PathwayRolesSchema,
});

export const createPathwayRole = defineEndpoint({
  method: 'POST',
  path: '/pathway/v1/jobs/{jobId}/',
  access: 'staff',
  summary: 'Add a role to a pathway: a title, an optional description and 1-30 attribute weights of 1-100',
  params: z.object({ jobId: id }),
  body: SavePathwayRoleBody,
  response: StaffPathwayRoleSchema,
});

export const updatePathwayRole = defineEndpoint({
  method: 'PUT',
  path: '/pathway/v1/jobs/{jobId}/{pathwayJobId}/',
  access: 'staff',
  summary: "Replace a role's title, description and weights; reports compute fit with the new weights from then on",
  params: z.object({ jobId: id, pathwayJobId: id }),
  body: SavePathwayRoleBody,
  response: StaffPathwayRoleSchema,
});

export const archivePathwayRole = defineEndpoint({
  method: 'PUT',
  path: '/pathway/v1/jobs/{jobId}/{pathwayJobId}/archive/',
  access: 'staff',
  summary:
    'Archive (archived true) or restore (false) a role: archived roles leave new questionnaires and stay in the reports of employees who answered about them',
  params: z.object({ jobId: id, pathwayJobId: id }),
  body: z.object({ archived: z.boolean() }),
  response: StaffPathwayRoleSchema,
});

export const deletePathwayRole = defineEndpoint({
  method: 'DELETE',
  path: '/pathway/v1/jobs/{jobId}/{pathwayJobId}/',
  access: 'staff',
  summary: 'Delete a role nobody has answered about; 409 (archive it instead) once an employee has',
  params: z.object({ jobId: id, pathwayJobId: id }),
  response: OkSchema,
});

export const pathwayRoleEndpoints = [
  listPathwayRoles,
  createPathwayRole,
  updatePathwayRole,
  archivePathwayRole,
  deletePathwayRole,
];
