import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { optionalText, searchOf } from '../../-search.ts';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

const interviewSearch = searchOf({ in: optionalText });

export const Route = createFileRoute('/_applicant/interview/{-$id}')({
  // Interview invitation id after single sign-on (seed 000 section 2.4).
  validateSearch: interviewSearch,
  component: () => <PlaceholderScreen title={msg`Interview`} />,
});
