/** Changes to the company's question lists from its settings pages (never persisted offline). The builder's questions step reads the same endpoints. */
import type { QueryClient } from '@tanstack/react-query';
import type { NewQuestion, QuestionInput } from '../../../contracts/question-bank.ts';
import { call } from '../../lib/api-client.ts';
import { archiveQuestion, createQuestion, patchQuestion } from '../../lib/api/question-bank.ts';
import { questionListKey } from '../../ui/question-bank/question-list.queries.ts';

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
