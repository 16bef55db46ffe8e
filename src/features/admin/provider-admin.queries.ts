/** The provider admin area as TanStack Query knows it: customers, users across companies, usage and the audit trail. */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StepUpProof } from '../../../contracts/step-up.ts';
import type { CreateCustomer, CustomerOrdering, ListCustomers } from '../../../contracts/customers.ts';
import { call } from '../../lib/api-client.ts';
import {
  createCustomer as createCustomerRoute,
  deleteAccountPreference,
  listCustomers,
  putAccountPreference,
  reinstateCustomer,
  suspendCustomer,
} from '../../lib/api/customers.ts';
import { companyUsage, listAuditEvents, listProviderUsers, resetUserSignIn } from '../../lib/api/provider-admin.ts';

export const providerAdminKeys = {
  customers: ['provider-admin', 'customers'] as const,
  users: ['provider-admin', 'users'] as const,
  usage: ['provider-admin', 'usage'] as const,
  audit: ['provider-admin', 'audit'] as const,
};

export function customersQueryOptions(query: ListCustomers) {
  return queryOptions({
    queryKey: [...providerAdminKeys.customers, query],
    queryFn: ({ signal }) => call(listCustomers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function providerUsersQueryOptions(query: { search?: string; page?: number }) {
  return queryOptions({
    queryKey: [...providerAdminKeys.users, query],
    queryFn: ({ signal }) => call(listProviderUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function companyUsageQueryOptions(query: { from: string; to: string; search?: string }) {
  return queryOptions({
    queryKey: [...providerAdminKeys.usage, query],
    queryFn: ({ signal }) => call(companyUsage, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function auditQueryOptions(query: { account_id?: number; page?: number; page_size?: number }) {
  return queryOptions({
    queryKey: [...providerAdminKeys.audit, query],
    queryFn: ({ signal }) => call(listAuditEvents, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const refreshCustomers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: providerAdminKeys.customers }),
    queryClient.invalidateQueries({ queryKey: providerAdminKeys.audit }),
  ]);

export async function createCustomer(queryClient: QueryClient, body: CreateCustomer) {
  const created = await call(createCustomerRoute, { body, skipRetry: true });
  await refreshCustomers(queryClient);
  return created;
}

/**
 * Sets a preference to `value`, or removes it when `value` is undefined. A feature flag is on at '1'.
 * With the admin's own step-up proof, as every change to a company (D262).
 */
export async function setPreference(
  queryClient: QueryClient,
  accountId: number,
  keyname: string,
  value: string | undefined,
  proof: StepUpProof,
) {
  const saved =
    value === undefined
      ? await call(deleteAccountPreference, { params: { id: accountId, keyname }, body: { proof } })
      : await call(putAccountPreference, { params: { id: accountId, keyname }, body: { value, proof } });
  await refreshCustomers(queryClient);
  return saved;
}

/** With the admin's own step-up proof (D262). */
export async function setCustomerSuspended(
  queryClient: QueryClient,
  accountId: number,
  suspended: boolean,
  proof: StepUpProof,
) {
  const saved = await call(suspended ? suspendCustomer : reinstateCustomer, {
    params: { id: accountId },
    body: { proof },
  });
  await refreshCustomers(queryClient);
  return saved;
}

/** With the admin's own step-up proof (D272). */
export async function resetSignIn(queryClient: QueryClient, userId: number, proof: StepUpProof) {
  const done = await call(resetUserSignIn, { params: { userId }, body: { proof } });
  await queryClient.invalidateQueries({ queryKey: providerAdminKeys.audit });
  return done;
}

/** Every company by name, for the provider admin's company pickers (preferences, integration maps). */
export const companyPickerQueryOptions = () => customersQueryOptions({ ordering: 'name', page_size: 100 });

export const CUSTOMER_PAGE_SIZE = 25;

/** The customers list for a view of its controls (the page's state, not the URL's: the loader reads the first). */
export const customerListQueryOptions = (view: { search: string; ordering: CustomerOrdering; page: number }) =>
  customersQueryOptions({
    search: view.search.trim() || undefined,
    ordering: view.ordering,
    page: view.page,
    page_size: CUSTOMER_PAGE_SIZE,
  });

/** The users list for a view of its controls (the page's state, not the URL's: the loader reads the first). */
export const providerUserListQueryOptions = (view: { search: string; page: number }) =>
  providerUsersQueryOptions({ search: view.search.trim() || undefined, page: view.page });

/** Usage over a range for a search (the page's state; the loader reads the default range unsearched). */
export const usageQueryOptions = (range: { from: string; to: string }, search: string) =>
  companyUsageQueryOptions({ ...range, search: search.trim() || undefined });

export const AUDIT_TRAIL_PAGE_SIZE = 25;

/** A page of the audit trail, one company's or every company's (the page's state: the loader reads every company's first page). */
export const auditTrailQueryOptions = (accountId: number | undefined, page: number) =>
  auditQueryOptions({
    ...(accountId === undefined ? {} : { account_id: accountId }),
    page,
    page_size: AUDIT_TRAIL_PAGE_SIZE,
  });
