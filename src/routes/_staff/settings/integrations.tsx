import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsScreen } from '../../../features/integrations/integrations-screen.tsx';
import { integrationsQueryOptions } from '../../../features/integrations/integrations.queries.ts';
import { AccountVendorsScreen } from '../../../features/vendors/account-vendors-screen.tsx';
import { accountVendorsQueryOptions } from '../../../features/vendors/vendors.queries.ts';
import { loadForOpeningCompany } from './-first-view.ts';

/**
 * Company settings (company_settings_access; the provider admin: every company): each outside
 * service kind with its state and test (D209), then the language-test vendors per company.
 */
export const Route = createFileRoute('/_staff/settings/integrations')({
  staticData: { access: 'company-settings' },
  // The vendors are read with useSuspenseQuery: a failed read is the staff pages' error screen, with its retry.
  loader: async (ctx) => {
    await Promise.all([
      ctx.context.queryClient.ensureQueryData(accountVendorsQueryOptions()),
      loadForOpeningCompany(ctx.context, (accountId) =>
        ctx.context.queryClient.ensureQueryData(integrationsQueryOptions(accountId)),
      ),
    ]);
  },
  component: () => (
    <IntegrationsScreen>
      <AccountVendorsScreen embedded />
    </IntegrationsScreen>
  ),
});
