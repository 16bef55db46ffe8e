/**
 * What the loaders of the staff settings, admin and account pages share (D189, "staff routes
 * load before they render"): the company a page opens on, picked as the page's own
 * useCompanyChoice picks it (src/ui/company-choice.tsx), and the first view of a list whose
 * search, ordering, filters and page are the page's state, not the URL's
 * (src/ui/company-list/use-list-query-state.ts). Later views are the component's to read.
 */
import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../contracts/languages.ts';
import { companiesQueryOptions } from '../../../lib/companies.queries.ts';
import { isLanguage } from '../../../lib/language.ts';
import type { SessionState } from '../../../lib/session.ts';

export interface StaffLoaderContext {
  queryClient: QueryClient;
  session: SessionState;
}

/** The company a page opens on: the person's own, or for a provider admin the first company until they pick one. */
export async function openingCompanyId(
  { queryClient, session }: StaffLoaderContext,
  initial?: number,
): Promise<number | undefined> {
  if (session.user?.is_jf_admin !== true) return initial ?? session.accountId;
  // A provider admin's picker lists every company: the page reads the same query.
  const companies = await queryClient.ensureQueryData(companiesQueryOptions());
  return initial ?? session.accountId ?? companies[0]?.account_id;
}

/**
 * Ensures the first view of a page that works on one company. A failed read is left to the page:
 * it shows its own error and retry in place, as it did before it had a loader.
 */
export async function loadForOpeningCompany(
  context: StaffLoaderContext,
  load: (accountId: number) => Promise<unknown>,
  initial?: number,
): Promise<void> {
  const accountId = await openingCompanyId(context, initial).catch(() => undefined);
  if (accountId !== undefined) await load(accountId).catch(() => undefined);
}

/** A list's state before anyone touches its controls: no search, the first ordering and filters, page 1. */
export const firstListView = <Ordering extends string, Filters>(initial: { ordering: Ordering; filters: Filters }) => ({
  searchParam: undefined,
  ordering: initial.ordering,
  filters: initial.filters,
  page: 1,
});

/** The language the pages read content in, as they pick it (`isLanguage(i18n.locale)`, else English). */
export const pageLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');
