/**
 * The guard of the video answers route, readable offline like the device tests' guard: the tracker
 * comes from the query cache without a network. No tracker or video activity: to progress;
 * completed: to the tracker.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { VideoActivityRef } from '../../../features/video-answer/video.queries.ts';
import type { ActivitySearch } from './-activity-search.ts';
import { findActivity, leaveIfCompleted, ofKind } from './-activity-guard.ts';

export async function loadVideoActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
): Promise<VideoActivityRef> {
  const found = await findActivity(queryClient, userId, search, ofKind('video'));
  leaveIfCompleted(found);
  const { tracker, activity, activityId } = found;
  return {
    refId: tracker.ref_id,
    jobUuid: tracker.job_uuid,
    activityId,
    title: activity.title,
    titleVersions: activity.title_i18n,
    jobTitle: tracker.job_title,
  };
}
