import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import {  } from '../../-search.ts';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_applicant/user/personal-profile')({
  // type=update when opened from the user menu.
  validateSearch: z.object({ type: z.catch(z.optional(z.literal('update')), undefined) }),
  component: () => <PlaceholderScreen title={msg`My Profile`} />,
});
