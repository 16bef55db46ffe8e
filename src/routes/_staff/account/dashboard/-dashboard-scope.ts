import { getRouteApi } from '@tanstack/react-router';
import { employeeFilter, reportFilter } from '../../../../features/dashboards/dashboard-search.ts';

const layout = getRouteApi('/_staff/account/dashboard');

/** The company and the filters an account dashboard counts (the layout renders it only with a company). */
export function useDashboardScope() {
  const { session } = layout.useRouteContext();
  const search = layout.useSearch();
  return { accountId: session.accountId ?? 0, filter: reportFilter(search), employees: employeeFilter(search) };
}
