import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Printable reports: no navigation around them. */
export const Route = createFileRoute('/_print')({
  component: () => (
    <main id="main" className="print-page">
      <Outlet />
    </main>
  ),
});
