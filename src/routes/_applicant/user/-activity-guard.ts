/**
 * What the guards of the activity routes share (seed 000 section 4), readable offline: the tracker
 * and the content come from the query cache (restored from the persisted snapshot) when there is no
 * network, and are fetched when there is; the tracker (and the questionnaire's content) from the
 * device's copy first, checked again on the server's answer (D257). Each guard says which
 * activities it serves and whether a completed one goes back to its tracker.
 */
import { type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { ActivityType, TrackerActivity, TrackerItem } from '../../../../contracts/progress.ts';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import type { ActivitySearch } from './-activity-search.ts';
import { isOffline } from '../../../lib/is-offline.ts';
import { recheckRoute } from '../../../lib/route-recheck.ts';

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

/**
 * The device's copy at once when there is one, the server's answer in the background (D257): a
 * cold page shows the candidate's work a round trip sooner, and what the guard decided is checked
 * again, on the server's answer, when that answer differs (the cache keeps the same object for equal
 * data; fetchQuery's own result is the raw answer). Without a copy, or offline, as readQuery.
 */
export async function readCopyFirst<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  const copy = queryClient.getQueryData<T>(options.queryKey);
  if (copy === undefined || isOffline()) return readQuery(queryClient, options);
  void queryClient.fetchQuery(options).then(
    () => {
      if (queryClient.getQueryData(options.queryKey) !== copy) recheckRoute();
    },
    () => undefined,
  );
  return copy;
}

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

export interface FoundActivity<A extends TrackerActivity = TrackerActivity> {
  tracker: TrackerItem;
  activity: A;
  activityId: number;
}

/** The selected tracker and the search's activity in it, as `read` answers them, or undefined. */
async function lookUp(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  accepts: (activity: TrackerActivity) => boolean,
  read: typeof readQuery,
): Promise<FoundActivity | undefined> {
  const trackers = await read(queryClient, trackersQueryOptions(userId));
  const tracker = trackers
    ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) })
    : undefined;
  if (!tracker) return undefined;
  const detail = await read(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  return activity && accepts(activity) ? { tracker, activity, activityId } : undefined;
}

/**
 * The selected tracker and the search's activity in it, or a redirect to progress: without a
 * tracker, without that activity, or when `accepts` refuses it. An open activity the device's copy
 * holds is found at once (D257); sending the candidate away (no such activity, or a completed one,
 * which leaveIfCompleted sends to its tracker) waits for the server's answer when online.
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
  let found = await lookUp(queryClient, userId, search, accepts, readCopyFirst);
  if (!found || found.activity.is_completed) found = await lookUp(queryClient, userId, search, accepts, readQuery);
  if (!found) throw redirect({ to: '/user/progress' });
  return found;
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
