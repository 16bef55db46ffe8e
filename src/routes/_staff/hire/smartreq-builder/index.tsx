import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/')({
  staticData: { access: 'staff' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/hire/smartreq-builder/job-title', search: true, replace: true });
  },
});
