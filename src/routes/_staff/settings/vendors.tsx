import { createFileRoute, redirect } from '@tanstack/react-router';

/** The spec's "vendors and account vendors" live on the integrations page. */
export const Route = createFileRoute('/_staff/settings/vendors')({
  staticData: { access: 'company-settings' },
  beforeLoad: () => {
    throw redirect({ to: '/settings/integrations', replace: true });
  },
});
