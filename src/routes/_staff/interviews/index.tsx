import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_staff/interviews/')({
  staticData: { access: 'signed-in' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/interviews/my-interviews', search: true, replace: true });
  },
});
