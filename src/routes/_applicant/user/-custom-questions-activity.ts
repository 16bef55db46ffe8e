/**
 * The guard of /user/custom-assessment-questions (seed 000 section 4), readable offline: the
 * tracker and the questions come from the query cache (restored from the persisted snapshot)
 * when there is no network, and are fetched when there is. The route serves the activities whose
 * answers are questions of the company or of the product: 'questions' and 'eeoc'.
 */
import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import { eeocQuestionsQueryOptions } from '../../../features/eeoc/eeoc.queries.ts';
import { jobQuestionsQueryOptions } from '../../../features/screening-questions/screening.queries.ts';
import type { ActivitySearch } from './-activity-search.ts';

export { activitySearch as questionsActivitySearch } from './-activity-search.ts';
export type QuestionsActivitySearch = ActivitySearch;

export interface QuestionsActivity {
  kind: 'questions' | 'eeoc';
  refId: string;
  jobUuid: string;
  jobId: number;
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

/** The current question activity, or a redirect: to progress without one, to the tracker once completed. */
export async function loadQuestionsActivity(queryClient: QueryClient, userId: number, search: QuestionsActivitySearch): Promise<QuestionsActivity> {
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }) : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || typeof activity.is_completed !== 'boolean') throw redirect({ to: '/user/progress' });
  if (activity.activity_type !== 'questions' && activity.activity_type !== 'eeoc') throw redirect({ to: '/user/progress' });
  if (activity.is_completed) throw redirect({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
  const found: QuestionsActivity = { kind: activity.activity_type, refId: tracker.ref_id, jobUuid: tracker.job_uuid, jobId: activity.job_id, activityId };
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  if (found.kind === 'questions') await readQuery(queryClient, jobQuestionsQueryOptions(found));
  else await readQuery(queryClient, eeocQuestionsQueryOptions());
  return found;
}
