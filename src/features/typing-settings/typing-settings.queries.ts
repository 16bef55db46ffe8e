/** A company's typing-test settings as TanStack Query knows them (staff only, never persisted). */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../contracts/languages.ts';
import type {
  ListTypingPassages,
  SaveTypingPassage,
  TypingDefaults,
  TypingPassageOrdering,
} from '../../../contracts/typing-test-settings.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/typing-test-settings.ts';

export const typingSettingsKeys = {
  all: (accountId: number) => ['typing-settings', accountId] as const,
  defaults: (accountId: number) => ['typing-settings', accountId, 'defaults'] as const,
  passages: (accountId: number) => ['typing-settings', accountId, 'passages'] as const,
};

export function typingDefaultsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: typingSettingsKeys.defaults(accountId),
    queryFn: ({ signal }) => call(api.getTypingDefaults, { query: { account_id: accountId }, signal }),
  });
}

export function typingPassagesQueryOptions(query: ListTypingPassages) {
  return queryOptions({
    queryKey: [...typingSettingsKeys.passages(query.account_id), query],
    queryFn: ({ signal }) => call(api.listTypingPassages, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const refresh = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: typingSettingsKeys.all(accountId) });

export async function saveTypingDefaults(queryClient: QueryClient, accountId: number, body: TypingDefaults) {
  const saved = await call(api.saveTypingDefaults, { body: { ...body, account_id: accountId } });
  await refresh(queryClient, accountId);
  return saved;
}

export async function createTypingPassage(queryClient: QueryClient, accountId: number, body: SaveTypingPassage) {
  const created = await call(api.createTypingPassage, { body: { ...body, account_id: accountId }, skipRetry: true });
  await refresh(queryClient, accountId);
  return created;
}

export async function saveTypingPassage(
  queryClient: QueryClient,
  accountId: number,
  id: number,
  body: SaveTypingPassage,
) {
  const saved = await call(api.updateTypingPassage, { params: { id }, body });
  await refresh(queryClient, accountId);
  return saved;
}

export async function archiveTypingPassage(queryClient: QueryClient, accountId: number, id: number, archived: boolean) {
  const saved = await call(api.archiveTypingPassage, { params: { id }, body: { archived } });
  await refresh(queryClient, accountId);
  return saved;
}

export type PassageListFilters = {
  source: 'company' | 'provider';
  language: '' | Language;
  archived: 'false' | 'true';
};
export const PASSAGE_LIST_START = {
  ordering: 'title' as TypingPassageOrdering,
  filters: { source: 'company', language: '', archived: 'false' } as PassageListFilters,
};
export const PASSAGE_PAGE_SIZE = 20;

/** The passages for a view of the page's controls (its state, not the URL's: the loader reads the first). */
export function passageListQueryOptions(
  accountId: number,
  view: { searchParam?: string; ordering: TypingPassageOrdering; filters: PassageListFilters; page: number },
) {
  const { source, language, archived } = view.filters;
  return typingPassagesQueryOptions({
    account_id: accountId,
    source,
    language: language || undefined,
    archived: source === 'company' ? archived : 'false',
    search: view.searchParam,
    ordering: view.ordering,
    page: view.page,
    page_size: PASSAGE_PAGE_SIZE,
  });
}
