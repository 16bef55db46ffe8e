import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/questions')({
  component: () => <PlaceholderScreen title={msg`Skills test questions`} />,
});
