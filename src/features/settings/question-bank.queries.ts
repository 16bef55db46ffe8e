/** The company's question bank for its settings page (never persisted offline). The builder's questions step reads the same endpoints. */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QuestionInput, QuestionType } from '../../../contracts/question-bank.ts';
import { call } from '../../lib/api-client.ts';
import { archiveQuestion, createQuestion, listQuestions, patchQuestion } from '../../lib/api/question-bank.ts';

export interface BankQuery {
  search?: string;
  question_type?: QuestionType;
  include_archived: boolean;
  page: number;
  page_size: number;
}

const bankKey = (accountId: number) => ['question-bank', accountId] as const;

export function bankQueryOptions(accountId: number, query: BankQuery) {
  return queryOptions({
    queryKey: [...bankKey(accountId), query] as const,
    queryFn: ({ signal }) =>
      call(listQuestions, {
        params: { accountId },
        query: { search: query.search, question_type: query.question_type, include_archived: query.include_archived ? '1' : '0', page: query.page, page_size: query.page_size },
        signal,
      }),
    select: (page) => ({ results: page.data, count: page.count }),
    placeholderData: keepPreviousData,
  });
}

// The builder's questions step caches the bank under its own key.
const refresh = (queryClient: QueryClient, accountId: number) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: bankKey(accountId) }), queryClient.invalidateQueries({ queryKey: ['smartreq', 'questions'] })]);

export async function addQuestion(queryClient: QueryClient, accountId: number, body: QuestionInput) {
  const created = await call(createQuestion, { params: { accountId }, body });
  await refresh(queryClient, accountId);
  return created;
}

export async function changeQuestion(queryClient: QueryClient, accountId: number, accountQuestionId: number, body: Partial<QuestionInput> & { is_archived?: boolean }) {
  const saved = await call(patchQuestion, { params: { accountQuestionId }, body });
  await refresh(queryClient, accountId);
  return saved;
}

export async function archiveBankQuestion(queryClient: QueryClient, accountId: number, accountQuestionId: number) {
  await call(archiveQuestion, { params: { accountQuestionId } });
  await refresh(queryClient, accountId);
}
