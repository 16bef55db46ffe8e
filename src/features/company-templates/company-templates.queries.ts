/** A company's scoring-criteria and screening-question templates as TanStack Query knows them (staff only, never persisted). */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ListScoringTemplates,
  SaveScoringTemplate,
  ScoringTemplateOrdering,
} from '../../../contracts/scoring-templates.ts';
import type {
  ListScreeningTemplates,
  SaveScreeningTemplate,
  ScreeningTemplateOrdering,
} from '../../../contracts/screening-templates.ts';
import { call } from '../../lib/api-client.ts';
import { listQuestions } from '../../lib/api/question-bank.ts';
import * as scoring from '../../lib/api/scoring-templates.ts';
import * as screening from '../../lib/api/screening-templates.ts';

export const companyTemplateKeys = {
  scoring: (accountId: number) => ['company-templates', 'scoring', accountId] as const,
  screening: (accountId: number) => ['company-templates', 'screening', accountId] as const,
  prescreen: (accountId: number, search: string) => ['company-templates', 'prescreen', accountId, search] as const,
};

export function scoringTemplatesQueryOptions(query: ListScoringTemplates) {
  return queryOptions({
    queryKey: [...companyTemplateKeys.scoring(query.account_id), query],
    queryFn: ({ signal }) => call(scoring.listScoringTemplates, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const refreshScoring = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: companyTemplateKeys.scoring(accountId) });

export async function createScoringTemplate(queryClient: QueryClient, accountId: number, body: SaveScoringTemplate) {
  const created = await call(scoring.createScoringTemplate, {
    body: { ...body, account_id: accountId },
    skipRetry: true,
  });
  await refreshScoring(queryClient, accountId);
  return created;
}

export async function saveScoringTemplate(
  queryClient: QueryClient,
  accountId: number,
  id: number,
  body: SaveScoringTemplate,
) {
  const saved = await call(scoring.updateScoringTemplate, { params: { id }, body });
  await refreshScoring(queryClient, accountId);
  return saved;
}

export async function removeScoringTemplate(queryClient: QueryClient, accountId: number, id: number) {
  const done = await call(scoring.removeScoringTemplate, { params: { id } });
  await refreshScoring(queryClient, accountId);
  return done.outcome;
}

export async function restoreScoringTemplate(queryClient: QueryClient, accountId: number, id: number) {
  await call(scoring.restoreScoringTemplate, { params: { id } });
  await refreshScoring(queryClient, accountId);
}

export function screeningTemplatesQueryOptions(query: ListScreeningTemplates) {
  return queryOptions({
    queryKey: [...companyTemplateKeys.screening(query.account_id), query],
    queryFn: ({ signal }) => call(screening.listScreeningTemplates, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const refreshScreening = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: companyTemplateKeys.screening(accountId) });

export async function createScreeningTemplate(
  queryClient: QueryClient,
  accountId: number,
  body: SaveScreeningTemplate,
) {
  const created = await call(screening.createScreeningTemplate, {
    body: { ...body, account_id: accountId },
    skipRetry: true,
  });
  await refreshScreening(queryClient, accountId);
  return created;
}

export async function saveScreeningTemplate(
  queryClient: QueryClient,
  accountId: number,
  id: number,
  body: SaveScreeningTemplate,
) {
  const saved = await call(screening.updateScreeningTemplate, { params: { id }, body });
  await refreshScreening(queryClient, accountId);
  return saved;
}

export async function deleteScreeningTemplate(queryClient: QueryClient, accountId: number, id: number) {
  await call(screening.deleteScreeningTemplate, { params: { id } });
  await refreshScreening(queryClient, accountId);
}

/** The company's own live pre-screen questions matching `search` (the shared library's are left out). */
export function prescreenQuestionsQueryOptions(accountId: number, search: string) {
  return queryOptions({
    queryKey: companyTemplateKeys.prescreen(accountId, search),
    queryFn: async ({ signal }) => {
      const page = await call(listQuestions, {
        params: { accountId },
        query: { question_list: 'prescreen', search: search || undefined, page_size: 50 },
        signal,
      });
      return page.data.filter((q) => q.account_id === accountId && !q.is_archived);
    },
    placeholderData: keepPreviousData,
  });
}

/** The template lists' page size: the pager and the loader's first view ask for the same. */
export const TEMPLATE_PAGE_SIZE = 20;

export const SCORING_TEMPLATE_LIST_START = {
  ordering: 'name' as ScoringTemplateOrdering,
  filters: { archived: 'false' } as { archived: string },
};

/** The scoring templates for a view of the page's controls (its state, not the URL's: the loader reads the first). */
export const scoringTemplateListQueryOptions = (
  accountId: number,
  view: { searchParam?: string; ordering: ScoringTemplateOrdering; filters: { archived: string }; page: number },
) =>
  scoringTemplatesQueryOptions({
    account_id: accountId,
    search: view.searchParam,
    ordering: view.ordering,
    archived: view.filters.archived === 'true' ? 'true' : 'false',
    page: view.page,
    page_size: TEMPLATE_PAGE_SIZE,
  });

export const SCREENING_TEMPLATE_LIST_START = {
  ordering: 'name' as ScreeningTemplateOrdering,
  filters: {} as Record<string, never>,
};

/** The screening templates for a view of the page's controls (the loader reads the first). */
export const screeningTemplateListQueryOptions = (
  accountId: number,
  view: { searchParam?: string; ordering: ScreeningTemplateOrdering; page: number },
) =>
  screeningTemplatesQueryOptions({
    account_id: accountId,
    search: view.searchParam,
    ordering: view.ordering,
    page: view.page,
    page_size: TEMPLATE_PAGE_SIZE,
  });
