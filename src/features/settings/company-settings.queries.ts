/** Company details and the company's settings lists as TanStack Query knows them (company settings; never persisted offline). */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ListSources,
  SaveCompanyDetails,
  SaveSource,
  SourceOrdering,
} from '../../../contracts/company-settings.ts';
import type { ListPhoneNumbers, PhoneOrdering, SavePhoneNumber } from '../../../contracts/phone-numbers.ts';
import type { ListTemplates, SaveTemplate, TemplateOrdering } from '../../../contracts/message-templates.ts';
import { call } from '../../lib/api-client.ts';
import {
  createMessageTemplate,
  deleteMessageTemplate,
  listMessageTemplates,
  updateMessageTemplate,
} from '../../lib/api/message-templates.ts';
import {
  createPhoneNumber,
  listPhoneNumbers,
  togglePhoneNumber,
  updatePhoneNumber,
} from '../../lib/api/phone-numbers.ts';
import {
  createSource as createSourceRoute,
  getCompanyDetails,
  listSources,
  saveCompanyDetails as saveDetailsRoute,
  toggleSource,
  updateSource,
} from '../../lib/api/company-settings.ts';

export const companySettingsKeys = {
  details: (accountId: number) => ['company-settings', 'details', accountId] as const,
  sources: (accountId: number) => ['company-settings', 'sources', accountId] as const,
};

export function companyDetailsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: companySettingsKeys.details(accountId),
    queryFn: ({ signal }) => call(getCompanyDetails, { params: { id: accountId }, signal }),
  });
}

export async function saveCompanyDetails(queryClient: QueryClient, accountId: number, body: SaveCompanyDetails) {
  const saved = await call(saveDetailsRoute, { params: { id: accountId }, body });
  queryClient.setQueryData(companySettingsKeys.details(accountId), saved);
  // The header shows the company's name and logo.
  await queryClient.invalidateQueries({ queryKey: ['account', accountId] });
  return saved;
}

export function sourcesQueryOptions(query: ListSources) {
  return queryOptions({
    queryKey: [...companySettingsKeys.sources(query.account_id), query],
    queryFn: ({ signal }) => call(listSources, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const refreshSources = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: companySettingsKeys.sources(accountId) });

export async function createSource(queryClient: QueryClient, accountId: number, body: SaveSource) {
  const created = await call(createSourceRoute, { body: { ...body, account_id: accountId }, skipRetry: true });
  await refreshSources(queryClient, accountId);
  return created;
}

export async function saveSource(queryClient: QueryClient, accountId: number, sourceId: number, body: SaveSource) {
  const saved = await call(updateSource, { params: { id: sourceId }, body });
  await refreshSources(queryClient, accountId);
  return saved;
}

export async function setSourceActive(
  queryClient: QueryClient,
  accountId: number,
  sourceId: number,
  isActive: boolean,
) {
  const saved = await call(toggleSource, { params: { id: sourceId }, body: { is_active: isActive } });
  await refreshSources(queryClient, accountId);
  return saved;
}

export const phoneKeys = { list: (accountId: number) => ['company-settings', 'phone-numbers', accountId] as const };

export function phoneNumbersQueryOptions(query: ListPhoneNumbers) {
  return queryOptions({
    queryKey: [...phoneKeys.list(query.account_id), query],
    queryFn: ({ signal }) => call(listPhoneNumbers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const refreshPhones = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: phoneKeys.list(accountId) });

export async function createPhone(queryClient: QueryClient, accountId: number, body: SavePhoneNumber) {
  const created = await call(createPhoneNumber, { body: { ...body, account_id: accountId }, skipRetry: true });
  await refreshPhones(queryClient, accountId);
  return created;
}

export async function savePhone(queryClient: QueryClient, accountId: number, id: number, body: SavePhoneNumber) {
  const saved = await call(updatePhoneNumber, { params: { id }, body });
  await refreshPhones(queryClient, accountId);
  return saved;
}

export async function setPhoneActive(queryClient: QueryClient, accountId: number, id: number, isActive: boolean) {
  const saved = await call(togglePhoneNumber, { params: { id }, body: { is_active: isActive } });
  await refreshPhones(queryClient, accountId);
  return saved;
}

export const templateKeys = {
  list: (accountId: number) => ['company-settings', 'message-templates', accountId] as const,
};

export function messageTemplatesQueryOptions(query: ListTemplates) {
  return queryOptions({
    queryKey: [...templateKeys.list(query.account_id), query],
    queryFn: ({ signal }) => call(listMessageTemplates, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const refreshTemplates = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: templateKeys.list(accountId) });

export async function createTemplate(queryClient: QueryClient, accountId: number, body: SaveTemplate) {
  const created = await call(createMessageTemplate, { body: { ...body, account_id: accountId }, skipRetry: true });
  await refreshTemplates(queryClient, accountId);
  return created;
}

export async function saveTemplate(queryClient: QueryClient, accountId: number, id: number, body: SaveTemplate) {
  const saved = await call(updateMessageTemplate, { params: { id }, body });
  await refreshTemplates(queryClient, accountId);
  return saved;
}

export async function removeTemplate(queryClient: QueryClient, accountId: number, id: number) {
  const done = await call(deleteMessageTemplate, { params: { id } });
  await refreshTemplates(queryClient, accountId);
  return done;
}

/** The company lists' page size: a page's pager and its loader's first view ask for the same. */
export const LIST_PAGE_SIZE = 20;

/**
 * A list page's controls (src/ui/company-list/use-list-query-state.ts): search, ordering, filters
 * and page. They are the page's state, not the URL's: the route's loader reads the first view.
 */
export interface ListView<Ordering extends string, Filters> {
  searchParam?: string;
  ordering: Ordering;
  filters: Filters;
  page: number;
}

export const SOURCE_LIST_START = {
  ordering: 'name' as SourceOrdering,
  filters: { status: 'all' as SourceStatusFilter },
};
export type SourceStatusFilter = 'all' | 'true' | 'false';

export const sourceListQueryOptions = (
  accountId: number,
  view: ListView<SourceOrdering, { status: SourceStatusFilter }>,
) =>
  sourcesQueryOptions({
    account_id: accountId,
    search: view.searchParam,
    ordering: view.ordering,
    is_active: view.filters.status === 'all' ? undefined : view.filters.status,
    page: view.page,
    page_size: LIST_PAGE_SIZE,
  });

export const PHONE_LIST_START = { ordering: 'label' as PhoneOrdering, filters: {} as Record<string, never> };

export const phoneListQueryOptions = (accountId: number, view: ListView<PhoneOrdering, Record<string, never>>) =>
  phoneNumbersQueryOptions({
    account_id: accountId,
    search: view.searchParam,
    ordering: view.ordering,
    page: view.page,
    page_size: LIST_PAGE_SIZE,
  });

export const TEMPLATE_LIST_START = { ordering: 'name' as TemplateOrdering, filters: {} as Record<string, never> };

export const templateListQueryOptions = (accountId: number, view: ListView<TemplateOrdering, Record<string, never>>) =>
  messageTemplatesQueryOptions({
    account_id: accountId,
    search: view.searchParam,
    ordering: view.ordering,
    page: view.page,
    page_size: LIST_PAGE_SIZE,
  });
