import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trackerKeys } from '../../../features/candidate/progress.queries.ts';
import { OfflineReadyGate } from '../../../features/offline-readiness/offline-ready-gate.tsx';
import { VideoScreen } from '../../../features/video-answer/video-screen.tsx';
import { activitySearch } from './-activity-search.ts';
import { loadVideoActivity } from './-video-activity.ts';

/** One two-minute video answer at the recorder's rate, twice over (video-answer/media-rules.ts). */
const VIDEO_BYTES = 75_000_000;

/** The video and audio answers of one tracker activity (no route of the spec's names this kind). */
export const Route = createFileRoute('/_applicant/user/video-questions')({
  staticData: { isActivity: true },
  validateSearch: activitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadVideoActivity(context.queryClient, context.session.user!.user_id, deps),
  component: function VideoQuestionsRoute() {
    const activity = Route.useLoaderData();
    const queryClient = useQueryClient();
    const onSubmitted = useCallback(() => void queryClient.invalidateQueries({ queryKey: trackerKeys.all }), [queryClient]);
    return (
      // Recordings are checked for room one by one as they start (video-answer/recorder.tsx); this asks for a first one.
      <OfflineReadyGate needs={{ content: [['assessment-content', 'video', activity.refId, activity.activityId]], bytes: VIDEO_BYTES }}>
        <VideoScreen activity={activity} onSubmitted={onSubmitted} />
      </OfflineReadyGate>
    );
  },
});
