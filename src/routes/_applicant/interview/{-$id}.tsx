import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { optionalText } from '../../-search.ts';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_applicant/interview/{-$id}')({
  // Interview invitation id after single sign-on (seed 000 section 2.4).
  validateSearch: z.object({ in: optionalText }),
  component: () => <PlaceholderScreen title={msg`Interview`} />,
});
