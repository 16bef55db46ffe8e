/**
 * The attributes library and a requisition's weighted attribute groups (seed 001 sections 3 and 9; 204 means no groups).
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { LanguageSchema } from './user.ts';
import { ScoringLevelSchema, SentLevelsSchema } from './scoring-templates.ts';
import {
  id,
  bodyId,
  weight,
  title,
  LanguageQuery,
  JobIdParams,
  JobAttributeGroupIdParams,
  JobAttributeGroupAttributeIdParams,
} from './smartreq-common.ts';

export const AttributeTypeSchema = z.object({
  attribute_type_id: z.number(),
  account_id: z.nullable(z.number()),
  asmt_id: z.nullable(z.number()),
  code: z.nullable(z.string()),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  sort_order: z.number(),
  /** Why it may never weigh in hiring (contracts/hiring-attributes.ts), null when it may. */
  hiring_exclusion: z.nullable(z.enum(['emotional_health', 'political'])),
});
export type AttributeType = z.infer<typeof AttributeTypeSchema>;

export const listAttributeTypes = defineEndpoint({
  method: 'GET',
  path: '/account/v1/attribute-types/',
  access: 'staff',
  summary: "The attributes library (shared and the company's own), texts in the given language, by category",
  query: z.object({
    language: z.optional(z.catch(LanguageSchema, 'en')),
    account_id: z.optional(id),
    category: z.optional(
      z.catch(z.optional(z.enum(['personality', 'interests', 'values', 'competencies', 'custom'])), undefined),
    ),
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
  /** Why it may never weigh in hiring (a group made before D198 may still list it; fit leaves it out). */
  hiring_exclusion: z.nullable(z.enum(['emotional_health', 'political'])),
  /** The requisition's anchored levels 1 to 5 for this attribute (D160), null when it has none. */
  levels: z.nullable(z.array(ScoringLevelSchema)),
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
  access: 'job-or-profile-team',
  summary: "The requisition's attribute groups and weights, sort orders from 1; 204 with no body when there are none",
  params: JobIdParams,
  query: LanguageQuery,
  response: z.array(AttributeGroupSchema),
});

export const createAttributeGroup = defineEndpoint({
  method: 'POST',
  path: '/job/v1/attribute-groups/{jobId}/',
  access: 'job-or-profile-team',
  summary: 'Add an attribute group (at the end), optionally with attributes',
  params: JobIdParams,
  body: z.object({
    name: title,
    weight: z.optional(weight),
    attributes: z.optional(
      z.array(z.object({ attribute_type_id: bodyId, weight: z.optional(weight) })).check(z.maxLength(100)),
    ),
  }),
  response: AttributeGroupSchema,
});

export const patchAttributeGroup = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/attribute-group/{jobAttributeGroupId}/',
  access: 'staff',
  summary: 'Rename a group or change its weight',
  params: JobAttributeGroupIdParams,
  body: z.object({ name: z.optional(title), weight: z.optional(weight) }),
  response: AttributeGroupSchema,
});

export const deleteAttributeGroup = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/attribute-group/{jobAttributeGroupId}/',
  access: 'staff',
  summary: 'Delete a group and its attributes',
  params: JobAttributeGroupIdParams,
  response: OkSchema,
});

export const addGroupAttribute = defineEndpoint({
  method: 'POST',
  path: '/job/v1/attribute-group-attribute/{jobAttributeGroupId}/',
  access: 'staff',
  summary: 'Add an attribute of the library to a group; 409 when the requisition already weighs it',
  params: JobAttributeGroupIdParams,
  body: z.object({ attribute_type_id: bodyId, weight: z.optional(weight) }),
  response: AttributeGroupSchema,
});

export const patchGroupAttribute = defineEndpoint({
  method: 'PATCH',
  path: '/job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  access: 'staff',
  summary: "An attribute's weight in its group",
  params: JobAttributeGroupAttributeIdParams,
  body: z.object({ weight }),
  response: AttributeGroupSchema,
});

export const deleteGroupAttribute = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  access: 'staff',
  summary: 'Remove an attribute from its group',
  params: JobAttributeGroupAttributeIdParams,
  response: OkSchema,
});

export const BulkWeightsBody = z.object({
  groups: z.optional(
    z
      .array(
        z.object({
          job_attribute_group_id: bodyId,
          weight,
          sort_order: z.optional(z.number().check(z.int(), z.positive(), z.lte(1000))),
        }),
      )
      .check(z.maxLength(100)),
  ),
  attributes: z.optional(
    z
      .array(
        z.object({
          job_attribute_group_attribute_id: bodyId,
          weight,
          sort_order: z.optional(z.number().check(z.int(), z.positive(), z.lte(1000))),
        }),
      )
      .check(z.maxLength(500)),
  ),
});
export type BulkWeights = z.infer<typeof BulkWeightsBody>;

export const putAttributeWeights = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/attribute-groups/{jobId}/weights/',
  access: 'job-or-profile-team',
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
  access: 'job-or-profile-team',
  summary: "Attributes the plan's questionnaires and questions measure, sort orders from 1",
  params: JobIdParams,
  query: LanguageQuery,
  response: z.array(RecommendedAttributeSchema),
});

export const applyScoringTemplateToJob = defineEndpoint({
  method: 'POST',
  path: '/job/v1/attribute-groups/{jobId}/scoring-template/',
  access: 'job-or-profile-team',
  summary:
    'Copies a scoring-criteria template into a new attribute group: each criterion becomes an attribute (matched by name, else made) with its anchored levels (D160)',
  params: JobIdParams,
  body: z.object({ scoring_template_id: bodyId }),
  response: z.object({
    group: AttributeGroupSchema,
    /** Criteria for which the company's attribute library got a new attribute. */
    created_attributes: z.array(z.string()),
    /** Criteria whose attribute the requisition already weighed: left as they were. */
    already_weighed: z.array(z.string()),
  }),
});

export const putGroupAttributeLevels = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/levels/',
  access: 'staff',
  summary: "An attribute's anchored levels on the requisition: five labels and descriptions, or null to drop them",
  params: JobAttributeGroupAttributeIdParams,
  body: z.object({ levels: z.nullable(SentLevelsSchema) }),
  response: AttributeGroupSchema,
});
