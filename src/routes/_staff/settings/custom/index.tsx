import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_staff/settings/custom/')({
  staticData: { access: 'company-settings' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/settings/custom/rejection-reason', search: true, replace: true });
  },
});
