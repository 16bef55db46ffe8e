/**
 * The guard of the skills test routes (seed 000 section 4), readable offline: the tracker and the
 * test come from the query cache (the persisted snapshot) without a network and are fetched with
 * one. No tracker or skills test activity: to progress; completed: to the tracker (the test
 * screen itself stays open to show its submission).
 */
import { onlineManager, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Language } from '../../../../contracts/user.ts';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import { skillsTestQueryOptions } from '../../../features/skills-test/skills-test.queries.ts';
import type { SkillsActivity } from '../../../features/skills-test/skills-activity.ts';
import { i18n } from '../../../lib/i18n.ts';
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

export async function loadSkillsActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  options: { allowCompleted?: boolean } = {},
): Promise<SkillsActivity> {
  const trackers = await readQuery(queryClient, trackersQueryOptions(userId));
  const tracker = trackers ? selectTracker(trackers, { jobUuid: text(search.jobUuid), refId: text(search.refId) }) : undefined;
  if (!tracker) throw redirect({ to: '/user/progress' });
  const detail = await readQuery(queryClient, trackerQueryOptions(tracker.ref_id));
  const activityId = Number(search.activityId);
  const activity = detail?.steps.flatMap((s) => s.activities).find((a) => a.job_step_activity_id === activityId);
  if (!activity || activity.activity_type !== 'skills_test' || typeof activity.is_completed !== 'boolean') throw redirect({ to: '/user/progress' });
  if (activity.is_completed && !options.allowCompleted) throw redirect({ to: '/user/progress-tracker', search: { jobUuid: tracker.job_uuid, refId: tracker.ref_id } });
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  await readQuery(queryClient, skillsTestQueryOptions(tracker.ref_id, activityId, i18n.locale as Language));
  return { refId: tracker.ref_id, jobUuid: tracker.job_uuid, activityId, title: activity.title, language: i18n.locale as Language };
}
