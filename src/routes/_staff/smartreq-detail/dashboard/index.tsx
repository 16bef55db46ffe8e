import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/')({
  staticData: { access: 'smartreqs' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/smartreq-detail/dashboard/overview', search: true, replace: true });
  },
});
