/**
 * A dashboard's drill-down (D314): the account applicant list's URL search that holds exactly the
 * applications a tile or a bar counts: requisitions only, the dashboard's day range, sources,
 * locations and requisitions, and the tile's own facet (a status, a requisition, a day, a source).
 * A requisition's own dashboard drills into that requisition's applications (D515).
 */
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { ReportTarget } from './dashboards.queries.ts';

/** The keys of the account list's search (src/routes/_staff/applicants.tsx) a drill-down sets. */
export interface ApplicantsDrill {
  /** The company's dashboards count requisitions only; a requisition's own dashboard names its job instead. */
  job_types?: '2';
  applied_from: string;
  applied_to: string;
  status?: 'active' | 'hired' | 'rejected';
  job_ids?: string;
  source_ids?: string;
  locations?: string;
}

export function drillSearch(
  filter: ReportFilter,
  range: { from_date: string; to_date: string },
  facet: { status?: ApplicantsDrill['status']; jobId?: number; day?: string; sourceId?: number } = {},
): ApplicantsDrill {
  const jobIds = facet.jobId !== undefined ? String(facet.jobId) : filter.job_ids;
  const sourceIds = facet.sourceId !== undefined ? String(facet.sourceId) : filter.source_ids;
  return {
    job_types: '2',
    applied_from: facet.day ?? range.from_date,
    applied_to: facet.day ?? range.to_date,
    ...(facet.status ? { status: facet.status } : {}),
    ...(jobIds ? { job_ids: jobIds } : {}),
    ...(sourceIds ? { source_ids: sourceIds } : {}),
    ...(filter.locations ? { locations: filter.locations } : {}),
  };
}

/**
 * The drill-down of a dashboard's target: the company's requisitions (drillSearch), or one
 * requisition's own applications, all of them as its dashboard counts them, whatever its job type.
 */
export function drillFor(
  target: ReportTarget,
  filter: ReportFilter,
  range: { from_date: string; to_date: string },
  facet: { status?: ApplicantsDrill['status']; day?: string; sourceId?: number } = {},
): ApplicantsDrill {
  if (target.kind === 'account') return drillSearch(filter, range, facet);
  const { job_types: _all, ...search } = drillSearch(filter, range, { ...facet, jobId: target.jobId });
  return search;
}
