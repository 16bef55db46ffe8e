/**
 * The company's two reason lists, rejection and separation reasons, as one shape for the reasons
 * settings page: rows with an id, a type, a name, whether active and where in use, and the same
 * five calls. Each list keeps its own API and query key (company settings; never persisted offline).
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  REASON_ORDERINGS,
  REJECTION_TYPES,
  type ReasonOrdering,
  type RejectionReasonAdmin,
  type RejectionType,
} from '../../../contracts/rejection-reasons.ts';
import {
  SEPARATION_REASON_ORDERINGS,
  SEPARATION_TYPES,
  type SeparationReason,
  type SeparationReasonOrdering,
  type SeparationType,
} from '../../../contracts/separation-reasons.ts';
import { call } from '../../lib/api-client.ts';
import * as rejection from '../../lib/api/rejection-reasons.ts';
import * as separation from '../../lib/api/separation-reasons.ts';

export interface ReasonRow<Type extends string> {
  id: number;
  type: Type;
  name: string;
  is_active: boolean;
  /** Applications or employees that have it. */
  uses: number;
}

export interface ReasonQuery<Type extends string> {
  account_id: number;
  search?: string;
  ordering?: string;
  type?: Type;
  page?: number;
  page_size?: number;
}

export interface ReasonList<Type extends string> {
  types: readonly Type[];
  /** The orderings the list offers; 'uses' and '-uses' stand for the list's own count. */
  orderings: readonly string[];
  queryOptions(query: ReasonQuery<Type>): ReturnType<typeof reasonQueryOptions<Type>>;
  create(queryClient: QueryClient, accountId: number, value: { name: string; type: Type }): Promise<ReasonRow<Type>>;
  save(
    queryClient: QueryClient,
    accountId: number,
    id: number,
    value: { name: string; type: Type },
  ): Promise<ReasonRow<Type>>;
  setActive(queryClient: QueryClient, accountId: number, id: number, isActive: boolean): Promise<ReasonRow<Type>>;
  remove(queryClient: QueryClient, accountId: number, id: number, replaceTo: number | undefined): Promise<unknown>;
}

function reasonQueryOptions<Type extends string>(
  key: string,
  query: ReasonQuery<Type>,
  fetch: (signal: AbortSignal) => Promise<{ results: ReasonRow<Type>[]; count: number }>,
) {
  return queryOptions({
    queryKey: ['company-settings', key, query.account_id, query],
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
  });
}

/** The list's calls, each refreshing the list's queries after a write. */
function reasonList<Type extends string>(
  key: string,
  shape: Pick<ReasonList<Type>, 'types' | 'orderings'>,
  api: {
    list(query: ReasonQuery<Type>, signal: AbortSignal): Promise<{ results: ReasonRow<Type>[]; count: number }>;
    create(accountId: number, value: { name: string; type: Type }): Promise<ReasonRow<Type>>;
    save(id: number, value: { name: string; type: Type }): Promise<ReasonRow<Type>>;
    setActive(id: number, isActive: boolean): Promise<ReasonRow<Type>>;
    remove(id: number, replaceTo: number | undefined): Promise<unknown>;
  },
): ReasonList<Type> {
  const refreshed = async <T>(queryClient: QueryClient, accountId: number, done: T) => {
    await queryClient.invalidateQueries({ queryKey: ['company-settings', key, accountId] });
    return done;
  };
  return {
    ...shape,
    queryOptions: (query) => reasonQueryOptions(key, query, (signal) => api.list(query, signal)),
    create: async (queryClient, accountId, value) =>
      refreshed(queryClient, accountId, await api.create(accountId, value)),
    save: async (queryClient, accountId, id, value) => refreshed(queryClient, accountId, await api.save(id, value)),
    setActive: async (queryClient, accountId, id, isActive) =>
      refreshed(queryClient, accountId, await api.setActive(id, isActive)),
    remove: async (queryClient, accountId, id, replaceTo) =>
      refreshed(queryClient, accountId, await api.remove(id, replaceTo)),
  };
}

