/**
 * One of the company's question lists and the attributes its questions may probe, as TanStack Query
 * knows them (staff only, never persisted): company settings edit the lists, the kit editor picks
 * from the interview list.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QuestionList, QuestionType } from '../../../contracts/question-bank.ts';
import type { Language } from '../../../contracts/languages.ts';
import { call } from '../../lib/api-client.ts';
import { listQuestions } from '../../lib/api/question-bank.ts';
import { listAttributeTypes } from '../../lib/api/smartreq-attributes.ts';

export interface QuestionListQuery {
  list: QuestionList;
  search?: string;
  question_type?: QuestionType;
  include_archived: boolean;
  page: number;
  page_size: number;
}

/** Every list of the company; invalidate it when a question or its usage changes. */
export const questionListKey = (accountId: number) => ['question-bank', accountId] as const;

export function questionListQueryOptions(accountId: number, query: QuestionListQuery) {
  return queryOptions({
    queryKey: [...questionListKey(accountId), query] as const,
    queryFn: ({ signal }) =>
      call(listQuestions, {
        params: { accountId },
        query: {
          question_list: query.list,
          search: query.search,
          question_type: query.question_type,
          include_archived: query.include_archived ? '1' : '0',
          page: query.page,
          page_size: query.page_size,
        },
        signal,
      }),
    select: (page) => ({ results: page.data, count: page.count }),
    placeholderData: keepPreviousData,
  });
}

/** The attributes a company can score or probe: the shared library's and its own. */
export function companyAttributesQueryOptions(accountId: number, language: Language) {
  return queryOptions({
    queryKey: ['company-attributes', accountId, language] as const,
    queryFn: ({ signal }) => call(listAttributeTypes, { query: { account_id: accountId, language }, signal }),
    staleTime: 5 * 60_000,
  });
}
