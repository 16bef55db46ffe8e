/**
 * Background checks (D237; seed 002 section 7.7 "Background-check
 * provider: auth url, invitations, background-checks, disconnect", seed 001 "Background-check auth
 * url and disconnect"). Staff on an application's team start a check: with the company's provider
 * connected (Checkr's API shape), the candidate is invited by the provider and the check follows
 * the provider's signed webhooks; without one (the default), or when staff choose it, the check is
 * manual: staff record the outcome and attach the report as an applicant document. Company settings
 * access connects the provider (the API key is write-only) and disconnects it.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';

export const BACKGROUND_CHECK_PROVIDERS = ['manual', 'checkr'] as const;
export type BackgroundCheckProvider = (typeof BACKGROUND_CHECK_PROVIDERS)[number];

/**
 * requested: waiting to be sent to the provider (the job queue retries it); invited: the candidate
 * has the provider's invitation; in_progress: the candidate answered and the provider is checking
 * (a manual check starts here); complete: the report is ready (result clear or consider);
 * suspended, disputed, canceled, expired: as the provider says; failed: the invitation could not
 * be sent (the reason kept; staff may try again).
 */
export const BACKGROUND_CHECK_STATUSES = [
  'requested',
  'invited',
  'in_progress',
  'complete',
  'suspended',
  'disputed',
  'canceled',
  'expired',
  'failed',
] as const;
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];
/** A check in one of these is over: no other check may be started beside one that is not. */
export const FINISHED_BACKGROUND_CHECK_STATUSES: readonly BackgroundCheckStatus[] = [
  'complete',
  'canceled',
  'expired',
  'failed',
];

export const BACKGROUND_CHECK_RESULTS = ['clear', 'consider'] as const;
export type BackgroundCheckResult = (typeof BACKGROUND_CHECK_RESULTS)[number];

export const BACKGROUND_CHECK_NOTE_MAX = 2000;
export const BACKGROUND_CHECK_KEY_MAX = 200;
export const BACKGROUND_CHECK_PACKAGE_MAX = 100;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const BackgroundCheckSchema = z.object({
  check_id: z.number(),
  user_smartreq_id: z.number(),
  provider: z.enum(BACKGROUND_CHECK_PROVIDERS),
  status: z.enum(BACKGROUND_CHECK_STATUSES),
  /** Empty until the check is complete. */
  result: z.enum(['', ...BACKGROUND_CHECK_RESULTS]),
  /** The provider's package the candidate was invited to; empty for a manual check. */
  package: z.string(),
  /** The candidate's own link to the provider's form (they also get it by mail); empty otherwise. */
  invitation_url: z.string(),
  note: z.string(),
  /** The provider's or the queue's reason for the latest failure; empty otherwise. */
  last_error: z.string(),
  /** The API path (GET, bearer) of the report: the provider's PDF, or the document staff attached; null when none yet. */
  report_url: z.nullable(z.string()),
  /** The attached applicant document of a manual check. */
  document_id: z.nullable(z.number()),
  requested_by: z.nullable(z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string() })),
  /** ISO 8601. */
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.nullable(z.string()),
});
export type BackgroundCheck = z.infer<typeof BackgroundCheckSchema>;

export const ApplicationBackgroundChecksSchema = z.object({
  /** Whether the company's provider is connected (new checks then go to it unless staff choose a manual one). */
  provider_connected: z.boolean(),
  checks: z.array(BackgroundCheckSchema),
});
export type ApplicationBackgroundChecks = z.infer<typeof ApplicationBackgroundChecksSchema>;

export const ChecksParams = z.object({ userSmartreqId: id });
export const CheckParams = z.object({ userSmartreqId: id, checkId: id });

export const StartCheckBody = z.object({
  /** true: a manual check even when a provider is connected. */
  manual: z.boolean(),
});

export const RecordOutcomeBody = z.object({
  result: z.enum(BACKGROUND_CHECK_RESULTS),
  note: z.string().check(z.trim(), z.maxLength(BACKGROUND_CHECK_NOTE_MAX)),
  /** An applicant document of the same application holding the report; null for none. */
  document_id: z.nullable(id),
});
export type RecordOutcome = z.infer<typeof RecordOutcomeBody>;

