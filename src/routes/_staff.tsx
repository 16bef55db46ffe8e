import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { useSsoTokenWatch } from '../features/sso/use-sso-token-watch.ts';
import { loadStaffMessages } from '../lib/i18n.ts';

/** Company-staff and provider-admin pages (levels 2 and 3, and staff-facing level 1): the admin navbar. */
export const Route = createFileRoute('/_staff')({
  // The staff screens' messages are a catalog of their own, which candidates never download.
  staticData: { staffMessages: true },
  beforeLoad: () => loadStaffMessages(),
  component: StaffLayout,
});

function StaffLayout() {
  useSsoTokenWatch();
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
