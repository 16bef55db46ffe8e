import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../features/layout/admin-layout.tsx';
import { StationLayout } from '../features/layout/station-layout.tsx';
import { useIsStation } from '../features/layout/use-is-station.ts';
import { useSsoTokenWatch } from '../features/sso/use-sso-token-watch.ts';
import { loadStaffMessages } from '../lib/i18n.ts';
import { StaffPageBoundary } from '../ui/route-load-error.tsx';
import { useCloseNoticesOnPageChange } from '../ui/use-close-notices-on-page-change.ts';

/** Company-staff and provider-admin pages (levels 2 and 3, and staff-facing level 1): the admin navbar. */
export const Route = createFileRoute('/_staff')({
  // The staff screens' messages are a catalog of their own, which candidates never download.
  staticData: { staffMessages: true },
  beforeLoad: () => loadStaffMessages(),
  component: StaffLayout,
});

function StaffLayout() {
  useSsoTokenWatch();
  useCloseNoticesOnPageChange();
  // The station's screens under this layout keep the station's frame (station-layout.tsx).
  const Layout = useIsStation() ? StationLayout : AdminLayout;
  return (
    <Layout>
      {/* Every staff page's pending and error pattern: pages set no pendingComponent or errorComponent of their own. */}
      <StaffPageBoundary>
        <Outlet />
      </StaffPageBoundary>
    </Layout>
  );
}
