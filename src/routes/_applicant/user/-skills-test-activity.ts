/**
 * The guard of the skills test routes (seed 000 section 4), readable offline: the tracker and the
 * test come from the query cache (the persisted snapshot) without a network and are fetched with
 * one. No tracker or skills test activity: to progress; completed: to the tracker (the test
 * screen itself stays open to show its submission).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../contracts/user.ts';
import { skillsTestQueryOptions } from '../../../features/skills-test/skills-test.queries.ts';
import type { SkillsActivity } from '../../../features/skills-test/skills-activity.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { ActivitySearch } from './-activity-search.ts';
import { findActivity, leaveIfCompleted, ofKind, readQuery } from './-activity-guard.ts';

export async function loadSkillsActivity(
  queryClient: QueryClient,
  userId: number,
  search: ActivitySearch,
  options: { allowCompleted?: boolean } = {},
): Promise<SkillsActivity> {
  const found = await findActivity(queryClient, userId, search, ofKind('skills_test'));
  if (!options.allowCompleted) leaveIfCompleted(found);
  const { tracker, activity, activityId } = found;
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  await readQuery(queryClient, skillsTestQueryOptions(tracker.ref_id, activityId, i18n.locale as Language));
  return {
    refId: tracker.ref_id,
    jobUuid: tracker.job_uuid,
    activityId,
    title: activity.title,
    language: i18n.locale as Language,
  };
}
