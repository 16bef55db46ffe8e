import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_applicant/user/skill-test-instruction')({
  staticData: { isActivity: true },
  component: () => <PlaceholderScreen title={msg`Skills test instructions`} />,
});
