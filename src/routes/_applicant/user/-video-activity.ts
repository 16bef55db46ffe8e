/**
 * The guard of the video answers route, readable offline like the device tests' guard: the tracker
 * comes from the query cache without a network. No tracker or video activity: to progress;
 * completed: to the tracker.
 */
import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import type { VideoActivityRef } from '../../../features/video-answer/video.queries.ts';
import type { ActivitySearch } from './-activity-search.ts';

async function readQuery<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T | undefined> {
  const cached = queryClient.getQueryData<T>(options.queryKey);
  if (!onlineManager.isOnline() || !navigator.onLine) return cached;
  try {
    return await queryClient.fetchQuery(options);
  } catch {
    return cached;
  }
}

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

export async function loadVideoActivity(queryClient: QueryClient, userId: number, search: ActivitySearch): Promise<VideoActivityRef> {
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }) : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || activity.activity_type !== 'video' || typeof activity.is_completed !== 'boolean') throw redirect({ to: '/user/progress' });
  if (activity.is_completed) throw redirect({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
  return { refId: tracker.ref_id, jobUuid: tracker.job_uuid, activityId, title: activity.title, jobTitle: tracker.job_title };
}
