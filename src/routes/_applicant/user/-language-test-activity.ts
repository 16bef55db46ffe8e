/**
 * The guard of /user/language-test, readable offline: the tracker and the test come from the query
 * cache (the persisted snapshot) without a network and are fetched with one. No tracker or no
 * language test activity: to progress. A completed activity still opens (the screen shows it).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LanguageActivity } from '../../../features/language-test/language-activity.ts';
import { languageTestQueryOptions } from '../../../features/language-test/language-test.queries.ts';
import { findActivity, readQuery } from './-activity-guard.ts';
import type { LanguageTestSearch } from './-language-test-search.ts';

const whole = (value: string | number | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

export async function loadLanguageActivity(
  queryClient: QueryClient,
  userId: number,
  search: LanguageTestSearch,
): Promise<LanguageActivity> {
  const { tracker, activity, activityId } = await findActivity(
    queryClient,
    userId,
    search,
    (a) => a.activity_type === 'language_test',
  );
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  await readQuery(queryClient, languageTestQueryOptions(tracker.ref_id, activityId));
  return {
    refId: tracker.ref_id,
    jobUuid: tracker.job_uuid,
    activityId,
    title: activity.title,
    titleVersions: activity.title_i18n,
    partId: whole(search.part),
    questionIndex: whole(search.q) ?? 0,
  };
}
