/**
 * The guard of the typing test and internet speed test routes (seed 000 section 4), readable
 * offline: the tracker comes from the query cache (the persisted snapshot) without a network and
 * is fetched with one. No tracker or activity of the kind: to progress; completed: to the tracker.
 */
import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import type { ActivitySearch } from './-activity-search.ts';

export interface DeviceActivity {
  refId: string;
  jobUuid: string;
  activityId: number;
  title: string;
  jobTitle: string;
}

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

export async function loadDeviceActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  kind: 'typing_test' | 'speed_test',
): Promise<DeviceActivity> {
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }) : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || activity.activity_type !== kind || typeof activity.is_completed !== 'boolean') throw redirect({ to: '/user/progress' });
  if (activity.is_completed) throw redirect({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
  return { refId: tracker.ref_id, jobUuid: tracker.job_uuid, activityId, title: activity.title, jobTitle: tracker.job_title };
}
