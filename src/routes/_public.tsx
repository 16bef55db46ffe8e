import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { StationLayout } from '../features/layout/station-layout.tsx';
import { useIsStation } from '../features/layout/use-is-station.ts';

/** Level 0 pages that need no sign-in (seed 000 section 2.3). */
export const Route = createFileRoute('/_public')({
  component: PublicFrame,
});

function PublicFrame() {
  const Layout = useIsStation() ? StationLayout : PublicLayout;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
