import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ProfileScreen } from '../../../features/profile/profile-screen.tsx';
import { profileQueryOptions } from '../../../features/profile/profile.queries.ts';

export const Route = createFileRoute('/_applicant/user/personal-profile')({
  // type=update when opened from the user menu.
  validateSearch: z.object({ type: z.catch(z.optional(z.literal('update')), undefined) }),
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(profileQueryOptions(context.session.user!.user_id));
    } catch {
      // The screen shows the failure from the query's error state.
    }
  },
  component: function PersonalProfileRoute() {
    const { session } = Route.useRouteContext();
    return <ProfileScreen userId={session.user!.user_id} />;
  },
});
