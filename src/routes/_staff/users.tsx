import { createFileRoute } from '@tanstack/react-router';
import { ProviderUsersScreen } from '../../features/admin/provider-users-screen.tsx';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/users')({
  component: ProviderUsersScreen,
});
