/** A supervisor's outcome link as TanStack Query knows it; the token is the only credential. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AnswerOutcome } from '../../../contracts/outcome-questions.ts';
import { call } from '../../lib/api-client.ts';
import { answerOutcomeReview, getOutcomeReview } from '../../lib/api/outcome-questions.ts';

const reviewKey = (token: string) => ['outcome-review', token] as const;

export const outcomeReviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reviewKey(token),
    queryFn: ({ signal }) => call(getOutcomeReview, { params: { token }, signal, skipRetry: true }),
    retry: false,
  });

export async function sendAnswers(queryClient: QueryClient, token: string, body: AnswerOutcome) {
  const review = await call(answerOutcomeReview, { params: { token }, body });
  queryClient.setQueryData(reviewKey(token), review);
  return review;
}
