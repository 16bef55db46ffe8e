/** The company's performance rating scale and its performance review questions, archived ones included (company settings; never persisted offline). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SavePerformanceScale } from '../../../contracts/performance-scale.ts';
import { call } from '../../lib/api-client.ts';
import {
  archiveOutcomeQuestion,
  listOutcomeQuestions,
  orderOutcomeQuestions,
} from '../../lib/api/outcome-questions.ts';
import { getPerformanceScale, savePerformanceScale } from '../../lib/api/performance-scale.ts';
import { outcomeQuestionKeys } from './outcome-questions.queries.ts';

const scaleKey = (accountId: number) => ['company-settings', 'performance-scale', accountId] as const;
const reviewQuestionsKey = (accountId: number) => [...outcomeQuestionKeys.list(accountId), 'with-archived'] as const;

export function performanceScaleQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: scaleKey(accountId),
    queryFn: ({ signal }) => call(getPerformanceScale, { query: { account_id: accountId }, signal }),
  });
}

export async function saveScale(queryClient: QueryClient, accountId: number, levels: SavePerformanceScale['levels']) {
  const saved = await call(savePerformanceScale, { body: { account_id: accountId, levels } });
  queryClient.setQueryData(scaleKey(accountId), saved);
  return saved;
}

/** The supervisors' questions: those asked in order, then the archived ones. */
export function reviewQuestionsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: reviewQuestionsKey(accountId),
    queryFn: ({ signal }) =>
      call(listOutcomeQuestions, { query: { account_id: accountId, include_archived: 'true' }, signal }),
    select: (data) => data.results.filter((q) => q.audience === 'supervisor'),
  });
}

const refresh = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: outcomeQuestionKeys.list(accountId) });

export async function setQuestionArchived(queryClient: QueryClient, accountId: number, id: number, archived: boolean) {
  await call(archiveOutcomeQuestion, { params: { id }, body: { archived } });
  await refresh(queryClient, accountId);
}

export async function orderReviewQuestions(queryClient: QueryClient, accountId: number, ids: number[]) {
  await call(orderOutcomeQuestions, {
    body: { account_id: accountId, audience: 'supervisor', outcome_question_ids: ids },
  });
  await refresh(queryClient, accountId);
}
