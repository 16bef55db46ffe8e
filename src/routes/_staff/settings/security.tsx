import { createFileRoute } from '@tanstack/react-router';
import { SsoSettingsScreen } from '../../../features/sso/sso-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { shareDomainsQueryOptions, ssoSettingsQueryOptions } from '../../../features/sso/sso.queries.ts';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/security')({
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(ssoSettingsQueryOptions(accountId)),
        context.queryClient.ensureQueryData(shareDomainsQueryOptions(accountId)),
      ]),
    ),
  component: SsoSettingsScreen,
});