const usesOrdering = <O extends string>(ordering: string | undefined, uses: string) =>
  ordering?.replace('uses', uses) as O | undefined;
const replaceQuery = (replaceTo: number | undefined) => (replaceTo === undefined ? {} : { replace_to: replaceTo });

const rejectionRow = (r: RejectionReasonAdmin): ReasonRow<RejectionType> => ({
  id: r.rejection_reason_id,
  type: r.rejection_type,
  name: r.name,
  is_active: r.is_active,
  uses: r.applications,
});

export const rejectionReasons = reasonList<RejectionType>(
  'rejection-reasons',
  { types: REJECTION_TYPES, orderings: REASON_ORDERINGS.map((o) => o.replace('applications', 'uses')) },
  {
    list: async ({ type, ordering, ...query }, signal) => {
      const data = await call(rejection.listReasons, {
        query: { ...query, rejection_type: type, ordering: usesOrdering<ReasonOrdering>(ordering, 'applications') },
        signal,
      });
      return { count: data.count, results: data.results.map(rejectionRow) };
    },
    create: async (accountId, { name, type }) =>
      rejectionRow(
        await call(rejection.createReason, {
          body: { account_id: accountId, name, rejection_type: type },
          skipRetry: true,
        }),
      ),
    save: async (id, { name, type }) =>
      rejectionRow(await call(rejection.updateReason, { params: { id }, body: { name, rejection_type: type } })),
    setActive: async (id, isActive) =>
      rejectionRow(await call(rejection.toggleReason, { params: { id }, body: { is_active: isActive } })),
    remove: (id, replaceTo) => call(rejection.deleteReason, { params: { id }, query: replaceQuery(replaceTo) }),
  },
);

const separationRow = (r: SeparationReason): ReasonRow<SeparationType> => ({
  id: r.separation_reason_id,
  type: r.separation_type,
  name: r.name,
  is_active: r.is_active,
  uses: r.employees,
});

export const separationReasons = reasonList<SeparationType>(
  'separation-reasons',
  { types: SEPARATION_TYPES, orderings: SEPARATION_REASON_ORDERINGS.map((o) => o.replace('employees', 'uses')) },
  {
    list: async ({ type, ordering, ...query }, signal) => {
      const data = await call(separation.listSeparationReasons, {
        query: {
          ...query,
          separation_type: type,
          ordering: usesOrdering<SeparationReasonOrdering>(ordering, 'employees'),
        },
        signal,
      });
      return { count: data.count, results: data.results.map(separationRow) };
    },
    create: async (accountId, { name, type }) =>
      separationRow(
        await call(separation.createSeparationReason, {
          body: { account_id: accountId, name, separation_type: type },
          skipRetry: true,
        }),
      ),
    save: async (id, { name, type }) =>
      separationRow(
        await call(separation.updateSeparationReason, { params: { id }, body: { name, separation_type: type } }),
      ),
    setActive: async (id, isActive) =>
      separationRow(await call(separation.toggleSeparationReason, { params: { id }, body: { is_active: isActive } })),
    remove: (id, replaceTo) =>
      call(separation.deleteSeparationReason, { params: { id }, query: replaceQuery(replaceTo) }),
  },
);

export const REASON_PAGE_SIZE = 20;
export const reasonListStart = <Type extends string>() => ({
  ordering: 'sort_order' as string,
  filters: { type: 'all' } as { type: Type | 'all' },
});

/** A reason list for a view of the page's controls (its state, not the URL's: the loader reads the first). */
export const reasonListQueryOptions = <Type extends string>(
  list: ReasonList<Type>,
  accountId: number,
  view: { searchParam?: string; ordering: string; filters: { type: Type | 'all' }; page: number },
) =>
  list.queryOptions({
    account_id: accountId,
    search: view.searchParam,
    ordering: view.ordering,
    type: view.filters.type === 'all' ? undefined : view.filters.type,
    page: view.page,
    page_size: REASON_PAGE_SIZE,
  });
