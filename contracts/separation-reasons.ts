/**
 * A company's separation reasons as company settings keep them (seed 001: /settings/custom/
 * separation-reason; "rejection and separation reasons with their types; deletion carries
 * replace_to"). A reason is voluntary or involuntary; ending an employee's employment offers the
 * active reasons of the chosen type. An employee keeps the reason's text: a reason is in use where
 * an employee's reason and type match it (case ignored). Turning a reason off keeps it on those
 * employees; deleting one in use needs replace_to, a reason of the same type whose name takes its
 * place on them.
 *
 * Who: the company's staff with company_settings_access, and provider admins; reading the active
 * list for the end-employment form needs all_employee_access too. Staff of another company get
 * 404; staff without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { SEPARATION_TYPES } from './people.ts';

export { SEPARATION_TYPES, type SeparationType } from './people.ts';

export { MAX_REASON_NAME, reasonNameProblem } from './reason-name.ts';

export const SEPARATION_REASON_ORDERINGS = ['sort_order', 'name', '-name', 'employees', '-employees'] as const;
export type SeparationReasonOrdering = (typeof SEPARATION_REASON_ORDERINGS)[number];

export const SeparationReasonSchema = z.object({
  separation_reason_id: z.number(),
  account_id: z.number(),
  separation_type: z.enum(SEPARATION_TYPES),
  name: z.string(),
  is_active: z.boolean(),
  sort_order: z.number(),
  /** Employees whose employment ended with this reason; more than 0 means deleting it needs replace_to. */
  employees: z.number(),
});
export type SeparationReason = z.infer<typeof SeparationReasonSchema>;

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ListSeparationReasonsQuery = z.object({
  account_id: dbId,
  separation_type: z.optional(z.enum(SEPARATION_TYPES)),
  /** Only the reasons "end employment" offers. */
  is_active: z.optional(z.enum(['true', 'false'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(SEPARATION_REASON_ORDERINGS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListSeparationReasons = z.infer<typeof ListSeparationReasonsQuery>;

export const SaveSeparationReasonBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  separation_type: z.enum(SEPARATION_TYPES),
});
export type SaveSeparationReason = z.infer<typeof SaveSeparationReasonBody>;

export const CreateSeparationReasonBody = z.object({
  ...SaveSeparationReasonBody.shape,
  account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export const SeparationReasonParams = z.object({ id: dbId });

export const listSeparationReasons = defineEndpoint({
  method: 'GET',
  path: '/account/v1/separation-reasons/',
  access: 'staff',
  summary:
    "The company's separation reasons with how many employees left for each; by type, active or not, search, ordering, paging",
  query: ListSeparationReasonsQuery,
  response: z.object({ results: z.array(SeparationReasonSchema), count: z.number() }),
});

export const createSeparationReason = defineEndpoint({
  method: 'POST',
  path: '/account/v1/separation-reason/',
  access: 'company-settings',
  summary: 'Adds a separation reason at the end of its type; names are unique per company and type, case ignored',
  body: CreateSeparationReasonBody,
  response: SeparationReasonSchema,
});

export const updateSeparationReason = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/separation-reason/{id}/',
  access: 'company-settings',
  resource: { kind: 'separation-reason', param: 'id' },
  summary: "Renames a separation reason (its employees' reason follows); its type cannot change once employees have it",
  params: SeparationReasonParams,
  body: SaveSeparationReasonBody,
  response: SeparationReasonSchema,
});

export const toggleSeparationReason = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/separation-reason/{id}/toggle/',
  access: 'company-settings',
  resource: { kind: 'separation-reason', param: 'id' },
  summary:
    'Turns a separation reason on or off; an inactive reason is not offered when ending employment and stays on employees that have it',
  params: SeparationReasonParams,
  body: z.object({ is_active: z.boolean() }),
  response: SeparationReasonSchema,
});

export const deleteSeparationReason = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/separation-reason/{id}/',
  access: 'company-settings',
  resource: { kind: 'separation-reason', param: 'id' },
  summary:
    'Deletes a separation reason; when employees have it, replace_to (a reason of the same company and type) takes its place on them',
  params: SeparationReasonParams,
  query: z.object({ replace_to: z.optional(dbId) }),
  response: z.object({ deleted: z.number(), replaced_on: z.number() }),
});
