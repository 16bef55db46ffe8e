/**
 * The domains a company's scorecard shares may go to, besides its own staff (D205, D212): set by
 * its admins on /settings/security. Each domain is checked by contracts/share-domain-rules.ts; a
 * refusal names the field of each bad one (`domains.2`).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AccountIdParams } from './account.ts';
import { MAX_SHARE_DOMAINS } from './share-domain-rules.ts';

export const ShareDomainsSchema = z.object({ domains: z.array(z.string()) });
export type ShareDomains = z.infer<typeof ShareDomainsSchema>;

export const SaveShareDomainsBody = z.object({
  domains: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(MAX_SHARE_DOMAINS)),
});

export const shareDomains = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/share-domains/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'The domains outside the company that scorecard shares may go to',
  params: AccountIdParams,
  response: ShareDomainsSchema,
});

export const saveShareDomains = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/share-domains/',
  access: 'company-settings',
  companyParam: 'id',
  summary: 'Replaces the domains scorecard shares may go to (an empty list: company staff only); audited',
  params: AccountIdParams,
  body: SaveShareDomainsBody,
  response: ShareDomainsSchema,
});
