/**
 * Staff users of a company (account family): the list with role flags and status, invitations,
 * role-flag changes, deactivation and reactivation. Everything but accepting an invitation needs
 * company_settings_access in that company.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { ROLE_FLAGS } from './user.ts';
import { AccountIdParams } from './account.ts';

export const STAFF_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const RoleFlagsSchema = z.object(
  Object.fromEntries(ROLE_FLAGS.map((f) => [f, z.boolean()])) as Record<(typeof ROLE_FLAGS)[number], z.ZodMiniBoolean>,
);
export type RoleFlags = z.infer<typeof RoleFlagsSchema>;

export const StaffUserSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(STAFF_STATUSES),
  flags: RoleFlagsSchema,
  /** The company's custom role they hold (D213); null when their flags come from a built-in choice. */
  custom_role: z.nullable(z.object({ role_id: z.number(), name: z.string() })),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const StaffUserParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  userId: z.coerce.number().check(z.int(), z.positive()),
});

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const InviteStaffBody = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
  first_name: name,
  last_name: name,
  flags: RoleFlagsSchema,
  /** One of the company's custom roles (contracts/custom-roles.ts): the person holds it, with its flags; `flags` is then not read. */
  role_id: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});
export type InviteStaff = z.infer<typeof InviteStaffBody>;

export const listStaffUsers = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/users/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's staff users with their role flags and status",
  params: AccountIdParams,
  response: z.array(StaffUserSchema),
});

export const inviteStaffUser = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{id}/users/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Invites a staff member by email with initial role flags; mails a one-time link',
  params: AccountIdParams,
  body: InviteStaffBody,
  response: StaffUserSchema,
});

export const changeStaffFlags = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/users/{userId}/flags/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "Replaces a staff user's role flags in the company",
  params: StaffUserParams,
  body: z.object({ flags: RoleFlagsSchema }),
  response: StaffUserSchema,
});

export const deactivateStaffUser = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{id}/users/{userId}/deactivate/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Deactivates a staff user: their sessions and refresh tokens end at once',
  params: StaffUserParams,
  response: StaffUserSchema,
});

export const reactivateStaffUser = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{id}/users/{userId}/reactivate/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Lets a deactivated staff user sign in again',
  params: StaffUserParams,
  response: StaffUserSchema,
});

export const removeStaffUser = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/{id}/users/{userId}/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    'Removes a person from the company (their roles there end, their sessions too; their history stays). 409 cannot_remove_self for oneself, 409 last_company_settings_access for the last active holder of company settings access',
  params: StaffUserParams,
  response: z.object({ removed: z.number() }),
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/account/v1/invitation/accept/',
  access: 'public',
  summary: 'Sets the password of an invited staff member from the one-time link; they then sign in',
  body: z.object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    password: z.string(),
    password_confirmation: z.string(),
  }),
  response: z.object({ email: z.string() }),
});

export const staffUserEndpoints = [
  listStaffUsers,
  inviteStaffUser,
  changeStaffFlags,
  deactivateStaffUser,
  reactivateStaffUser,
  removeStaffUser,
  acceptInvitation,
];
