import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noteActivityCompleted } from '../../../features/candidate/progress.queries.ts';
import { hasEntry } from '../../../features/questionnaire/entry-marker.ts';
import { QuestionsScreen } from '../../../features/questionnaire/questions-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadAssessmentActivity } from './-assessment-activity.ts';

export const Route = createFileRoute('/_applicant/user/assessment-questions')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const activity = await loadAssessmentActivity(context.queryClient, context.session.user!.user_id, deps);
    // Reachable only from the instruction screen (seed 000 section 4).
    if (!hasEntry(activity.refId, activity.activityId))
      throw redirect({ to: '/user/assessment-instruction', search: deps });
    return activity;
  },
  component: function AssessmentQuestionsRoute() {
    const activity = Route.useLoaderData();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const onSubmitted = useCallback(
      () => void noteActivityCompleted(queryClient, activity.refId, activity.activityId),
      [queryClient, activity.refId, activity.activityId],
    );
    const onLeave = useCallback(
      () =>
        void navigate({
          to: '/user/assessment-instruction',
          search: { jobUuid: activity.jobUuid, refId: activity.refId, activityId: activity.activityId },
        }),
      [navigate, activity],
    );
    return <QuestionsScreen activity={activity} onSubmitted={onSubmitted} onLeave={onLeave} />;
  },
});
