/**
 * The EEOC questions (codes only). The key starts with 'assessment-content' so the questions are
 * persisted for offline reading like other activity content (candidate-sync/persist-reads.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getEeocQuestions } from '../../lib/api/eeoc.ts';

export function eeocQuestionsQueryOptions() {
  return queryOptions({
    queryKey: ['assessment-content', 'eeoc-questions'] as const,
    queryFn: ({ signal }) => call(getEeocQuestions, { signal }),
    staleTime: 24 * 60 * 60_000,
    gcTime: 7 * 24 * 60 * 60_000,
  });
}
