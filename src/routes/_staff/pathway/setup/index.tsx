import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_staff/pathway/setup/')({
  staticData: { access: 'pathways' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/pathway/setup/details', search: true, replace: true });
  },
});
