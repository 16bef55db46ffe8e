/**
 * The provider's view across companies (auth level 3): any user with their companies and role
 * flags (never a password hash or token), resetting someone's sign-in, each company's usage per
 * month, and the audit trail of administrative changes.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { RoleFlagsSchema, STAFF_STATUSES } from './staff-users.ts';
import { StepUpBody } from './step-up.ts';

const pageNumber = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));
const pageSize = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)));

export const ProviderUserSchema = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_jf_admin: z.boolean(),
  status: z.enum(STAFF_STATUSES),
  created_at: z.string(),
  companies: z.array(
    z.object({ account_id: z.number(), account_name: z.string(), is_suspended: z.boolean(), flags: RoleFlagsSchema }),
  ),
});
export type ProviderUser = z.infer<typeof ProviderUserSchema>;

export const PROVIDER_USER_ORDERINGS = [
  'last_name',
  '-last_name',
  'email',
  '-email',
  'created_at',
  '-created_at',
] as const;

export const listProviderUsers = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/users/',
  access: 'provider-admin',
  summary: 'Users of every company (and candidates) found by name or email, with their companies and role flags',
  query: z.object({
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    ordering: z.optional(z.enum(PROVIDER_USER_ORDERINGS)),
    page: pageNumber,
    page_size: pageSize,
  }),
  response: z.object({ results: z.array(ProviderUserSchema), count: z.number() }),
});

export const resetUserSignIn = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/users/{userId}/reset-sign-in/',
  access: 'provider-admin',
  summary:
    "Ends every session of the user and mails them a password reset link (the product's reset flow); the admin's own step-up proof with the request (D272)",
  params: z.object({ userId: z.coerce.number().check(z.int(), z.positive()) }),
  body: StepUpBody,
  response: z.object({ email: z.string() }),
});

/** A month as YYYY-MM. */
export const MonthSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/));
export const MAX_USAGE_MONTHS = 24;

export const CompanyUsageSchema = z.object({
  account_id: z.number(),
  account_name: z.string(),
  month: z.string(),
  requisitions: z.number(),
  applications: z.number(),
  assessments_taken: z.number(),
  video_minutes: z.number(),
  mails_sent: z.number(),
});
export type CompanyUsage = z.infer<typeof CompanyUsageSchema>;

export const companyUsage = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/company-usage/',
  access: 'provider-admin',
  summary: `Per company and month (at most ${MAX_USAGE_MONTHS} months): requisitions opened, applications, assessments taken, video minutes, mails sent`,
  query: z.object({
    from: MonthSchema,
    to: MonthSchema,
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
  response: z.array(CompanyUsageSchema),
});

export const AuditEntrySchema = z.object({
  audit_event_id: z.number(),
  occurred_at: z.string(),
  event: z.string(),
  actor_name: z.nullable(z.string()),
  actor_email: z.nullable(z.string()),
  subject_name: z.nullable(z.string()),
  subject_email: z.nullable(z.string()),
  account_id: z.nullable(z.number()),
  account_name: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The administrative changes the audit trail shows (sign-ins and the like stay in the server's record only). */
export const ADMIN_AUDIT_EVENTS = [
  'customer_created',
  'customer_suspended',
  'customer_reinstated',
  'account_preference_set',
  'account_preference_removed',
  'staff_invited',
  'staff_flags_changed',
  'staff_deactivated',
  'staff_reactivated',
  'staff_removed',
  'custom_role_created',
  'custom_role_changed',
  'custom_role_deleted',
  'staff_role_assigned',
  'sign_in_reset_by_admin',
  'legal_version_drafted',
  'legal_version_published',
  'legal_version_accepted',
  'privacy_notice_saved',
  'privacy_notice_removed',
  'ats_integration_created',
  'ats_integration_changed',
  'ats_key_rotated',
  'ats_integration_revoked',
  'skills_test_published',
  'questionnaire_enabled',
  'questionnaire_disabled',
] as const;

export const listAuditEvents = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/audit-events/',
  access: 'provider-admin',
  summary: 'Who changed roles, feature flags, preferences and companies, and when; newest first',
  query: z.object({
    account_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
    event: z.optional(z.enum(ADMIN_AUDIT_EVENTS)),
    page: pageNumber,
    page_size: pageSize,
  }),
  response: z.object({ results: z.array(AuditEntrySchema), count: z.number() }),
});

export const providerAdminEndpoints = [listProviderUsers, resetUserSignIn, companyUsage, listAuditEvents];
