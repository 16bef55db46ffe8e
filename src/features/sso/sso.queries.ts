/** What /settings/security reads, ensured by its loader: single sign-on and the allowed share domains. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getSsoSettings } from '../../lib/api/sso.ts';
import { shareDomains } from '../../lib/api/share-domains.ts';

export const ssoKey = (accountId: number) => ['sso-settings', accountId] as const;

export function ssoSettingsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: ssoKey(accountId),
    queryFn: ({ signal }) => call(getSsoSettings, { params: { id: accountId }, signal }),
  });
}

export const shareDomainsKey = (accountId: number) => ['share-domains', accountId] as const;

/** The domains scorecard shares may go to (D212), on the same page. */
export function shareDomainsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: shareDomainsKey(accountId),
    queryFn: ({ signal }) => call(shareDomains, { params: { id: accountId }, signal }),
  });
}
