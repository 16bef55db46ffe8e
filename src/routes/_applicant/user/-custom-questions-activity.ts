/**
 * The guard of /user/custom-assessment-questions (seed 000 section 4), readable offline: the
 * tracker and the questions come from the query cache (restored from the persisted snapshot)
 * when there is no network, and are fetched when there is. The route serves the activities whose
 * answers are questions of the company or of the product: 'questions' and 'eeoc'.
 */
import type { QueryClient } from '@tanstack/react-query';
import { eeocQuestionsQueryOptions } from '../../../features/eeoc/eeoc.queries.ts';
import { jobQuestionsQueryOptions } from '../../../features/screening-questions/screening.queries.ts';
import type { ActivitySearch } from './-activity-search.ts';
import { findActivity, leaveIfCompleted, ofKind, readQuery } from './-activity-guard.ts';

export { activitySearch as questionsActivitySearch } from './-activity-search.ts';
export type QuestionsActivitySearch = ActivitySearch;

export interface QuestionsActivity {
  kind: 'questions' | 'eeoc';
  refId: string;
  jobUuid: string;
  jobId: number;
  activityId: number;
}

/** The current question activity, or a redirect: to progress without one, to the tracker once completed. */
export async function loadQuestionsActivity(
  queryClient: QueryClient,
  userId: number,
  search: QuestionsActivitySearch,
): Promise<QuestionsActivity> {
  const found = await findActivity(queryClient, userId, search, ofKind('questions', 'eeoc'));
  leaveIfCompleted(found);
  const { tracker, activity, activityId } = found;
  const questions: QuestionsActivity = {
    kind: activity.activity_type,
    refId: tracker.ref_id,
    jobUuid: tracker.job_uuid,
    jobId: activity.job_id,
    activityId,
  };
  // Fetched now so the screen (and a later offline visit) has it; the screen shows any failure.
  if (questions.kind === 'questions') await readQuery(queryClient, jobQuestionsQueryOptions(questions));
  else await readQuery(queryClient, eeocQuestionsQueryOptions());
  return questions;
}
