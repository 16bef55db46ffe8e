/**
 * Assay as the assessment provider of another applicant tracking system (decision D145). Provider
 * admins give a company integrations (an API key shown once, a map from the ATS's job ids to the
 * company's requisitions); the ATS places orders with its key and gets the candidate's link; the
 * candidate opens /ats/integration/{order uuid} and starts; the result goes back to the order's
 * result update link when the tracker is complete.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { TrackerItemSchema } from './progress.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
const uuid = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const ATS_ORDER_STATUSES = ['open', 'started', 'completed', 'cancelled'] as const;
export const ATS_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const MAX_JOB_MAPS = 200;

export const AtsJobMapSchema = z.object({ external_job_id: text(100), job_uuid: uuid });
export type AtsJobMap = z.infer<typeof AtsJobMapSchema>;

export const AtsDeliverySchema = z.object({
  order_uuid: z.string(),
  external_application_id: z.string(),
  status: z.enum(ATS_DELIVERY_STATUSES),
  attempts: z.number(),
  last_http_status: z.nullable(z.number()),
  last_error: z.nullable(z.string()),
  /** ISO 8601. */
  last_attempt_at: z.nullable(z.string()),
});
export type AtsDelivery = z.infer<typeof AtsDeliverySchema>;

export const AtsIntegrationSchema = z.object({
  integration_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  /** The key's last four characters. */
  key_hint: z.string(),
  is_revoked: z.boolean(),
  created_at: z.string(),
  job_maps: z.array(z.object({ external_job_id: z.string(), job_uuid: z.string(), job_title: z.string() })),
  order_count: z.number(),
  /** The newest result delivery, if any order has been completed. */
  last_delivery: z.nullable(AtsDeliverySchema),
});
export type AtsIntegration = z.infer<typeof AtsIntegrationSchema>;

/** The integration with its new key: the only time the key is shown. */
export const AtsIntegrationWithKeySchema = z.object({ integration: AtsIntegrationSchema, api_key: z.string() });

export const listAtsIntegrations = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/ats-integrations/',
  access: 'provider-admin-company',
  summary: "A company's integrations with other applicant tracking systems, their job maps and last result delivery",
  query: z.object({ account_id: id }),
  response: z.array(AtsIntegrationSchema),
});

export const listAtsRequisitions = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/ats-integrations/requisitions/',
  access: 'provider-admin-company',
  summary: "A company's requisitions an integration's job ids can map to",
  query: z.object({ account_id: id }),
  response: z.array(z.object({ job_uuid: z.string(), title: z.string(), is_accepting_applications: z.boolean() })),
});

export const AtsIntegrationBodySchema = z.object({
  name: text(100),
  job_maps: z.array(AtsJobMapSchema).check(z.maxLength(MAX_JOB_MAPS)),
});
export type AtsIntegrationBody = z.infer<typeof AtsIntegrationBodySchema>;

export const createAtsIntegration = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/ats-integrations/',
  access: 'provider-admin-company',
  summary: 'A new integration for a company, with its API key (shown this once; only its hash is kept)',
  body: z.extend(AtsIntegrationBodySchema, { account_id: id }),
  response: AtsIntegrationWithKeySchema,
});

export const updateAtsIntegration = defineEndpoint({
  method: 'PUT',
  path: '/admin/v1/ats-integrations/{id}/',
  access: 'provider-admin',
  summary: "An integration's name and job map (the map is replaced as a whole)",
  params: z.object({ id }),
  body: AtsIntegrationBodySchema,
  response: AtsIntegrationSchema,
});

export const rotateAtsKey = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/ats-integrations/{id}/rotate-key/',
  access: 'provider-admin',
  summary: 'A new API key for the integration; the old one stops working at once',
  params: z.object({ id }),
  response: AtsIntegrationWithKeySchema,
});

export const revokeAtsIntegration = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/ats-integrations/{id}/revoke/',
  access: 'provider-admin',
  summary: 'Revokes the key (orders get 401) and cancels the orders no candidate has started',
  params: z.object({ id }),
  response: AtsIntegrationSchema,
});

/** http(s) URL, at most 2000 characters; the server checks the scheme (https, or http to localhost where allowed). */
const link = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));

export const AtsOrderBodySchema = z.object({
  external_application_id: text(100),
  external_job_id: z.optional(text(100)),
  job_uuid: z.optional(uuid),
  first_name: text(100),
  last_name: text(100),
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
  return_link: link,
  result_update_link: link,
});
export type AtsOrderBody = z.infer<typeof AtsOrderBodySchema>;

export const AtsOrderCreatedSchema = z.object({
  order_id: z.string(),
  status: z.enum(ATS_ORDER_STATUSES),
  /** Where the ATS sends the candidate: <public origin>/ats/integration/<order id>. */
  candidate_link: z.string(),
});

export const createAtsOrder = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/ats/orders/',
  access: 'public',
  summary:
    "An applicant tracking system's assessment order (Authorization: Bearer <integration key>); the same application id returns the same order",
  body: AtsOrderBodySchema,
  response: AtsOrderCreatedSchema,
});

export const cancelAtsOrder = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/ats/orders/{orderId}/cancel/',
  access: 'public',
  summary:
    'The applicant tracking system withdraws an order no candidate has started (Authorization: Bearer <integration key>)',
  params: z.object({ orderId: uuid }),
  response: AtsOrderCreatedSchema,
});

export const AtsOrderPublicSchema = z.object({
  order_id: z.string(),
  status: z.enum(ATS_ORDER_STATUSES),
  ats_name: z.string(),
  account_name: z.string(),
  job_title: z.string(),
  first_name: z.string(),
  email: z.string(),
});
export type AtsOrderPublic = z.infer<typeof AtsOrderPublicSchema>;

export const getAtsOrder = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/ats/orders/{orderId}/',
  access: 'public',
  summary: "What the candidate's link shows: the company, the job, the order's state (the order id is the secret)",
  params: z.object({ orderId: uuid }),
  response: AtsOrderPublicSchema,
});

export const startAtsOrder = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/ats/orders/{orderId}/start/',
  access: 'signed-in',
  summary:
    "The signed-in candidate starts the order: their tracker for the job (made or reused) carries the order's application id",
  params: z.object({ orderId: uuid }),
  response: TrackerItemSchema,
});

export const atsReturnLink = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/ats/trackers/{refId}/return-link/',
  access: 'signed-in',
  summary: "The candidate's way back to the applicant tracking system that sent them, once the tracker is complete",
  params: z.object({ refId: uuid }),
  response: z.nullable(z.object({ ats_name: z.string(), return_link: z.string() })),
});

export const atsIntegrationEndpoints = [
  listAtsIntegrations,
  listAtsRequisitions,
  createAtsIntegration,
  updateAtsIntegration,
  rotateAtsKey,
  revokeAtsIntegration,
  createAtsOrder,
  cancelAtsOrder,
  getAtsOrder,
  startAtsOrder,
  atsReturnLink,
];
