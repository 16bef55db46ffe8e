import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noteActivityCompleted } from '../../../features/candidate/progress.queries.ts';
import { OnboardingScreen } from '../../../features/onboarding/onboarding-screen.tsx';
import { onboardingFormQueryOptions } from '../../../features/onboarding/onboarding.queries.ts';
import { activitySearch } from './-activity-search.ts';
import { loadOnboardingActivity } from './-onboarding-activity.ts';
import { isOffline } from '../../../lib/is-offline.ts';

/** The onboarding form of one tracker activity (seed 000 guarded screen "onboarding"). */
export const Route = createFileRoute('/_applicant/user/onboarding')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const activity = await loadOnboardingActivity(context.queryClient, context.session.user!.user_id, deps);
    // Offline, a paused fetch would hold the route: the screen reads the persisted form instead.
    if (isOffline()) return activity;
    try {
      await context.queryClient.ensureQueryData(onboardingFormQueryOptions(activity.refId, activity.activityId));
    } catch {
      // The screen shows the failure from the query's state.
    }
    return activity;
  },
  component: function OnboardingRoute() {
    const activity = Route.useLoaderData();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const onSubmitted = useCallback(() => {
      void noteActivityCompleted(queryClient, activity.refId, activity.activityId);
      void navigate({ to: '/user/progress-tracker', search: { jobUuid: activity.jobUuid, refId: activity.refId } });
    }, [queryClient, navigate, activity.jobUuid, activity.refId, activity.activityId]);
    return (
      <OnboardingScreen
        refId={activity.refId}
        activityId={activity.activityId}
        jobUuid={activity.jobUuid}
        onSubmitted={onSubmitted}
      />
    );
  },
});
