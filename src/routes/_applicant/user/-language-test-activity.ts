/**
 * The guard of /user/language-test, readable offline: the tracker and the test come from the query
 * cache (the persisted snapshot) without a network and are fetched with one. No tracker or no
 * language test activity: to progress. A completed activity still opens (the screen shows it).
 */
import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import type { LanguageActivity } from '../../../features/language-test/language-activity.ts';
import { languageTestQueryOptions } from '../../../features/language-test/language-test.queries.ts';
import type { LanguageTestSearch } from './-language-test-search.ts';

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
const whole = (value: string | number | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

export async function loadLanguageActivity(queryClient: QueryClient, userId: number, search: LanguageTestSearch): Promise<LanguageActivity> {
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }) : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || activity.activity_type !== 'language_test') throw redirect({ to: '/user/progress' });
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  await readQuery(queryClient, languageTestQueryOptions(tracker.ref_id, activityId));
  return {
    refId: tracker.ref_id,
    jobUuid: tracker.job_uuid,
    activityId,
    title: activity.title,
    partId: whole(search.part),
    questionIndex: whole(search.q) ?? 0,
  };
}
