import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf, searchOf } from '../../-search.ts';
import { ProfileScreen } from '../../../features/profile/profile-screen.tsx';
import { StepUpScope } from '../../../ui/step-up-scope.tsx';
import { profileQueryOptions } from '../../../features/profile/profile.queries.ts';
import { isOffline } from '../../../lib/is-offline.ts';

// Loaded when a new sign-in email asks for it: two-factor code needs the network (bench/budget.json onlineOnly).
const StepUpDialog = lazy(() => import('../../../features/two-factor/step-up-dialog.tsx'));

const profileSearch = searchOf({ type: oneOf(['update']) });

export const Route = createFileRoute('/_applicant/user/personal-profile')({
  staticData: { access: 'signed-in' },
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
    // A new sign-in email asks for a step-up (D262), which the two-factor feature's dialog answers.
    return (
      <StepUpScope dialog={StepUpDialog}>
        <ProfileScreen userId={session.user!.user_id} />
      </StepUpScope>
    );
  },
});
