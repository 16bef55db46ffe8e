/** Assessment content as TanStack Query knows it: one key per assessment and language. */
import { queryOptions } from '@tanstack/react-query';
import { getAssessmentContent } from '../../../contracts/assessment.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { OFFLINE_READ_MAX_AGE_MS } from './persist-reads.ts';

export const contentKeys = {
  all: ['assessment-content'] as const,
  one: (asmtId: number, language: Language) => ['assessment-content', asmtId, language] as const,
};

export function assessmentContentQueryOptions(asmtId: number, language: Language) {
  return queryOptions({
    queryKey: contentKeys.one(asmtId, language),
    queryFn: ({ signal }) => call(getAssessmentContent, { params: { asmtId }, query: { language }, signal }),
    // Content changes rarely, and it must outlive the session in memory to be persisted for offline.
    staleTime: 60 * 60_000,
    gcTime: OFFLINE_READ_MAX_AGE_MS,
  });
}
