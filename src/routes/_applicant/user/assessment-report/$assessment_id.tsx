import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PlaceholderScreen } from '../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_applicant/user/assessment-report/$assessment_id')({
  component: () => <PlaceholderScreen title={msg`Assessment report`} />,
});
