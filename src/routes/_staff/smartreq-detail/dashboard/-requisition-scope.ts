import { getRouteApi } from '@tanstack/react-router';
import { reportFilter } from '../../../../features/dashboards/dashboard-search.ts';

const layout = getRouteApi('/_staff/smartreq-detail/dashboard');

/** The requisition and the filters a requisition dashboard counts (the page frame asks for job_id first). */
export function useRequisitionScope() {
  const search = layout.useSearch();
  return { jobId: search.job_id ?? 0, filter: reportFilter(search) };
}
