import { createFileRoute } from '@tanstack/react-router';
import { CustomersScreen } from '../../../features/admin/customers-screen.tsx';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/customers')({
  component: CustomersScreen,
});
