import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { optionalText } from '../../-search.ts';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_applicant/user/progress')({
  // With jobUuid the page selects that job's tracker (seed 000 section 2.4).
  validateSearch: z.object({ jobUuid: optionalText }),
  component: () => <PlaceholderScreen title={msg`My Progress`} />,
});
