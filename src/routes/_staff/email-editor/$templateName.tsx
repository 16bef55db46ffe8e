import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { EMAIL_EDITOR_TABS } from '../../-search.ts';
import { PlaceholderScreen } from '../../../features/placeholder/placeholder-screen.tsx';

export const Route = createFileRoute('/_staff/email-editor/$templateName')({
  // The selected tab; none means email-body (seed 000 section 2.9).
  validateSearch: z.object({ tab: z.catch(z.optional(z.enum(EMAIL_EDITOR_TABS)), undefined) }),
  component: () => <PlaceholderScreen title={msg`Email template`} />,
});
