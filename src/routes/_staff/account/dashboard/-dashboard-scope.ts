import { i18n } from '@lingui/core';
import { getRouteApi } from '@tanstack/react-router';
import type { Language } from '../../../../../contracts/languages.ts';
import {
  employeeFilter,
  reportFilter,
  type DashboardSearch,
} from '../../../../features/dashboards/dashboard-search.ts';
import type { StaffLoaderContext } from '../../settings/-first-view.ts';
import { loadFigures } from '../../../../features/dashboards/load-figures.ts';

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
 * Ensures a dashboard's report for the session's company before the page renders, or on another
 * filter starts it while the figures shown stay (`loadFigures`, D494). A failed report is its
 * panel's to show, with the panel's "Try again".
 */
export async function loadDashboard(
  { session, cause = 'enter' }: StaffLoaderContext & { cause?: 'preload' | 'enter' | 'stay' },
  load: (accountId: number) => Promise<unknown>,
): Promise<void> {
  const { accountId } = session;
  if (accountId !== undefined) await loadFigures(cause, () => load(accountId));
}

/** The language the outcome reports are read in, as their views pick it. */
export const reportLanguage = () => i18n.locale as Language;
