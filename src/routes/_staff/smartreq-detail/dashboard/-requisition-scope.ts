import { getRouteApi } from '@tanstack/react-router';
import { reportFilter, type DashboardSearch } from '../../../../features/dashboards/dashboard-search.ts';

const layout = getRouteApi('/_staff/smartreq-detail/dashboard');

/** The requisition and the filters a requisition dashboard counts, from the URL (the page frame asks for job_id first). */
export function requisitionScope(search: DashboardSearch & { job_id?: number }) {
  return { jobId: search.job_id ?? 0, filter: reportFilter(search) };
}

/** The same scope in a dashboard's component. */
export function useRequisitionScope() {
  return requisitionScope(layout.useSearch());
}
