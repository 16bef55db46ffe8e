import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_public/ats/integration/{-$id}')({
  component: () => <PlaceholderScreen title={msg`Applicant tracking system integration`} />,
});
