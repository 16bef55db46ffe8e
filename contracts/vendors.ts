/**
 * Vendors a company may use (seed 001: "vendor_id 1 means the language test is enabled"; seed
 * 002 section 7.7, integration family). The company's owner or admin (a role with
 * company_settings_access) and the provider admin turn each vendor on or off for a company;
 * another company's staff 404, the company's staff without the flag 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { id } from './smartreq-common.ts';

export const AccountVendorSchema = z.object({
  vendor_id: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  /** The adapter serving it when enabled ('built-in' today), else null. */
  adapter: z.nullable(z.string()),
  /** ISO 8601 when it was turned on, else null. */
  enabled_at: z.nullable(z.string()),
  /** Language-test activities in the company's live plans that use this vendor. */
  activity_count: z.number(),
});
export type AccountVendor = z.infer<typeof AccountVendorSchema>;

export const AccountVendorsSchema = z.object({
  account_id: z.number(),
  account_name: z.string(),
  vendors: z.array(AccountVendorSchema),
});
export type AccountVendors = z.infer<typeof AccountVendorsSchema>;

export const listAccountVendors = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/account-vendors/',
  access: 'staff',
  summary:
    'Every company the viewer may manage (company_settings_access; the provider admin: all) with each vendor on or off; 403 when none',
  response: z.array(AccountVendorsSchema),
});

export const setAccountVendor = defineEndpoint({
  method: 'PUT',
  path: '/integration/v1/account-vendors/{accountId}/{vendorId}/',
  access: 'company-settings',
  summary:
    "Turn a vendor on or off for a company (its owner or admin, or the provider admin); another company's staff 404, staff without company settings access 403",
  params: z.object({ accountId: id, vendorId: id }),
  body: z.object({ enabled: z.boolean() }),
  response: AccountVendorsSchema,
});

export const vendorEndpoints = [listAccountVendors, setAccountVendor];
