/** A company's employees as TanStack Query knows them (staff only; never persisted offline). */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  EMPLOYEE_DEFAULT_PAGE_SIZE,
  type EmployeeListFilters,
  type EndEmployment,
  type SaveEmployee,
} from '../../../contracts/people.ts';
import { call } from '../../lib/api-client.ts';
import { createEmployee, endEmployment, listEmployees, updateEmployee } from '../../lib/api/people.ts';
import { listSeparationReasons } from '../../lib/api/separation-reasons.ts';
import type { SeparationType } from '../../../contracts/people.ts';

export const peopleKeys = {
  all: (accountId: number) => ['people', accountId] as const,
  list: (accountId: number, filters: EmployeeListFilters) => ['people', accountId, filters] as const,
};

export function peopleQueryOptions(accountId: number, filters: EmployeeListFilters) {
  return queryOptions({
    queryKey: peopleKeys.list(accountId, filters),
    queryFn: ({ signal }) => call(listEmployees, { params: { accountId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

const refresh = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: peopleKeys.all(accountId) });

export async function saveEmployee(
  queryClient: QueryClient,
  accountId: number,
  employeeId: number | undefined,
  body: SaveEmployee,
) {
  const saved =
    employeeId === undefined
      ? await call(createEmployee, { params: { accountId }, body, skipRetry: true })
      : await call(updateEmployee, { params: { accountId, employeeId }, body });
  await refresh(queryClient, accountId);
  return saved;
}

export async function endEmploymentOf(
  queryClient: QueryClient,
  accountId: number,
  employeeId: number,
  body: EndEmployment,
) {
  const saved = await call(endEmployment, { params: { accountId, employeeId }, body, skipRetry: true });
  await refresh(queryClient, accountId);
  return saved;
}

/** The company's active separation reasons of a type: what "end employment" suggests (company settings keep the list). */
export function separationReasonNamesQueryOptions(accountId: number, type: SeparationType) {
  return queryOptions({
    queryKey: ['company-settings', 'separation-reasons', accountId, 'active', type],
    queryFn: async ({ signal }) =>
      (
        await call(listSeparationReasons, {
          query: { account_id: accountId, separation_type: type, is_active: 'true', page_size: 100 },
          signal,
        })
      ).results.map((r) => r.name),
    staleTime: 60_000,
  });
}

/** The people list's controls before anyone touches them (the page's state: the loader reads this view). */
export const PEOPLE_LIST_START: EmployeeListFilters = {
  page: 1,
  page_size: EMPLOYEE_DEFAULT_PAGE_SIZE,
  ordering: 'last_name',
};

/** The people list for the page's filters and search (its state, not the URL's). */
export const peopleListQueryOptions = (accountId: number, filters: EmployeeListFilters, search: string) =>
  peopleQueryOptions(accountId, { ...filters, ...(search ? { search } : {}) });
