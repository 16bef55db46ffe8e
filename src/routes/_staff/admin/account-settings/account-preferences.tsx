import { createFileRoute } from '@tanstack/react-router';
import { AccountPreferencesScreen } from '../../../../features/admin/account-preferences-screen.tsx';
import { companyPickerQueryOptions } from '../../../../features/admin/provider-admin.queries.ts';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/account-settings/account-preferences')({
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) => context.queryClient.ensureQueryData(companyPickerQueryOptions()).catch(() => undefined),
  component: AccountPreferencesScreen,
});
