import { createFileRoute } from '@tanstack/react-router';
import { IntegrationMapsScreen } from '../../../../features/admin/integration-maps-screen.tsx';
import { companyPickerQueryOptions } from '../../../../features/admin/provider-admin.queries.ts';

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/account-settings/integration-maps')({
  staticData: { access: 'provider-admin' },
  // The company picker; a company's integrations load once one is picked (the page's state).
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) => context.queryClient.ensureQueryData(companyPickerQueryOptions()).catch(() => undefined),
  component: IntegrationMapsScreen,
});
