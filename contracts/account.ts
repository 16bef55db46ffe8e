import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const PreferenceSchema = z.object({ keyname: z.string(), value: z.string() });
export const AccountSchema = z.object({
  account_id: z.number(),
  uuid: z.string(),
  name: z.string(),
  logo_url: z.nullable(z.string()),
  preferences: z.array(PreferenceSchema),
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/',
  access: 'company-staff',
  companyParam: 'id',
  summary: 'Company details and preferences, for users with a role in that company',
  params: AccountIdParams,
  response: AccountSchema,
});

export const accountEndpoints = [getAccount];
