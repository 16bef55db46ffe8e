/**
 * The guards of the questionnaire routes (seed 000 section 4), readable offline: the tracker and
 * the content come from the query cache (restored from the persisted snapshot) when there is
 * no network, and are fetched when there is.
 */
import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Language } from '../../../../contracts/user.ts';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import { assessmentContentQueryOptions } from '../../../features/questionnaire/content.queries.ts';
import type { ActivityRef } from '../../../features/questionnaire/instruction-screen.tsx';
import { i18n } from '../../../lib/i18n.ts';
import type { ActivitySearch } from './-activity-search.ts';

export { activitySearch, type ActivitySearch } from './-activity-search.ts';

/** Cached data wins offline; online, a fresh fetch (or the cache if the fetch fails). */
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

/** The current assessment activity, or a redirect: to progress without one, to the tracker once completed. */
export async function loadAssessmentActivity(queryClient: QueryClient, userId: number, search: ActivitySearch): Promise<ActivityRef> {
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }) : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || typeof activity.is_completed !== 'boolean' || activity.asmt_id === null) throw redirect({ to: '/user/progress' });
  if (activity.is_completed) throw redirect({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  await readQuery(queryClient, assessmentContentQueryOptions(activity.asmt_id, i18n.locale as Language, tracker.ref_id));
  return { asmtId: activity.asmt_id, refId: tracker.ref_id, jobUuid: tracker.job_uuid, activityId };
}
