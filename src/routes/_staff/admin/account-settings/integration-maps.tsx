import { createFileRoute } from '@tanstack/react-router';
import { IntegrationMapsScreen } from '../../../../features/admin/integration-maps-screen.tsx';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/account-settings/integration-maps')({
  component: IntegrationMapsScreen,
});
