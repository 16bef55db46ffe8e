import { createFileRoute } from '@tanstack/react-router';
import { CustomersScreen } from '../../../features/admin/customers-screen.tsx';
import { customerListQueryOptions } from '../../../features/admin/provider-admin.queries.ts';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/customers')({
  // The list's first view: its search, ordering and page are the page's state (placeholder data between views).
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(customerListQueryOptions({ search: '', ordering: 'name', page: 1 }))
      .catch(() => undefined),
  component: CustomersScreen,
});
