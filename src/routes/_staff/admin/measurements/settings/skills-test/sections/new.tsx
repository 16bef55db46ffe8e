import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/sections/new')({
  component: () => <PlaceholderScreen title={msg`New skills test section`} />,
});
