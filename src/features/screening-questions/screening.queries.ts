/**
 * A question activity's questions as TanStack Query knows them. The key starts with
 * 'assessment-content' on purpose: that prefix is persisted for offline reading
 * (candidate-sync/persist-reads.ts), so questions opened once render after an offline reload.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getJobQuestions } from '../../lib/api/screening-questions.ts';

const OFFLINE_GC_MS = 7 * 24 * 60 * 60_000;

export interface QuestionActivityRef {
  refId: string;
  jobUuid: string;
  jobId: number;
  activityId: number;
}

export const screeningKeys = {
  one: (refId: string, activityId: number) => ['assessment-content', 'screening-questions', refId, activityId] as const,
};

export function jobQuestionsQueryOptions(activity: QuestionActivityRef) {
  return queryOptions({
    queryKey: screeningKeys.one(activity.refId, activity.activityId),
    queryFn: ({ signal }) =>
      call(getJobQuestions, {
        params: { jobId: activity.jobId },
        query: { job_step_activity_id: activity.activityId, ref_id: activity.refId },
        signal,
      }),
    staleTime: 60 * 60_000,
    gcTime: OFFLINE_GC_MS,
  });
}
