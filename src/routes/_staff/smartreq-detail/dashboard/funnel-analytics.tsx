import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/dashboard/funnel-analytics')({
  component: () => <PlaceholderScreen title={msg`Job req dashboard: funnel analytics`} />,
});
