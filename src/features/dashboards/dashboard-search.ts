/**
 * The dashboards' filters as they live in the URL (a view can be shared, the switcher carries
 * them to the next dashboard): from_date, to_date, job_ids, locations, source_ids, and dId for a
 * custom dashboard, eId for an embedded one. Plain readers, no zod: a malformed value in a shared link is dropped.
 */
import { DEFAULT_RANGE_DAYS, type ReportFilter } from '../../../contracts/analytics.ts';

export interface DashboardSearch {
  from_date?: string;
  to_date?: string;
  job_ids?: string;
  locations?: string;
  source_ids?: string;
  dId?: number;
  /** An embedded BI dashboard (D235), opened in place of the page's own figures. */
  eId?: number;
}

const isoDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : undefined;
/** The router parses `?job_ids=3` as the number 3. */
const idList = (v: unknown) => {
  const text = typeof v === 'number' ? String(v) : v;
  return typeof text === 'string' && /^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/.test(text) ? text : undefined;
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && v.length <= 2000 ? v : undefined);
const positive = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

export function dashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const out: DashboardSearch = {
    from_date: isoDate(search.from_date),
    to_date: isoDate(search.to_date),
    job_ids: idList(search.job_ids),
    locations: text(search.locations),
    source_ids: idList(search.source_ids),
    dId: positive(search.dId),
    eId: positive(search.eId),
  };
  for (const key of Object.keys(out) as (keyof DashboardSearch)[]) if (out[key] === undefined) delete out[key];
  return out;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The range a dashboard shows: the URL's, else the last 30 days up to today. */
export function rangeOf(search: DashboardSearch, today = new Date()): { from_date: string; to_date: string } {
  const to = search.to_date ?? isoDay(today);
  const from = search.from_date ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - DEFAULT_RANGE_DAYS * 86_400_000));
  return { from_date: from, to_date: to };
}

/** The API query: the range always, every other filter only when it holds a value. */
export function reportFilter(search: DashboardSearch, today = new Date()): ReportFilter {
  const filter: ReportFilter = rangeOf(search, today);
  if (search.job_ids) filter.job_ids = search.job_ids;
  if (search.locations) filter.locations = search.locations;
  if (search.source_ids) filter.source_ids = search.source_ids;
  return filter;
}

/** Whether the URL chose dates: the Turnover and Performance dashboards count every employee otherwise. */
export const hasDates = (search: DashboardSearch) => search.from_date !== undefined || search.to_date !== undefined;

/** The Turnover and Performance dashboards' query: without dates in the URL, every employee (no 30-day default). */
export function employeeFilter(search: DashboardSearch, today = new Date()): ReportFilter {
  const filter = reportFilter(search, today);
  if (!hasDates(search)) {
    delete filter.from_date;
    delete filter.to_date;
  }
  return filter;
}

/** The filters a switch to another dashboard keeps (dId belongs to one custom dashboard, eId to one embedded dashboard). */
export function carriedSearch(search: DashboardSearch): DashboardSearch {
  const { dId: _dId, eId: _eId, ...rest } = search;
  return rest;
}
