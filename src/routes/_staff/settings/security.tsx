import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StepUpScope } from '../../../ui/step-up-scope.tsx';
import { SsoSettingsScreen } from '../../../features/sso/sso-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { shareDomainsQueryOptions, ssoSettingsQueryOptions } from '../../../features/sso/sso.queries.ts';

const StepUpDialog = lazy(() => import('../../../features/two-factor/step-up-dialog.tsx'));

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/security')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(ssoSettingsQueryOptions(accountId)),
        context.queryClient.ensureQueryData(shareDomainsQueryOptions(accountId)),
      ]),
    ),
  // How the whole company signs in changes only with the saver's own step-up (D262), which the two-factor feature's dialog answers.
  component: function SecurityRoute() {
    return (
      <StepUpScope dialog={StepUpDialog}>
        <SsoSettingsScreen />
      </StepUpScope>
    );
  },
});
