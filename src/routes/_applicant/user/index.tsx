import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_applicant/user/')({
  staticData: { access: 'signed-in' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/user/progress', search: true, replace: true });
  },
});
