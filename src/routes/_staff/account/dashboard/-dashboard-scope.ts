import { i18n } from '@lingui/core';
import { getRouteApi } from '@tanstack/react-router';
import type { Language } from '../../../../../contracts/languages.ts';
import {
  employeeFilter,
  reportFilter,
  type DashboardSearch,
} from '../../../../features/dashboards/dashboard-search.ts';
import type { StaffLoaderContext } from '../../settings/-first-view.ts';

const layout = getRouteApi('/_staff/account/dashboard');

/** The company and the filters an account dashboard counts (the layout renders it only with a company). */
export function useDashboardScope() {
  const { session } = layout.useRouteContext();
  const search = layout.useSearch();
  return { accountId: session.accountId ?? 0, filter: reportFilter(search), employees: employeeFilter(search) };
}

/** A dashboard loader's dependencies: the same filters, from the layout's search (every filter is in the URL). */
export const dashboardLoaderDeps = ({ search }: { search: DashboardSearch }) => ({
  filter: reportFilter(search),
  employees: employeeFilter(search),
});

/**
 * Ensures a dashboard's report for the session's company before the page renders. A failed report
 * is its panel's to show, with the panel's own retry, as before the loader.
 */
export async function loadDashboard(
  { session }: StaffLoaderContext,
  load: (accountId: number) => Promise<unknown>,
): Promise<void> {
  if (session.accountId !== undefined) await load(session.accountId).catch(() => undefined);
}

/** The language the outcome reports are read in, as their views pick it. */
export const reportLanguage = () => i18n.locale as Language;
