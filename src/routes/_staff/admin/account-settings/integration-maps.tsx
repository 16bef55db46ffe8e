import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/admin/account-settings/integration-maps')({
  component: () => <PlaceholderScreen title={msg`Integration maps`} />,
});
