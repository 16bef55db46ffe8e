import { createFileRoute } from '@tanstack/react-router';
import { AccountVendorsScreen } from '../../../features/vendors/account-vendors-screen.tsx';

/** Company settings (company_settings_access; the provider admin: every company): vendors on or off. */
export const Route = createFileRoute('/_staff/settings/vendors')({
  component: AccountVendorsScreen,
});
