import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { optionalText } from '../../../-search.ts';
import { PlaceholderScreen } from '../../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/account/dashboard/custom')({
  // dId selects the custom dashboard (seed 002 section 2.1).
  validateSearch: z.object({ dId: optionalText }),
  component: () => <PlaceholderScreen title={msg`Custom dashboard`} />,
});
