/** Changes to the company's question lists from its settings pages (never persisted offline). The builder's questions step reads the same endpoints. */
import type { QueryClient } from '@tanstack/react-query';
import type { NewQuestion, QuestionInput, QuestionList, QuestionType } from '../../../contracts/question-bank.ts';
import { call } from '../../lib/api-client.ts';
import { archiveQuestion, createQuestion, patchQuestion } from '../../lib/api/question-bank.ts';
import { questionListKey, questionListQueryOptions } from '../../ui/question-bank/question-list.queries.ts';

// The builder's questions step caches the bank under its own key.
const refresh = (queryClient: QueryClient, accountId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: questionListKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: ['smartreq', 'questions'] }),
  ]);

export async function addQuestion(queryClient: QueryClient, accountId: number, body: NewQuestion) {
  const created = await call(createQuestion, { params: { accountId }, body });
  await refresh(queryClient, accountId);
  return created;
}

export async function changeQuestion(
  queryClient: QueryClient,
  accountId: number,
  accountQuestionId: number,
  body: Partial<QuestionInput> & { is_archived?: boolean },
) {
  const saved = await call(patchQuestion, { params: { accountQuestionId }, body });
  await refresh(queryClient, accountId);
  return saved;
}

export async function archiveBankQuestion(queryClient: QueryClient, accountId: number, accountQuestionId: number) {
  await call(archiveQuestion, { params: { accountQuestionId } });
  await refresh(queryClient, accountId);
}

export type QuestionListFilters = { question_type: QuestionType | ''; archived: '0' | '1' };
export const QUESTION_LIST_START = {
  ordering: 'newest' as const,
  filters: { question_type: '', archived: '0' } as QuestionListFilters,
};
export const QUESTION_PAGE_SIZE = 20;

/** A question list for a view of the page's controls (its state, not the URL's: the loader reads the first). */
export const questionBankQueryOptions = (
  accountId: number,
  list: QuestionList,
  view: { searchParam?: string; filters: QuestionListFilters; page: number },
) =>
  questionListQueryOptions(accountId, {
    list,
    search: view.searchParam,
    question_type: view.filters.question_type || undefined,
    include_archived: view.filters.archived === '1',
    page: view.page,
    page_size: QUESTION_PAGE_SIZE,
  });
