import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/details')({
  component: () => <PlaceholderScreen title={msg`New job req: details`} />,
});
