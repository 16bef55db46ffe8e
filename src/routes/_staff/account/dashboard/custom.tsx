import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { optionalText, searchOf } from '../../../-search.ts';
import { PlaceholderScreen } from '../../../../features/placeholder/placeholder-screen.tsx';

const dashboardSearch = searchOf({ dId: optionalText });

export const Route = createFileRoute('/_staff/account/dashboard/custom')({
  // dId selects the custom dashboard (seed 002 section 2.1).
  validateSearch: dashboardSearch,
  component: () => <PlaceholderScreen title={msg`Custom dashboard`} />,
});
