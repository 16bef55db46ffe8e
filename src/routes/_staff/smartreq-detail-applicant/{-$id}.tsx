import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { optionalText } from '../../-search.ts';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail-applicant/{-$id}')({
  // Scorecard link after single sign-on: sc is the scorecard, id the user.
  validateSearch: z.object({ sc: optionalText, id: optionalText }),
  component: () => <PlaceholderScreen title={msg`Candidate scorecard`} />,
});
