import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/performance-review/select-participant')({
  component: () => <PlaceholderScreen title={msg`Start a performance review: choose a participant`} />,
});
