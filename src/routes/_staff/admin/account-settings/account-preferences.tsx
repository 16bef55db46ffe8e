import { createFileRoute } from '@tanstack/react-router';
import { AccountPreferencesScreen } from '../../../../features/admin/account-preferences-screen.tsx';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/account-settings/account-preferences')({
  component: AccountPreferencesScreen,
});
