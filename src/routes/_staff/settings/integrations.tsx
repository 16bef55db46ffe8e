import { createFileRoute } from '@tanstack/react-router';
import { AccountVendorsScreen } from '../../../features/vendors/account-vendors-screen.tsx';

/**
 * Company settings (company_settings_access; the provider admin: every company): the integrations
 * built so far are the language-assessment vendors, turned on or off per company.
 */
export const Route = createFileRoute('/_staff/settings/integrations')({
  component: AccountVendorsScreen,
});
