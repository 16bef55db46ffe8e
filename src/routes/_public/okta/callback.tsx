import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_public/okta/callback')({
  component: () => <PlaceholderScreen title={msg`Single sign-on`} />,
});
