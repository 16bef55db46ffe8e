/** Language test reads as TanStack Query knows them; the content is persisted for offline reloads (persist-reads.ts, prefix 'language-test'). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getLanguageTest, listStaffLanguageTests } from '../../lib/api/language-test.ts';

/** Seven days: the age limit of the persisted snapshot. */
const OFFLINE_READ_MAX_AGE_MS = 7 * 24 * 3_600_000;

export const languageTestKeys = {
  content: (refId: string, activityId: number) => ['language-test', refId, activityId] as const,
  staff: (userSmartreqId: number) => ['staff-language-tests', userSmartreqId] as const,
};

export function languageTestQueryOptions(refId: string, activityId: number) {
  return queryOptions({
    queryKey: languageTestKeys.content(refId, activityId),
    queryFn: ({ signal }) =>
      call(getLanguageTest, { params: { refId }, query: { job_step_activity_id: activityId }, signal }),
    gcTime: OFFLINE_READ_MAX_AGE_MS,
  });
}

export function staffLanguageTestsQueryOptions(userSmartreqId: number) {
  return queryOptions({
    queryKey: languageTestKeys.staff(userSmartreqId),
    queryFn: ({ signal }) => call(listStaffLanguageTests, { params: { userSmartreqId }, signal }),
  });
}
