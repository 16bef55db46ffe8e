/**
 * Embedded BI dashboards (D235): a company's dashboards on an outside BI
 * server with Metabase-style static embedding, shown in the dashboards area beside the built-in
 * ones. Company settings access manages them (the secret key is write-only: answers say only that
 * one is stored); whoever may see the company's dashboards (a company-scope embed) or work on the
 * requisition (a requisition-scope embed) gets a signed address valid for ten minutes whose token
 * locks `account_id` (and `job_id`), so the dashboard shows that company's (requisition's) rows only.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const BI_EMBED_SCOPES = ['company', 'requisition'] as const;
export type BiEmbedScope = (typeof BI_EMBED_SCOPES)[number];
export const BI_EMBED_STATUSES = ['unchecked', 'connected', 'failing'] as const;

export const BI_EMBED_NAME_MAX = 80;
export const BI_EMBED_URL_MAX = 500;
export const BI_EMBED_SECRET_MAX = 500;
/** Embedded dashboards one company may keep. */
export const BI_EMBEDS_PER_COMPANY_MAX = 20;
/** How long a signed address stays valid. */
export const BI_EMBED_TOKEN_SECONDS = 600;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** What the settings page sees of an embed: never the secret. */
export const BiEmbedSchema = z.object({
  embed_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  site_url: z.string(),
  dashboard: z.number(),
  scope: z.enum(BI_EMBED_SCOPES),
  /** A secret key is stored (always true: one is required); the key itself is never sent. */
  has_secret: z.boolean(),
  status: z.enum(BI_EMBED_STATUSES),
  last_error: z.string(),
  checked_at: z.nullable(z.string()),
  updated_at: z.string(),
});
export type BiEmbed = z.infer<typeof BiEmbedSchema>;

/** What the dashboards area sees of an embed: enough to list and open it. */
export const BiEmbedEntrySchema = z.object({ embed_id: z.number(), name: z.string() });
export type BiEmbedEntry = z.infer<typeof BiEmbedEntrySchema>;

/** Checked in the service so every problem comes back at once, next to its field. */
export const SaveBiEmbedBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  site_url: z.string().check(z.maxLength(2000)),
  dashboard: z.number(),
  scope: z.string().check(z.maxLength(40)),
  /** Required on create; on update an empty one keeps the stored key. */
  secret: z.string().check(z.maxLength(2000)),
});
export type SaveBiEmbed = z.infer<typeof SaveBiEmbedBody>;

export const BiEmbedUrlSchema = z.object({
  /** `${site_url}/embed/dashboard/${token}#bordered=true&titled=true` */
  url: z.string(),
  expires_at: z.string(),
});
export type BiEmbedUrl = z.infer<typeof BiEmbedUrlSchema>;

const AccountParams = z.object({ accountId: id });
const EmbedParams = z.object({ accountId: id, embedId: id });
const JobParams = z.object({ jobId: id });
const JobEmbedParams = z.object({ jobId: id, embedId: id });

export const listBiEmbeds = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/account/{accountId}/bi-embeds/',
  access: 'company-settings',
  summary: "The company's embedded BI dashboards, by name (never their secret keys)",
  params: AccountParams,
  response: z.array(BiEmbedSchema),
});

export const createBiEmbed = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/account/{accountId}/bi-embeds/',
  access: 'company-settings',
  summary:
    'Add an embedded BI dashboard: name, site address, dashboard number, secret key, company or requisition scope',
  params: AccountParams,
  body: SaveBiEmbedBody,
  response: BiEmbedSchema,
});

export const updateBiEmbed = defineEndpoint({
  method: 'PUT',
  path: '/integration/v1/account/{accountId}/bi-embeds/{embedId}/',
  access: 'company-settings',
  summary: 'Change an embedded BI dashboard (an empty secret key keeps the stored one)',
  params: EmbedParams,
  body: SaveBiEmbedBody,
  response: BiEmbedSchema,
});

export const deleteBiEmbed = defineEndpoint({
  method: 'DELETE',
  path: '/integration/v1/account/{accountId}/bi-embeds/{embedId}/',
  access: 'company-settings',
  summary: 'Remove an embedded BI dashboard',
  params: EmbedParams,
  response: z.object({ ok: z.boolean() }),
});

export const listCompanyBiEmbeds = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/bi-embeds/',
  access: 'company-dashboard',
  summary: "The company's company-scope embedded dashboards, for the dashboard switcher",
  params: AccountParams,
  response: z.array(BiEmbedEntrySchema),
});

export const companyBiEmbedUrl = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/bi-embeds/{embedId}/url/',
  access: 'company-dashboard',
  summary: "A company-scope embedded dashboard's signed address (ten minutes; account_id locked)",
  params: EmbedParams,
  response: BiEmbedUrlSchema,
});

export const listRequisitionBiEmbeds = defineEndpoint({
  method: 'GET',
  path: '/report/v1/smartreq/{jobId}/bi-embeds/',
  access: 'job-team',
  summary: "The requisition's company's requisition-scope embedded dashboards",
  params: JobParams,
  response: z.array(BiEmbedEntrySchema),
});

export const requisitionBiEmbedUrl = defineEndpoint({
  method: 'GET',
  path: '/report/v1/smartreq/{jobId}/bi-embeds/{embedId}/url/',
  access: 'job-team',
  summary:
    "A requisition-scope embedded dashboard's signed address for one requisition (ten minutes; account_id and job_id locked)",
  params: JobEmbedParams,
  response: BiEmbedUrlSchema,
});
