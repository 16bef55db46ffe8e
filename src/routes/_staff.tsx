import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../features/layout/admin-layout.tsx';

/** Company-staff and provider-admin pages (levels 2 and 3, and staff-facing level 1): the admin navbar. */
export const Route = createFileRoute('/_staff')({
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
});
