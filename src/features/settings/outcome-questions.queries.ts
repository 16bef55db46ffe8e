/** The company's outcome questions as TanStack Query knows them (company settings; never persisted offline). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OutcomeAudience } from '../../../contracts/outcome-questions.ts';
import { call } from '../../lib/api-client.ts';
import {
  createOutcomeQuestion,
  deleteOutcomeQuestion,
  listOutcomeQuestions,
  updateOutcomeQuestion,
} from '../../lib/api/outcome-questions.ts';

export const outcomeQuestionKeys = {
  list: (accountId: number) => ['company-settings', 'outcome-questions', accountId] as const,
};

/** One audience's questions (supervisors' or employees' own satisfaction questions, D150) from the company's one list. */
export function outcomeQuestionsQueryOptions(accountId: number, audience: OutcomeAudience) {
  return queryOptions({
    queryKey: outcomeQuestionKeys.list(accountId),
    queryFn: ({ signal }) => call(listOutcomeQuestions, { query: { account_id: accountId }, signal }),
    // The company list pages by count; every question fits on one page.
    select: (data) => {
      const results = data.results.filter((q) => q.audience === audience);
      return { results, count: results.length };
    },
  });
}

const refresh = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: outcomeQuestionKeys.list(accountId) });

export async function addOutcomeQuestion(
  queryClient: QueryClient,
  accountId: number,
  question: string,
  audience: OutcomeAudience,
) {
  const created = await call(createOutcomeQuestion, {
    body: { account_id: accountId, question, audience },
    skipRetry: true,
  });
  await refresh(queryClient, accountId);
  return created;
}

export async function saveOutcomeQuestion(queryClient: QueryClient, accountId: number, id: number, question: string) {
  const saved = await call(updateOutcomeQuestion, { params: { id }, body: { question } });
  await refresh(queryClient, accountId);
  return saved;
}

export async function removeOutcomeQuestion(queryClient: QueryClient, accountId: number, id: number) {
  await call(deleteOutcomeQuestion, { params: { id } });
  await refresh(queryClient, accountId);
}
