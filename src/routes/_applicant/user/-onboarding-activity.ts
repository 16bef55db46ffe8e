/**
 * The guard of the onboarding form route, readable offline like the video route's guard: the
 * tracker comes from the query cache without a network. No tracker or onboarding activity: to
 * progress; completed: to the tracker.
 */
import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import type { ActivitySearch } from './-activity-search.ts';

export interface OnboardingActivityRef {
  refId: string;
  jobUuid: string;
  activityId: number;
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

export async function loadOnboardingActivity(queryClient: QueryClient, userId: number, search: ActivitySearch): Promise<OnboardingActivityRef> {
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }) : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || activity.activity_type !== 'onboarding' || typeof activity.is_completed !== 'boolean') throw redirect({ to: '/user/progress' });
  if (activity.is_completed) throw redirect({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
  return { refId: tracker.ref_id, jobUuid: tracker.job_uuid, activityId };
}
