import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_staff/admin/account-settings/')({
  staticData: { access: 'provider-admin' },
  // The default child (seed 000 section 2, seed 001 section 2, seed 002 section 2).
  beforeLoad: () => {
    throw redirect({ to: '/admin/account-settings/account-preferences', search: true, replace: true });
  },
});
