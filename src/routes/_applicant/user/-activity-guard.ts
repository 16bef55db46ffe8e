/**
 * What the guards of the activity routes share (seed 000 section 4), readable offline: the tracker
 * and the content come from the query cache (restored from the persisted snapshot) when there is no
 * network, and are fetched when there is. Each guard says which activities it serves and whether a
 * completed one goes back to its tracker.
 */
import { type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { ActivityType, TrackerActivity, TrackerItem } from '../../../../contracts/progress.ts';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import type { ActivitySearch } from './-activity-search.ts';
import { isOffline } from '../../../lib/is-offline.ts';

/** Cached data wins offline; online, a fresh fetch (or the cache if the fetch fails). */
export async function readQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  const cached = queryClient.getQueryData<T>(options.queryKey);
  if (isOffline()) return cached;
  try {
    return await queryClient.fetchQuery(options);
  } catch {
    return cached;
  }
}

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

export interface FoundActivity<A extends TrackerActivity = TrackerActivity> {
  tracker: TrackerItem;
  activity: A;
  activityId: number;
}

/**
 * The selected tracker and the search's activity in it, or a redirect to progress: without a
 * tracker, without that activity, or when `accepts` refuses it.
 */
export async function findActivity<A extends TrackerActivity>(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  accepts: (activity: TrackerActivity) => activity is A,
): Promise<FoundActivity<A>>;
export async function findActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  accepts: (activity: TrackerActivity) => boolean,
): Promise<FoundActivity>;
export async function findActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  accepts: (activity: TrackerActivity) => boolean,
): Promise<FoundActivity> {
  readAhead(queryClient, userId, search);
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers
    ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) })
    : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || !accepts(activity)) throw redirect({ to: '/user/progress' });
  return { tracker, activity, activityId };
}

/**
 * Starts, together, the reads a guard goes on to make one after another (the trackers, the selected
 * tracker, then the activity's own read given by `then`), the later ones guessed from the search and
 * the copy on the device (the restored snapshot), so a cold page waits one round trip, not three.
 * Only a start: the guard still decides on what its own reads return, and joins these fetches when
 * it asks for the same keys (TanStack Query shares a fetch in flight); a wrong guess costs one read.
 * Offline nothing starts: the guards read the cache alone then.
 */
export function readAhead<T, K extends QueryKey>(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  then?: (guess: FoundActivity) => FetchQueryOptions<T, Error, T, K> | undefined,
): void {
  if (isOffline()) return;
  void readQuery(queryClient, trackersQueryOptions(userId));
  const trackers = queryClient.getQueryData(trackersQueryOptions(userId).queryKey);
  const refId =
    (trackers && selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }))?.ref_id ??
    text(search.refId);
  if (refId === undefined) return;
  void readQuery(queryClient, trackerQueryOptions(refId));
  const tracker = trackers?.find((t) => t.ref_id === refId);
  const activityId = Number(search.activityId);
  const activity = queryClient
    .getQueryData(trackerQueryOptions(refId).queryKey)
    ?.steps.flatMap((s) => s.activities)
    .find((a) => a.job_step_activity_id === activityId);
  const next = tracker && activity && then?.({ tracker, activity, activityId });
  if (next) void readQuery(queryClient, next);
}

/** An activity of one of these kinds whose completion is known. */
export function ofKind<K extends ActivityType>(...kinds: K[]) {
  return (activity: TrackerActivity): activity is TrackerActivity & { activity_type: K } =>
    (kinds as readonly ActivityType[]).includes(activity.activity_type) && typeof activity.is_completed === 'boolean';
}

/** A completed activity goes back to its tracker. */
export function leaveIfCompleted({ tracker, activity }: FoundActivity): void {
  if (activity.is_completed)
    throw redirect({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
}
