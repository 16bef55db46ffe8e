import { createFileRoute } from '@tanstack/react-router';
import { AccountVendorsScreen } from '../../../features/vendors/account-vendors-screen.tsx';
import { accountVendorsQueryOptions } from '../../../features/vendors/vendors.queries.ts';

/**
 * Company settings (company_settings_access; the provider admin: every company): the integrations
 * built so far are the language-assessment vendors, turned on or off per company.
 */
export const Route = createFileRoute('/_staff/settings/integrations')({
  // The screen reads it with useSuspenseQuery: a failed read is the staff pages' error screen, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(accountVendorsQueryOptions()),
  component: AccountVendorsScreen,
});
