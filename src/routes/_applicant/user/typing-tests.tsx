import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noteActivityCompleted } from '../../../features/candidate/progress.queries.ts';
import { TypingScreen } from '../../../features/typing-test/typing-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadDeviceActivity } from './-device-activity.ts';

/** The typing test of one tracker activity (seed 000 sections 2 and 9; seed 002 section 7.9). */
export const Route = createFileRoute('/_applicant/user/typing-tests')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadDeviceActivity(context.queryClient, context.session.user!.user_id, deps, 'typing_test'),
  component: function TypingTestRoute() {
    const activity = Route.useLoaderData();
    const { session } = Route.useRouteContext();
    const queryClient = useQueryClient();
    const onScored = useCallback(
      () => void noteActivityCompleted(queryClient, activity.refId, activity.activityId),
      [queryClient, activity.refId, activity.activityId],
    );
    return <TypingScreen activity={activity} userId={session.user!.user_id} onScored={onScored} />;
  },
});
