/**
 * A company's own settings (seed 001 section 2, company settings; seed 002 7.2 account family):
 * company details (name, logo, locations, time zone, default language, career-page basics) and
 * the company's applicant sources (create-source, toggle-source, source/{id}).
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404; staff of the company without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AccountIdParams } from './account.ts';
import { LANGUAGES } from './languages.ts';

export const MAX_COMPANY_NAME = 200;
export const MAX_LOCATIONS = 50;
export const MAX_LOCATION = 120;
export const MAX_HEADLINE = 120;
export const MAX_INTRO = 2000;
export const MAX_LOGO_URL = 500;
export const MAX_SOURCE_NAME = 100;

export const CompanyDetailsSchema = z.object({
  account_id: z.number(),
  name: z.string(),
  logo_url: z.nullable(z.string()),
  time_zone: z.string(),
  default_language: z.enum(LANGUAGES),
  locations: z.array(z.string()),
  career_page_headline: z.string(),
  career_page_intro: z.string(),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

/** What the form sends; the server trims and judges it whole (companyDetailsProblems). */
export const SaveCompanyDetailsBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  logo_url: z.nullable(z.string().check(z.maxLength(2000))),
  time_zone: z.string().check(z.maxLength(100)),
  default_language: z.enum(LANGUAGES),
  locations: z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(200)),
  career_page_headline: z.string().check(z.maxLength(1000)),
  career_page_intro: z.string().check(z.maxLength(10_000)),
});
export type SaveCompanyDetails = z.infer<typeof SaveCompanyDetailsBody>;

export type CompanyDetailsField =
  'name' | 'logo_url' | 'time_zone' | 'locations' | 'career_page_headline' | 'career_page_intro';
export type DetailsProblemCode = 'required' | 'too_long' | 'bad_url' | 'bad_time_zone' | 'too_many' | 'duplicate';
export interface DetailsProblem {
  prop: CompanyDetailsField;
  code: DetailsProblemCode;
  message: string;
}

export function isTimeZone(value: string): boolean {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The same judgement in the browser (its own translated texts by code) and on the server. */
export function companyDetailsProblems(body: SaveCompanyDetails): {
  value: SaveCompanyDetails;
  problems: DetailsProblem[];
} {
  const logo = body.logo_url?.trim() ?? '';
  const value: SaveCompanyDetails = {
    name: body.name.trim(),
    logo_url: logo === '' ? null : logo,
    time_zone: body.time_zone.trim(),
    default_language: body.default_language,
    locations: body.locations.map((l) => l.trim()).filter((l) => l !== ''),
    career_page_headline: body.career_page_headline.trim(),
    career_page_intro: body.career_page_intro.trim(),
  };
  const problems: DetailsProblem[] = [];
  const add = (prop: CompanyDetailsField, code: DetailsProblemCode, message: string) =>
    problems.push({ prop, code, message });
  if (!value.name) add('name', 'required', "Enter the company's name.");
  else if (value.name.length > MAX_COMPANY_NAME) add('name', 'too_long', `Use at most ${MAX_COMPANY_NAME} characters.`);
  if (value.logo_url !== null) {
    if (value.logo_url.length > MAX_LOGO_URL) add('logo_url', 'too_long', `Use at most ${MAX_LOGO_URL} characters.`);
    else if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(value.logo_url))
      add('logo_url', 'bad_url', 'Enter an address that starts with https://.');
  }
  if (!isTimeZone(value.time_zone)) add('time_zone', 'bad_time_zone', 'Choose a time zone from the list.');
  if (value.locations.length > MAX_LOCATIONS) add('locations', 'too_many', `List at most ${MAX_LOCATIONS} locations.`);
  else if (value.locations.some((l) => l.length > MAX_LOCATION))
    add('locations', 'too_long', `Keep each location to ${MAX_LOCATION} characters.`);
  else if (new Set(value.locations.map((l) => l.toLowerCase())).size !== value.locations.length)
    add('locations', 'duplicate', 'Each location once, please.');
  if (value.career_page_headline.length > MAX_HEADLINE)
    add('career_page_headline', 'too_long', `Use at most ${MAX_HEADLINE} characters.`);
  if (value.career_page_intro.length > MAX_INTRO)
    add('career_page_intro', 'too_long', `Use at most ${MAX_INTRO} characters.`);
  return { value, problems };
}

