/** Skills test reads as TanStack Query knows them; the content is persisted for offline reloads (persist-reads.ts). */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { getSkillsTest, getSkillsTestReport } from '../../lib/api/skills-test.ts';

/** Seven days: the age limit of the persisted snapshot. */
const OFFLINE_READ_MAX_AGE_MS = 7 * 24 * 3_600_000;

export const skillsTestKeys = {
  content: (refId: string, activityId: number, language: Language) =>
    ['skills-test', refId, activityId, language] as const,
  report: (id: number, language: Language) => ['skills-test-report', id, language] as const,
};

export function skillsTestQueryOptions(refId: string, activityId: number, language: Language) {
  return queryOptions({
    queryKey: skillsTestKeys.content(refId, activityId, language),
    queryFn: ({ signal }) =>
      call(getSkillsTest, { params: { refId }, query: { job_step_activity_id: activityId, language }, signal }),
    // The section timings inside change as sections start; the screens read them once and then trust Dexie.
    staleTime: 0,
    gcTime: OFFLINE_READ_MAX_AGE_MS,
  });
}

export function skillsReportQueryOptions(id: number, language: Language) {
  return queryOptions({
    queryKey: skillsTestKeys.report(id, language),
    queryFn: ({ signal }) => call(getSkillsTestReport, { params: { id }, query: { language }, signal }),
  });
}
