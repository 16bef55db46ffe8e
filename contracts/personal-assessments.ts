/**
 * A company's personal assessments (/settings/measurement/personal-assessments, decision D154):
 * which of the provider's questionnaires (personality, interests, values, competencies, career
 * pathways) its plans may give. Every questionnaire is on until the company turns it off; the plan
 * editor then offers only those on for a new activity, and refuses the others. Activities that
 * already give a questionnaire keep giving it after it is turned off.
 *
 * Who: staff with company_settings_access and provider admins. Staff of another company get 404;
 * staff of the company without the right, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';

export const PERSONAL_ASSESSMENT_ORDERINGS = [
  'title',
  '-title',
  'estimated_minutes',
  '-estimated_minutes',
  'in_use',
  '-in_use',
] as const;
export type PersonalAssessmentOrdering = (typeof PERSONAL_ASSESSMENT_ORDERINGS)[number];

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const PersonalAssessmentSchema = z.object({
  asmt_id: z.number(),
  slug: z.string(),
  kind: z.enum(['personality', 'interests', 'values', 'competencies', 'career_pathways']),
  /** In the asked language, English where missing. */
  title: z.string(),
  estimated_minutes: z.number(),
  /** False: the company turned it off, so its plans cannot add it. */
  is_enabled: z.boolean(),
  /** How many activities in the company's requisitions and pathways give it. */
  in_use: z.number(),
});
export type PersonalAssessment = z.infer<typeof PersonalAssessmentSchema>;

export const ListPersonalAssessmentsQuery = z.object({
  account_id: dbId,
  language: z.optional(z.enum(LANGUAGES)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(PERSONAL_ASSESSMENT_ORDERINGS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListPersonalAssessments = z.infer<typeof ListPersonalAssessmentsQuery>;

export const listPersonalAssessments = defineEndpoint({
  method: 'GET',
  path: '/account/v1/measurements/assessments/',
  access: 'company-settings',
  summary:
    "The provider's questionnaires, each on or off for the company and how many of its activities give it; search by title, ordering, paging",
  query: ListPersonalAssessmentsQuery,
  response: z.object({ results: z.array(PersonalAssessmentSchema), count: z.number() }),
});

export const togglePersonalAssessment = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/measurements/assessment/{id}/toggle/',
  access: 'company-settings',
  summary: "Turns a questionnaire on or off for the company's plans; activities that give it already keep it",
  params: z.object({ id: dbId }),
  body: z.object({ account_id: bodyId, is_enabled: z.boolean(), language: z.optional(z.enum(LANGUAGES)) }),
  response: PersonalAssessmentSchema,
});
