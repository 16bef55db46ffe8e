import { createFileRoute } from '@tanstack/react-router';
import { ProfileListScreen } from '../../features/job-profiles/profile-list-screen.tsx';
import { loadForOpeningCompany } from './settings/-first-view.ts';
import { profileListViewQueryOptions } from '../../features/job-profiles/job-profiles.queries.ts';

/** Any role (declared on the route below); the server lists every profile or only those whose team the viewer is on. */
export const Route = createFileRoute('/_staff/jobprofile')({
  staticData: { access: 'staff' },
  // The list's first view: its search and page are the page's state (the list reads them in place, D488).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(profileListViewQueryOptions(accountId, { page: 1, search: '' })),
    ),
  component: ProfileListScreen,
});
