import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';

import { ROLE_FLAGS, type RoleFlag } from './role-flags.ts';

export { ROLE_FLAGS, type RoleFlag };

export const RoleEntrySchema = z.object({
  account_id: z.number(),
  account_name: z.string(),
  role_name: z.string(),
  all_employee_access: z.boolean(),
  company_settings_access: z.boolean(),
  full_access: z.boolean(),
  job_profile_access: z.boolean(),
  performance_access: z.boolean(),
  private_data_access: z.boolean(),
  company_dashboard_access: z.boolean(),
  smartreq_access: z.boolean(),
  all_pathways_access: z.boolean(),
});
export type RoleEntry = z.infer<typeof RoleEntrySchema>;

export { LANGUAGES, type Language } from './languages.ts';
export const LanguageSchema = z.enum(LANGUAGES);

export const UserSchema = z.object({
  user_id: z.number(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.nullable(z.string()),
  preferred_language: z.nullable(LanguageSchema),
  is_jf_admin: z.boolean(),
  track_user_with_pendo: z.boolean(),
  roles: z.array(RoleEntrySchema),
  /** This session must add a second factor before any staff page (D204); absent means no. */
  second_factor_setup_required: z.optional(z.boolean()),
});
export type User = z.infer<typeof UserSchema>;

export const UserIdParams = z.object({ userId: z.coerce.number().check(z.int(), z.positive()) });
export const EmailParams = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
});

const name = z.string().check(z.trim(), z.minLength(2), z.maxLength(100));

export const PatchUserBody = z.object({
  first_name: z.optional(name),
  last_name: z.optional(name),
  phone_number: z.optional(z.nullable(z.string().check(z.regex(/^\+?[0-9]{7,15}$/)))),
  preferred_language: z.optional(z.nullable(LanguageSchema)),
  track_user_with_pendo: z.optional(z.boolean()),
});
export type PatchUser = z.infer<typeof PatchUserBody>;

export const CheckEmailResponse = z.object({
  exists: z.boolean(),
  user_id: z.optional(z.number()),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
});

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/user/v1/{userId}/',
  access: 'signed-in',
  summary: 'Read a user: yourself, or a user of a company you have a role in',
  params: UserIdParams,
  response: UserSchema,
});

export const patchUser = defineEndpoint({
  method: 'PATCH',
  path: '/user/v1/{userId}/',
  access: 'signed-in',
  summary: 'Update a user: yourself, or (with company_settings_access) a user of your company',
  params: UserIdParams,
  body: PatchUserBody,
  response: UserSchema,
});

export const checkUserEmail = defineEndpoint({
  method: 'GET',
  path: '/user/v1/check-user-email/{email}/',
  access: 'staff',
  summary:
    "Staff: find a user of the caller's own company by email before adding them to a team; 404 when none (anyone else's address answers as unknown)",
  params: EmailParams,
  response: CheckEmailResponse,
});

export const checkUserEmailV2 = defineEndpoint({
  method: 'GET',
  path: '/user/v2/check-user-email/{email}/',
  access: 'staff',
  summary: "Staff: whether an email belongs to a user of the caller's own company (never 404)",
  params: EmailParams,
  response: CheckEmailResponse,
});

export const userEndpoints = [getUser, patchUser, checkUserEmail, checkUserEmailV2];
