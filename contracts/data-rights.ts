/**
 * The candidate's data rights: download everything held about me as one archive, erase my
 * account, and a company's retention period for applicants it did not hire (decision D123).
 * Only the person themselves may export or erase; anyone else gets 404.
 */
import * as z from 'zod/mini';
import { AccountIdParams } from './account.ts';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { UserIdParams } from './user.ts';

export const DATA_EXPORT_STATUSES = ['queued', 'ready', 'failed'] as const;
/** The longest retention period a company may choose, in months (ten years). */
export const MAX_RETENTION_MONTHS = 120;

export const DataExportSchema = z.object({
  export_id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  size_bytes: z.nullable(z.number()),
  /** ISO 8601. */
  created_at: z.string(),
  ready_at: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportParams = z.object({
  userId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  exportId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
});

export const EraseAccountBody = z.object({ password: z.string().check(z.minLength(1), z.maxLength(200)) });

export const RetentionSchema = z.object({
  /** null: applicants are kept until someone deletes them. */
  months: z.nullable(z.number()),
});
export const SaveRetentionBody = z.object({
  months: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(MAX_RETENTION_MONTHS))),
});
export const RetentionPreviewQuery = z.object({
  months: z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_RETENTION_MONTHS)),
});
export const RetentionPreviewSchema = z.object({ months: z.number(), affected: z.number() });

export const startDataExport = defineEndpoint({
  method: 'POST',
  path: '/user/v1/{userId}/data-export/',
  access: 'signed-in',
  summary:
    'Starts building your archive (everything held about you); answers the request already waiting when there is one',
  params: UserIdParams,
  response: DataExportSchema,
});

export const latestDataExport = defineEndpoint({
  method: 'GET',
  path: '/user/v1/{userId}/data-export/',
  access: 'signed-in',
  summary: 'Your latest archive request and its status (null when none)',
  params: UserIdParams,
  response: z.nullable(DataExportSchema),
});

export const dataExportFile = defineEndpoint({
  method: 'GET',
  path: '/user/v1/{userId}/data-export/{exportId}/file/',
  access: 'signed-in',
  summary: 'Your archive, a zip (until it expires)',
  params: DataExportParams,
  // The body is the zip itself, not JSON.
  response: z.unknown(),
});

export const eraseAccount = defineEndpoint({
  method: 'POST',
  path: '/user/v1/{userId}/erase/',
  access: 'signed-in',
  summary: 'Erases your account and personal data for good (your password confirms); every session ends at once',
  params: UserIdParams,
  body: EraseAccountBody,
  response: OkSchema,
});

export const getRetention = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/data-retention/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's retention period for applicants it did not hire",
  params: AccountIdParams,
  response: RetentionSchema,
});

export const saveRetention = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/data-retention/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "Sets the company's retention period (null: keep applicants); the daily job anonymises those past it",
  params: AccountIdParams,
  body: SaveRetentionBody,
  response: RetentionSchema,
});

export const previewRetention = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/data-retention/preview/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'How many applications a retention period would anonymise now',
  params: AccountIdParams,
  query: RetentionPreviewQuery,
  response: RetentionPreviewSchema,
});

export const dataRightsEndpoints = [
  startDataExport,
  latestDataExport,
  dataExportFile,
  eraseAccount,
  getRetention,
  saveRetention,
  previewRetention,
];
