/**
 * The provider's customers (provider admin only, auth level 3): the list of companies with search,
 * ordering and paging, creating a company with its owner (who gets the staff invitation mail),
 * account preferences such as PATHWAY_ACCESS and EEOC_DASHBOARD, and suspending or reinstating a
 * company (its staff cannot sign in, its candidates cannot apply). A change to a company carries the
 * provider admin's own step-up proof with the request (D262): a bearer token alone changes nothing.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AccountIdParams, PreferenceSchema } from './account.ts';
import { StepUpBody, StepUpProofSchema } from './step-up.ts';

/** The preferences the product reads, each on when its value is '1'. */
export const FEATURE_FLAGS = ['PATHWAY_ACCESS', 'EEOC_DASHBOARD', 'WHITE_LABEL_LOGO'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Size bands: 1 = 1-10, 2 = 11-50, 3 = 51-200, 4 = 201-1000, 5 = 1001-5000 employees. */
export const COMPANY_SIZES = [1, 2, 3, 4, 5] as const;

export const CUSTOMER_ORDERINGS = [
  'name',
  '-name',
  'created_at',
  '-created_at',
  'staff_count',
  '-staff_count',
] as const;
export type CustomerOrdering = (typeof CUSTOMER_ORDERINGS)[number];

export const CustomerSchema = z.object({
  account_id: z.number(),
  uuid: z.string(),
  name: z.string(),
  company_size: z.nullable(z.number()),
  created_at: z.string(),
  suspended_at: z.nullable(z.string()),
  /** People with a role in the company, deactivated ones included. */
  staff_count: z.number(),
  /** The first active person with company settings access, to reach the company. */
  owner_email: z.nullable(z.string()),
  preferences: z.array(PreferenceSchema),
});
export type Customer = z.infer<typeof CustomerSchema>;

const pageNumber = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));
const pageSize = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)));

export const ListCustomersQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(CUSTOMER_ORDERINGS)),
  page: pageNumber,
  page_size: pageSize,
});
export type ListCustomers = z.infer<typeof ListCustomersQuery>;

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const CreateCustomerBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  company_size: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(5))),
  /** The owner: invited with every role flag in the new company. */
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
  first_name: personName,
  last_name: personName,
  feature_flags: z.array(z.enum(FEATURE_FLAGS)),
  /**
   * The admin's own step-up proof (D262): a new company comes with an owner holding every flag, so
   * a bearer token alone creates none (403 step_up_required, step_up_invalid).
   */
  proof: z.optional(StepUpProofSchema),
});
export type CreateCustomer = z.infer<typeof CreateCustomerBody>;

export const listCustomers = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/customers/',
  access: 'provider-admin',
  summary:
    'Every customer company with its size, staff count, owner and preferences; search by name, ordering and paging',
  query: ListCustomersQuery,
  response: z.object({ results: z.array(CustomerSchema), count: z.number() }),
});

export const createCustomer = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/customers/',
  access: 'provider-admin',
  summary:
    "Creates a company and invites its owner by email with every role flag; the admin's own step-up proof with the request (403 step_up_required, step_up_invalid), asked before a taken name is told (409 company_name_taken)",
  body: CreateCustomerBody,
  response: CustomerSchema,
});

export const getCustomer = defineEndpoint({
  method: 'GET',
  path: '/admin/v1/customers/{id}/',
  access: 'provider-admin-company',
  companyParam: 'id',
  summary: 'One customer company',
  params: AccountIdParams,
  response: CustomerSchema,
});

export const suspendCustomer = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/customers/{id}/suspend/',
  access: 'provider-admin-company',
  companyParam: 'id',
  summary:
    "Suspends a company: its staff's sessions end on their next request and they cannot sign in; its candidates cannot apply; the admin's own step-up proof with the request (403 step_up_required, step_up_invalid)",
  params: AccountIdParams,
  body: StepUpBody,
  response: CustomerSchema,
});

export const reinstateCustomer = defineEndpoint({
  method: 'POST',
  path: '/admin/v1/customers/{id}/reinstate/',
  access: 'provider-admin-company',
  companyParam: 'id',
  summary:
    "Ends the suspension of a company; the admin's own step-up proof with the request (403 step_up_required, step_up_invalid)",
  params: AccountIdParams,
  body: StepUpBody,
  response: CustomerSchema,
});

export const PreferenceParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  keyname: z.string().check(z.regex(/^[A-Z][A-Z0-9_]{1,63}$/)),
});

export const putAccountPreference = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/account-preferences/{keyname}/',
  access: 'provider-admin-company',
  companyParam: 'id',
  summary:
    "Sets one of a company's preferences ('1' turns a feature flag on); the admin's own step-up proof with the request (403 step_up_required, step_up_invalid)",
  params: PreferenceParams,
  body: z.object({
    value: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    proof: z.optional(StepUpProofSchema),
  }),
  response: CustomerSchema,
});

export const deleteAccountPreference = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/{id}/account-preferences/{keyname}/',
  access: 'provider-admin-company',
  companyParam: 'id',
  summary:
    "Removes one of a company's preferences (a feature flag is then off); the admin's own step-up proof with the request (403 step_up_required, step_up_invalid)",
  params: PreferenceParams,
  body: StepUpBody,
  response: CustomerSchema,
});

export const customerEndpoints = [
  listCustomers,
  createCustomer,
  getCustomer,
  suspendCustomer,
  reinstateCustomer,
  putAccountPreference,
  deleteAccountPreference,
];
