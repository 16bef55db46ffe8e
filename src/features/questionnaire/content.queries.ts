/** Assessment content as TanStack Query knows it: one key per assessment and language. */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { OFFLINE_READ_MAX_AGE_MS } from '../../lib/query-client.ts';
import { getAssessmentContent } from '../../lib/api/assessment.ts';

export const contentKeys = {
  all: ['assessment-content'] as const,
  one: (asmtId: number, language: Language, refId: string) => ['assessment-content', asmtId, language, refId] as const,
};

/**
 * Asked within the candidate's tracker: the career pathways questionnaire asks about the roles of
 * that tracker's pathway; other questionnaires are the same in every tracker.
 */
export function assessmentContentQueryOptions(asmtId: number, language: Language, refId: string) {
  return queryOptions({
    queryKey: contentKeys.one(asmtId, language, refId),
    queryFn: ({ signal }) =>
      call(getAssessmentContent, { params: { asmtId }, query: { language, ref_id: refId }, signal }),
    // Content changes rarely, and it must outlive the session in memory to be persisted for offline.
    staleTime: 60 * 60_000,
    gcTime: OFFLINE_READ_MAX_AGE_MS,
  });
}
