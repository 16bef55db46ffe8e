import { createFileRoute } from '@tanstack/react-router';
import { oneOf, searchOf } from '../../-search.ts';
import { ProfileScreen } from '../../../features/profile/profile-screen.tsx';
import { profileQueryOptions } from '../../../features/profile/profile.queries.ts';
import { isOffline } from '../../../lib/is-offline.ts';

const profileSearch = searchOf({ type: oneOf(['update']) });

export const Route = createFileRoute('/_applicant/user/personal-profile')({
  // type=update when opened from the user menu.
  validateSearch: profileSearch,
  loader: async ({ context }) => {
    // Offline, the persisted copy (persist-reads.ts) is already in the cache. Online, always a
    // fresh copy, whatever the cache says: a persisted one may predate the last save, and the
    // form starts from the data it has when it opens. A failure shows from the query's state.
    if (isOffline()) return;
    await context.queryClient
      .fetchQuery({ ...profileQueryOptions(context.session.user!.user_id), staleTime: 0 })
      .catch(() => undefined);
  },
  component: function PersonalProfileRoute() {
    const { session } = Route.useRouteContext();
    return <ProfileScreen userId={session.user!.user_id} />;
  },
});
