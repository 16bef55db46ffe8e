import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noteActivityCompleted } from '../../../features/candidate/progress.queries.ts';
import { SpeedScreen } from '../../../features/speed-test/speed-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadDeviceActivity } from './-device-activity.ts';

/** The internet speed test of one tracker activity (seed 000 section 2; seed 002 section 7.7). */
export const Route = createFileRoute('/_applicant/user/internet-speed-test')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadDeviceActivity(context.queryClient, context.session.user!.user_id, deps, 'speed_test'),
  component: function InternetSpeedTestRoute() {
    const activity = Route.useLoaderData();
    const queryClient = useQueryClient();
    const onSaved = useCallback(
      () => void noteActivityCompleted(queryClient, activity.refId, activity.activityId),
      [queryClient, activity.refId, activity.activityId],
    );
    return <SpeedScreen activity={activity} onSaved={onSaved} />;
  },
});
