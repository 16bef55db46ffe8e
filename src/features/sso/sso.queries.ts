/** A company's single sign-on settings, read by /settings/security and ensured by its loader. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getSsoSettings } from '../../lib/api/sso.ts';

export const ssoKey = (accountId: number) => ['sso-settings', accountId] as const;

export function ssoSettingsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: ssoKey(accountId),
    queryFn: ({ signal }) => call(getSsoSettings, { params: { id: accountId }, signal }),
  });
}
