/**
 * A company's rejection reasons as company settings keep them (seed 001: /settings/custom/
 * rejection-reason; "rejection and separation reasons with their types; deletion carries
 * replace_to"). A reason is of one type: the company rejected the candidate, or the candidate
 * withdrew. Turning a reason off keeps it on the applications that have it; deleting a reason that
 * applications have needs replace_to, a reason of the same type that takes its place on them.
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404; staff of the company without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { REJECTION_TYPES } from './scorecard-common.ts';

export { REJECTION_TYPES, type RejectionType } from './scorecard-common.ts';

export { MAX_REASON_NAME, reasonNameProblem, type ReasonProblemCode } from './reason-name.ts';

export const REASON_ORDERINGS = ['sort_order', 'name', '-name', 'applications', '-applications'] as const;
export type ReasonOrdering = (typeof REASON_ORDERINGS)[number];

export const RejectionReasonAdminSchema = z.object({
  rejection_reason_id: z.number(),
  account_id: z.number(),
  rejection_type: z.enum(REJECTION_TYPES),
  name: z.string(),
  is_active: z.boolean(),
  sort_order: z.number(),
  /** Applications rejected with this reason; more than 0 means deleting it needs replace_to. */
  applications: z.number(),
});
export type RejectionReasonAdmin = z.infer<typeof RejectionReasonAdminSchema>;

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ListReasonsQuery = z.object({
  account_id: dbId,
  rejection_type: z.optional(z.enum(REJECTION_TYPES)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(REASON_ORDERINGS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListReasons = z.infer<typeof ListReasonsQuery>;

export const SaveReasonBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  rejection_type: z.enum(REJECTION_TYPES),
});
export type SaveReason = z.infer<typeof SaveReasonBody>;

export const CreateReasonBody = z.object({
  ...SaveReasonBody.shape,
  account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export const ReasonParams = z.object({ id: dbId });

export const listReasons = defineEndpoint({
  method: 'GET',
  path: '/account/v1/rejection-reasons/',
  access: 'company-settings',
  summary:
    "The company's rejection reasons, active or not, with how many applications have each; by type, search, ordering, paging",
  query: ListReasonsQuery,
  response: z.object({ results: z.array(RejectionReasonAdminSchema), count: z.number() }),
});

export const createReason = defineEndpoint({
  method: 'POST',
  path: '/account/v1/rejection-reason/',
  access: 'company-settings',
  summary: 'Adds a rejection reason at the end of its type; names are unique per company and type, case ignored',
  body: CreateReasonBody,
  response: RejectionReasonAdminSchema,
});

export const updateReason = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/rejection-reason/{id}/',
  access: 'company-settings',
  resource: { kind: 'rejection-reason', param: 'id' },
  summary: 'Renames a rejection reason; its type cannot change once applications have it',
  params: ReasonParams,
  body: SaveReasonBody,
  response: RejectionReasonAdminSchema,
});

export const toggleReason = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/rejection-reason/{id}/toggle/',
  access: 'company-settings',
  resource: { kind: 'rejection-reason', param: 'id' },
  summary:
    'Turns a rejection reason on or off; an inactive reason is not offered when rejecting and stays on applications that have it',
  params: ReasonParams,
  body: z.object({ is_active: z.boolean() }),
  response: RejectionReasonAdminSchema,
});

export const deleteReason = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/rejection-reason/{id}/',
  access: 'company-settings',
  resource: { kind: 'rejection-reason', param: 'id' },
  summary:
    'Deletes a rejection reason; when applications have it, replace_to (a reason of the same company and type) takes its place on them',
  params: ReasonParams,
  query: z.object({ replace_to: z.optional(dbId) }),
  response: z.object({ deleted: z.number(), replaced_on: z.number() }),
});
