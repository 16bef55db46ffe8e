/**
 * A company's custom roles (D213): its own named sets of the role flags, each with a sentence on
 * what it is for, given to people like a built-in role (contracts/built-in-roles.ts). The people
 * holding a custom role follow its flags when they change; deleting it leaves them the same flags
 * as "Custom access". Everything here needs company_settings_access in that company.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AccountIdParams } from './account.ts';
import { RoleFlagsSchema, StaffUserSchema } from './staff-users.ts';

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;

export const CustomRoleSchema = z.object({
  role_id: z.number(),
  name: z.string(),
  description: z.string(),
  flags: RoleFlagsSchema,
  /** How many people of the company hold it. */
  user_count: z.number(),
});
export type CustomRole = z.infer<typeof CustomRoleSchema>;

export const SaveCustomRoleBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(ROLE_NAME_MAX)),
  description: z.string().check(z.trim(), z.maxLength(ROLE_DESCRIPTION_MAX)),
  flags: RoleFlagsSchema,
});
export type SaveCustomRole = z.infer<typeof SaveCustomRoleBody>;

const positiveId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const CustomRoleParams = z.object({ id: positiveId, roleId: positiveId });

export const listCustomRoles = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/roles/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's custom roles by name, each with its flags, its sentence and how many people hold it",
  params: AccountIdParams,
  response: z.array(CustomRoleSchema),
});

export const createCustomRole = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{id}/roles/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Adds a custom role; 409 role_name_taken when another custom role of the company has the name',
  params: AccountIdParams,
  body: SaveCustomRoleBody,
  response: CustomRoleSchema,
});

export const updateCustomRole = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/roles/{roleId}/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    'Renames a custom role, or changes its sentence or flags (its people follow); 409 last_company_settings_access when that would leave nobody active with company settings access',
  params: CustomRoleParams,
  body: SaveCustomRoleBody,
  response: CustomRoleSchema,
});

export const deleteCustomRole = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/{id}/roles/{roleId}/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Deletes a custom role; the people who held it keep the same flags, as custom access',
  params: CustomRoleParams,
  response: z.object({ deleted: z.number() }),
});

export const assignCustomRole = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/users/{userId}/role/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Gives a staff user one of the company's custom roles in place of their flags; 409 last_company_settings_access when that would leave nobody active with company settings access",
  params: z.object({ id: positiveId, userId: positiveId }),
  body: z.object({ role_id: positiveId }),
  response: StaffUserSchema,
});

export const customRoleEndpoints = [
  listCustomRoles,
  createCustomRole,
  updateCustomRole,
  deleteCustomRole,
  assignCustomRole,
];