export const getCompanyDetails = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/info/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's details as its settings edit them",
  params: AccountIdParams,
  response: CompanyDetailsSchema,
});

export const saveCompanyDetails = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/info/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "Saves the company's details; judged whole, nothing is saved when a field is wrong",
  params: AccountIdParams,
  body: SaveCompanyDetailsBody,
  response: CompanyDetailsSchema,
});

/** Where a company's applicants come from; the choices are ours (the spec does not show them). */
export const SOURCE_TYPES = [
  'job_board',
  'career_page',
  'referral',
  'agency',
  'social_media',
  'event',
  'other',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const SOURCE_ORDERINGS = [
  'name',
  '-name',
  'created_at',
  '-created_at',
  'applications',
  '-applications',
] as const;
export type SourceOrdering = (typeof SOURCE_ORDERINGS)[number];

export const SourceSchema = z.object({
  source_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  source_type: z.enum(SOURCE_TYPES),
  is_active: z.boolean(),
  created_at: z.string(),
  /** Applications that came from this source. */
  applications: z.number(),
});
export type Source = z.infer<typeof SourceSchema>;

const accountId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ListSourcesQuery = z.object({
  account_id: accountId,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(SOURCE_ORDERINGS)),
  /** Active only, inactive only, or both when absent. */
  is_active: z.optional(z.enum(['true', 'false'])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListSources = z.infer<typeof ListSourcesQuery>;

export const SaveSourceBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  source_type: z.enum(SOURCE_TYPES),
});
export type SaveSource = z.infer<typeof SaveSourceBody>;

export const CreateSourceBody = z.object({
  ...SaveSourceBody.shape,
  account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export type SourceProblemCode = 'required' | 'too_long';
export function sourceNameProblem(
  name: string,
): { prop: 'name'; code: SourceProblemCode; message: string } | undefined {
  const trimmed = name.trim();
  if (!trimmed) return { prop: 'name', code: 'required', message: 'Enter a name.' };
  if (trimmed.length > MAX_SOURCE_NAME)
    return { prop: 'name', code: 'too_long', message: `Use at most ${MAX_SOURCE_NAME} characters.` };
  return undefined;
}

export const SourceParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

export const listSources = defineEndpoint({
  method: 'GET',
  path: '/account/v1/sources/',
  access: 'company-settings',
  summary: "The company's sources with how many applications came from each; search by name, ordering, paging",
  query: ListSourcesQuery,
  response: z.object({ results: z.array(SourceSchema), count: z.number() }),
});

export const createSource = defineEndpoint({
  method: 'POST',
  path: '/account/v1/create-source/',
  access: 'company-settings',
  summary: 'Adds a source to the company (active); names are unique within the company, case ignored',
  body: CreateSourceBody,
  response: SourceSchema,
});

export const updateSource = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/source/{id}/',
  access: 'company-settings',
  resource: { kind: 'source', param: 'id' },
  summary: 'Renames a source or changes its type; its applications keep it',
  params: SourceParams,
  body: SaveSourceBody,
  response: SourceSchema,
});

export const toggleSource = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/toggle-source/{id}/',
  access: 'company-settings',
  resource: { kind: 'source', param: 'id' },
  summary: 'Turns a source on or off; an inactive source is not offered for new applications and keeps its history',
  params: SourceParams,
  body: z.object({ is_active: z.boolean() }),
  response: SourceSchema,
});

export const companySettingsEndpoints = [
  getCompanyDetails,
  saveCompanyDetails,
  listSources,
  createSource,
  updateSource,
  toggleSource,
];
