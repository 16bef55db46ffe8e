/** A company's personal assessments as TanStack Query knows them (company settings; never persisted offline). */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../contracts/languages.ts';
import type { ListPersonalAssessments, PersonalAssessmentOrdering } from '../../../contracts/personal-assessments.ts';
import { call } from '../../lib/api-client.ts';
import { listPersonalAssessments, togglePersonalAssessment } from '../../lib/api/personal-assessments.ts';

const listKey = (accountId: number) => ['company-settings', 'personal-assessments', accountId] as const;

export function personalAssessmentsQueryOptions(query: ListPersonalAssessments) {
  return queryOptions({
    queryKey: [...listKey(query.account_id), query],
    queryFn: ({ signal }) => call(listPersonalAssessments, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export async function setQuestionnaireEnabled(
  queryClient: QueryClient,
  accountId: number,
  asmtId: number,
  isEnabled: boolean,
  language: Language,
) {
  const saved = await call(togglePersonalAssessment, {
    params: { id: asmtId },
    body: { account_id: accountId, is_enabled: isEnabled, language },
  });
  await queryClient.invalidateQueries({ queryKey: listKey(accountId) });
  // The plan editor's choice of questionnaires (smartreq.queries.ts) follows at once.
  await queryClient.invalidateQueries({ queryKey: ['smartreq', 'assessments'] });
  return saved;
}

export const PERSONAL_ASSESSMENT_LIST_START = {
  ordering: 'title' as PersonalAssessmentOrdering,
  filters: {} as Record<string, never>,
};
export const PERSONAL_ASSESSMENT_PAGE_SIZE = 20;

/** The list for a view of the page's controls (its state, not the URL's: the loader reads the first). */
export const personalAssessmentListQueryOptions = (
  accountId: number,
  language: Language,
  view: { searchParam?: string; ordering: PersonalAssessmentOrdering; page: number },
) =>
  personalAssessmentsQueryOptions({
    account_id: accountId,
    language,
    search: view.searchParam,
    ordering: view.ordering,
    page: view.page,
    page_size: PERSONAL_ASSESSMENT_PAGE_SIZE,
  });
