import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/$id/details')({
  // Only digits name a skills test or section (seed 002 section 2.3).
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  component: () => <PlaceholderScreen title={msg`Skills test`} />,
});
