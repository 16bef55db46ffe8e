import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_staff/account/dashboard/')({
  staticData: { access: 'company-dashboard' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/account/dashboard/applicant-overview', search: true, replace: true });
  },
});
