import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noteActivityCompleted } from '../../../features/candidate/progress.queries.ts';
import { VideoScreen } from '../../../features/video-answer/video-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadVideoActivity } from './-video-activity.ts';

/** The video and audio answers of one tracker activity (no route of the spec's names this kind). */
export const Route = createFileRoute('/_applicant/user/video-questions')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadVideoActivity(context.queryClient, context.session.user!.user_id, deps),
  component: function VideoQuestionsRoute() {
    const activity = Route.useLoaderData();
    const queryClient = useQueryClient();
    const onSubmitted = useCallback(
      () => void noteActivityCompleted(queryClient, activity.refId, activity.activityId),
      [queryClient, activity.refId, activity.activityId],
    );
    return <VideoScreen activity={activity} onSubmitted={onSubmitted} />;
  },
});
