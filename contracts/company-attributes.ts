/**
 * A company's attribute catalogue in company settings (/settings/attributes, decision D139): the
 * provider's attributes every company shares (read-only here) beside the company's own, which
 * its question bank questions measure and its plans and pathway roles weigh. A company attribute
 * has a name, a kind and a description in one language (kept as its English text, shown in every
 * language). One that questions, weights or scores use is archived, not deleted: archived, it
 * stays where it is used and is offered for nothing new.
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404 (their attributes are not there for anyone else); staff without the flag, and
 * candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema } from './user.ts';

/** The kinds a company gives its own attributes (career pathways readiness belongs to the pathways questionnaire). */
export const COMPANY_ATTRIBUTE_CATEGORIES = ['competencies', 'personality', 'interests', 'values', 'custom'] as const;
export type CompanyAttributeCategory = (typeof COMPANY_ATTRIBUTE_CATEGORIES)[number];
export const ATTRIBUTE_OWNERS = ['company', 'provider'] as const;
export const COMPANY_ATTRIBUTE_ORDERINGS = ['name', '-name', 'category', 'uses', '-uses'] as const;
export type CompanyAttributeOrdering = (typeof COMPANY_ATTRIBUTE_ORDERINGS)[number];

export const MAX_ATTRIBUTE_NAME = 100;
export const MAX_ATTRIBUTE_DESCRIPTION = 1000;

export const CatalogueAttributeSchema = z.object({
  attribute_type_id: z.number(),
  /** null for the provider's attributes. */
  account_id: z.nullable(z.number()),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  is_archived: z.boolean(),
  /** The company's questions (question bank and interview kits) that measure it. */
  questions: z.number(),
  /** Weights the company gives it: requisition and job profile groups, pathway roles, interview kit rubrics. */
  weights: z.number(),
  /** Scores measured on the company's applicants, employees and interviews. */
  scores: z.number(),
});
export type CatalogueAttribute = z.infer<typeof CatalogueAttributeSchema>;

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ListCompanyAttributesQuery = z.object({
  account_id: dbId,
  /** The provider's attributes' texts; the company's own are in the one language it wrote them in. */
  language: z.optional(z.catch(LanguageSchema, 'en')),
  owner: z.optional(z.enum(ATTRIBUTE_OWNERS)),
  category: z.optional(z.string().check(z.maxLength(40))),
  include_archived: z.optional(z.enum(['true', 'false'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(COMPANY_ATTRIBUTE_ORDERINGS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListCompanyAttributes = z.infer<typeof ListCompanyAttributesQuery>;

/** What the form sends; the server trims and judges it (attributeProblems). */
export const SaveCompanyAttributeBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  category: z.enum(COMPANY_ATTRIBUTE_CATEGORIES),
  description: z.string().check(z.maxLength(10_000)),
});
export type SaveCompanyAttribute = z.infer<typeof SaveCompanyAttributeBody>;

export type AttributeProblemCode = 'required' | 'too_long';
export interface AttributeProblem {
  prop: 'name' | 'description';
  code: AttributeProblemCode;
  message: string;
}

/** The same judgement in the browser (its own texts by code) and on the server. */
export function attributeProblems(body: SaveCompanyAttribute): {
  value: SaveCompanyAttribute;
  problems: AttributeProblem[];
} {
  const value = { name: body.name.trim(), category: body.category, description: body.description.trim() };
  const problems: AttributeProblem[] = [];
  if (!value.name) problems.push({ prop: 'name', code: 'required', message: 'Enter the attribute’s name.' });
  else if (value.name.length > MAX_ATTRIBUTE_NAME)
    problems.push({ prop: 'name', code: 'too_long', message: `Use at most ${MAX_ATTRIBUTE_NAME} characters.` });
  if (value.description.length > MAX_ATTRIBUTE_DESCRIPTION)
    problems.push({
      prop: 'description',
      code: 'too_long',
      message: `Use at most ${MAX_ATTRIBUTE_DESCRIPTION} characters.`,
    });
  return { value, problems };
}

export const CompanyAttributeParams = z.object({ id: dbId });

export const listCompanyAttributes = defineEndpoint({
  method: 'GET',
  path: '/account/v1/company-attributes/',
  access: 'company-settings',
  summary:
    "The provider's attributes and the company's own with how many of the company's questions, weights and scores use each; owner, kind, archived, search, ordering, paging",
  query: ListCompanyAttributesQuery,
  response: z.object({ results: z.array(CatalogueAttributeSchema), count: z.number() }),
});

export const createCompanyAttribute = defineEndpoint({
  method: 'POST',
  path: '/account/v1/company-attribute/',
  access: 'company-settings',
  summary: "Adds one of the company's own attributes; names are unique among the company's attributes, case ignored",
  body: z.object({
    ...SaveCompanyAttributeBody.shape,
    account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  }),
  response: CatalogueAttributeSchema,
});

export const updateCompanyAttribute = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/company-attribute/{id}/',
  access: 'company-settings',
  resource: { kind: 'company-attribute', param: 'id' },
  summary: "Changes a company attribute's name, kind and description (where it is used, the new name shows)",
  params: CompanyAttributeParams,
  body: SaveCompanyAttributeBody,
  response: CatalogueAttributeSchema,
});

export const archiveCompanyAttribute = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/company-attribute/{id}/archive/',
  access: 'company-settings',
  resource: { kind: 'company-attribute', param: 'id' },
  summary: 'Archives a company attribute (kept where used, offered for nothing new) or restores it',
  params: CompanyAttributeParams,
  body: z.object({ is_archived: z.boolean() }),
  response: CatalogueAttributeSchema,
});

export const deleteCompanyAttribute = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/company-attribute/{id}/',
  access: 'company-settings',
  resource: { kind: 'company-attribute', param: 'id' },
  summary:
    'Deletes a company attribute nothing uses; 409 when questions, weights or scores use it (archive it instead)',
  params: CompanyAttributeParams,
  response: z.object({ deleted: z.number() }),
});