/** What settings see of the connection: never the API key. */
export const BackgroundCheckConnectionSchema = z.object({
  connected: z.boolean(),
  provider: z.literal('checkr'),
  /** The provider's API address for this deployment (CHECKR_API_URL). */
  api_url: z.string(),
  package: z.string(),
  status: z.enum(['unchecked', 'connected', 'failing']),
  last_error: z.string(),
  checked_at: z.nullable(z.string()),
  /** Why the last webhook was refused (forged, malformed, stale or replayed); empty when none was. */
  webhook_error: z.string(),
  webhook_error_at: z.nullable(z.string()),
  /** Where the provider must send its webhooks for this company (set it in the provider's dashboard). */
  webhook_url: z.string(),
});
export type BackgroundCheckConnection = z.infer<typeof BackgroundCheckConnectionSchema>;

export const SaveConnectionBody = z.object({
  /** Required to connect; empty on a change keeps the stored key. */
  api_key: z.string().check(z.trim(), z.maxLength(BACKGROUND_CHECK_KEY_MAX)),
  package: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the package candidates are invited to.'),
      z.maxLength(BACKGROUND_CHECK_PACKAGE_MAX),
      z.regex(/^[A-Za-z0-9_.-]+$/, 'A package is its slug: letters, digits, dots, dashes and underscores.'),
    ),
});
export type SaveConnection = z.infer<typeof SaveConnectionBody>;

export const ConnectionTestSchema = z.object({
  ok: z.boolean(),
  reason: z.string(),
  connection: BackgroundCheckConnectionSchema,
});

const AccountParams = z.object({ accountId: id });

export const listBackgroundChecks = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/background-checks/user-smartreq/{userSmartreqId}/',
  access: 'applicant-team',
  summary: "An application's background checks, newest first, and whether the company's provider is connected",
  params: ChecksParams,
  response: ApplicationBackgroundChecksSchema,
});

export const startBackgroundCheck = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/invitations/user-smartreq/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    'Start a background check: with the provider connected (and manual false) the candidate is invited through the job queue; otherwise a manual check. 409 while another check of the application is open. Takes an Idempotency-Key',
  params: ChecksParams,
  body: StartCheckBody,
  response: BackgroundCheckSchema,
});

export const recordBackgroundCheckOutcome = defineEndpoint({
  method: 'PUT',
  path: '/integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/outcome/',
  access: 'applicant-team',
  summary: "Record a manual check's result, note and report document (the check becomes complete)",
  params: CheckParams,
  body: RecordOutcomeBody,
  response: BackgroundCheckSchema,
});

export const retryBackgroundCheck = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/retry/',
  access: 'applicant-team',
  summary: 'Send a failed invitation again (through the job queue)',
  params: CheckParams,
  response: BackgroundCheckSchema,
});

export const backgroundCheckReport = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/report/',
  access: 'staff',
  summary:
    "A provider check's report as the provider keeps it (a PDF), fetched by the server for the application's team",
  params: CheckParams,
  // The body is the file itself, not JSON.
  response: z.unknown(),
});

export const getBackgroundCheckConnection = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/background-checks/account/{accountId}/connection/',
  access: 'company-settings',
  summary: "The company's background-check provider connection (never its API key)",
  params: AccountParams,
  response: BackgroundCheckConnectionSchema,
});

export const saveBackgroundCheckConnection = defineEndpoint({
  method: 'PUT',
  path: '/integration/v1/background-checks/account/{accountId}/connection/',
  access: 'company-settings',
  summary: 'Connect or change the provider (API key, package); it is tested at once and the answer says how it went',
  params: AccountParams,
  body: SaveConnectionBody,
  response: ConnectionTestSchema,
});

export const disconnectBackgroundChecks = defineEndpoint({
  method: 'DELETE',
  path: '/integration/v1/background-checks/account/{accountId}/connection/',
  access: 'company-settings',
  summary:
    'Disconnect the provider: its key is forgotten, open provider checks stay as they are, new checks are manual',
  params: AccountParams,
  response: OkSchema,
});

export const backgroundCheckWebhook = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/background-checks/webhook/{accountId}/',
  access: 'public',
  summary:
    "The provider's event (Checkr's shape): X-Checkr-Signature is the hex HMAC-SHA256 of the raw body with the company's API key; the body's created_at must be within five minutes and its id new. 401 forged, 400 malformed or stale, 409 replayed",
  params: AccountParams,
  response: z.object({ received: z.boolean() }),
});
