/**
 * The company's attribute catalogue for /settings/attributes (contracts/company-attributes.ts):
 * the list's query and the writes, each refreshing the catalogue and the attribute pickers that
 * offer its attributes (company settings; never persisted offline).
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CompanyAttributeOrdering,
  ListCompanyAttributes,
  SaveCompanyAttribute,
} from '../../../contracts/company-attributes.ts';
import type { Language } from '../../../contracts/languages.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/company-attributes.ts';

export const companyAttributesKey = (accountId: number) => ['company-settings', 'attributes', accountId] as const;

export function companyAttributesQuery(query: ListCompanyAttributes) {
  return queryOptions({
    queryKey: [...companyAttributesKey(query.account_id), query],
    queryFn: ({ signal }) => call(api.listCompanyAttributes, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

async function refreshed<T>(queryClient: QueryClient, accountId: number, done: T): Promise<T> {
  // The question bank's and the requisitions' pickers list the company's attributes too.
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: companyAttributesKey(accountId) }),
    queryClient.invalidateQueries({ queryKey: ['company-attributes', accountId] }),
    queryClient.invalidateQueries({ queryKey: ['smartreq', 'library'] }),
  ]);
  return done;
}

export const createAttribute = async (queryClient: QueryClient, accountId: number, value: SaveCompanyAttribute) =>
  refreshed(
    queryClient,
    accountId,
    await call(api.createCompanyAttribute, { body: { ...value, account_id: accountId }, skipRetry: true }),
  );

export const saveAttribute = async (
  queryClient: QueryClient,
  accountId: number,
  id: number,
  value: SaveCompanyAttribute,
) => refreshed(queryClient, accountId, await call(api.updateCompanyAttribute, { params: { id }, body: value }));

export const archiveAttribute = async (queryClient: QueryClient, accountId: number, id: number, isArchived: boolean) =>
  refreshed(
    queryClient,
    accountId,
    await call(api.archiveCompanyAttribute, { params: { id }, body: { is_archived: isArchived } }),
  );

export const deleteAttribute = async (queryClient: QueryClient, accountId: number, id: number) =>
  refreshed(queryClient, accountId, await call(api.deleteCompanyAttribute, { params: { id } }));

export type AttributeListFilters = {
  owner: 'company' | 'provider';
  category: string;
  archived: 'false' | 'true';
};
export const ATTRIBUTE_LIST_START = {
  ordering: 'name' as CompanyAttributeOrdering,
  filters: { owner: 'company', category: '', archived: 'false' } as AttributeListFilters,
};
export const ATTRIBUTE_PAGE_SIZE = 20;

/** The catalogue for a view of the page's controls (its state, not the URL's: the loader reads the first). */
export function attributeListQueryOptions(
  accountId: number,
  language: Language,
  view: { searchParam?: string; ordering: CompanyAttributeOrdering; filters: AttributeListFilters; page: number },
) {
  const { owner, category, archived } = view.filters;
  return companyAttributesQuery({
    account_id: accountId,
    language,
    owner,
    category: category || undefined,
    include_archived: owner === 'company' ? archived : 'false',
    search: view.searchParam,
    ordering: view.ordering,
    page: view.page,
    page_size: ATTRIBUTE_PAGE_SIZE,
  });
}
