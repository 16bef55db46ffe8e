/**
 * The applicant list's state as it lives in the URL search (so reload and back keep it), its
 * defaults (seed 001 section 9: page 1, page size 25, -application_date) and the API query built
 * from it: filters are sent only when they have a value (seed 001 section 7).
 */
import * as z from 'zod/mini';
import type { AccountApplicantListQueryValue, JobApplicantListQueryValue } from '../../../contracts/applicants.ts';
import type { ApplicantOrdering, ApplicantSortField } from '../../../contracts/applicant-constants.ts';
import {
  ACTIVITY_STATUSES,
  APPLICANT_DEFAULT_PAGE_SIZE,
  APPLICANT_MAX_PAGE_SIZE,
  APPLICANT_ORDERINGS,
  APPLICANT_STATUSES,
  DEFAULT_APPLICANT_ORDERING,
  STEP_STATUSES,
} from '../../../contracts/applicant-constants.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A malformed value in a shared link is dropped, not an error page. */
const loose = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
const positive = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const ids = z.string().check(z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/));

const refId = loose(z.uuid());

export const applicantListSearchShape = {
  page: loose(positive),
  // Next and Previous start next to the row the viewer saw (D444); a typed page has neither.
  after: refId,
  before: refId,
  page_size: loose(z.coerce.number().check(z.int(), z.gte(1), z.lte(APPLICANT_MAX_PAGE_SIZE))),
  ordering: loose(z.enum(APPLICANT_ORDERINGS as unknown as [ApplicantOrdering, ...ApplicantOrdering[]])),
  search: loose(z.string().check(z.maxLength(100))),
  status: loose(z.enum(APPLICANT_STATUSES)),
  assigned_user_ids: loose(z.union([ids, z.pipe(z.number(), z.transform(String))])),
  is_new: loose(
    z.union([
      z.enum(['true', 'false']),
      z.pipe(
        z.boolean(),
        z.transform((b) => (b ? 'true' : 'false') as 'true' | 'false'),
      ),
    ]),
  ),
  job_step_id: loose(positive),
  step_status: loose(z.enum(STEP_STATUSES)),
  job_step_activity_id: loose(positive),
  activity_status: loose(z.enum(ACTIVITY_STATUSES)),
};

export const accountListSearchShape = {
  page: applicantListSearchShape.page,
  after: refId,
  before: refId,
  page_size: applicantListSearchShape.page_size,
  ordering: applicantListSearchShape.ordering,
  search: applicantListSearchShape.search,
  status: applicantListSearchShape.status,
  assigned_user_ids: applicantListSearchShape.assigned_user_ids,
  is_new: applicantListSearchShape.is_new,
  job_ids: loose(z.union([ids, z.pipe(z.number(), z.transform(String))])),
  job_types: loose(z.enum(['2', '4', '2,4'])),
  // A dashboard's drill-down (D314): the dashboard's own filter, so the list holds who a tile counts.
  applied_from: loose(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  applied_to: loose(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  source_ids: loose(z.union([ids, z.pipe(z.number(), z.transform(String))])),
  locations: loose(z.string().check(z.maxLength(2000))),
};

export type ApplicantListSearch = {
  page?: number;
  after?: string;
  before?: string;
  page_size?: number;
  ordering?: ApplicantOrdering;
  search?: string;
  status?: JobApplicantListQueryValue['status'];
  assigned_user_ids?: string;
  is_new?: 'true' | 'false';
  job_step_id?: number;
  step_status?: JobApplicantListQueryValue['step_status'];
  job_step_activity_id?: number;
  activity_status?: JobApplicantListQueryValue['activity_status'];
  job_ids?: string;
  job_types?: '2' | '4' | '2,4';
  applied_from?: string;
  applied_to?: string;
  source_ids?: string;
  locations?: string;
};

/** Keys that narrow the list: changing one goes back to page 1. */
export const FILTER_KEYS = [
  'search',
  'status',
  'assigned_user_ids',
  'is_new',
  'job_step_id',
  'step_status',
  'job_step_activity_id',
  'activity_status',
  'job_ids',
  'job_types',
  'applied_from',
  'applied_to',
  'source_ids',
  'locations',
] as const;

/** Drops empty values and defaults, so URLs and queries stay short. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

export function jobListQuery(search: ApplicantListSearch): JobApplicantListQueryValue {
  return compact({
    page: search.page ?? 1,
    after: search.after,
    before: search.before,
    page_size: search.page_size ?? APPLICANT_DEFAULT_PAGE_SIZE,
    ordering: search.ordering ?? DEFAULT_APPLICANT_ORDERING,
    search: search.search?.trim() || undefined,
    status: search.status,
    assigned_user_ids: search.assigned_user_ids,
    is_new: search.is_new,
    job_step_id: search.job_step_id,
    step_status: search.step_status,
    job_step_activity_id: search.job_step_activity_id,
    activity_status: search.job_step_activity_id ? (search.activity_status ?? 'completed') : undefined,
  });
}

export function accountListQuery(search: ApplicantListSearch): AccountApplicantListQueryValue {
  return compact({
    page: search.page ?? 1,
    after: search.after,
    before: search.before,
    page_size: search.page_size ?? APPLICANT_DEFAULT_PAGE_SIZE,
    ordering: search.ordering ?? DEFAULT_APPLICANT_ORDERING,
    search: search.search?.trim() || undefined,
    status: search.status,
    assigned_user_ids: search.assigned_user_ids,
    is_new: search.is_new,
    job_ids: search.job_ids,
    applied_from: search.applied_from,
    applied_to: search.applied_to,
    source_ids: search.source_ids,
    locations: search.locations,
    job_types: search.job_types,
  });
}

/** The next search after a change: a new filter or sort goes back to page 1; defaults are left out. */
export function nextSearch(current: ApplicantListSearch, change: Partial<ApplicantListSearch>): ApplicantListSearch {
  const merged: ApplicantListSearch = { ...current, ...change };
  const narrowed = FILTER_KEYS.some((k) => k in change) || 'ordering' in change || 'page_size' in change;
  if (narrowed && !('page' in change)) merged.page = undefined;
  if (merged.page === 1) merged.page = undefined;
  // A cursor belongs to the move that made it: any other change, or page 1, drops it.
  if (!('after' in change || 'before' in change) || merged.page === undefined) {
    merged.after = undefined;
    merged.before = undefined;
  }
  if (merged.page_size === APPLICANT_DEFAULT_PAGE_SIZE) merged.page_size = undefined;
  if (merged.ordering === DEFAULT_APPLICANT_ORDERING) merged.ordering = undefined;
  if (!merged.job_step_activity_id) merged.activity_status = undefined;
  return compact(merged);
}

export interface SortState {
  field: ApplicantSortField;
  direction: 'ascending' | 'descending';
}

export function sortState(ordering: ApplicantOrdering | undefined): SortState {
  const value = ordering ?? DEFAULT_APPLICANT_ORDERING;
  return value.startsWith('-')
    ? { field: value.slice(1) as ApplicantSortField, direction: 'descending' }
    : { field: value as ApplicantSortField, direction: 'ascending' };
}

/** Clicking a column: the current column flips; another starts descending for dates and scores, ascending for text. */
export function toggledOrdering(current: ApplicantOrdering | undefined, field: ApplicantSortField): ApplicantOrdering {
  const state = sortState(current);
  if (state.field === field) return state.direction === 'descending' ? field : `-${field}`;
  return field === 'name' || field === 'status' ? field : `-${field}`;
}

/**
 * The search for Next or Previous from the page shown (D444): it names the last (or first) row the
 * viewer saw, so the server reads on from there and a row that arrived meanwhile neither repeats
 * nor hides one.
 */
export function pageMove(
  shown: { page: number; data: readonly { ref_id: string }[] },
  page: number,
): Pick<ApplicantListSearch, 'page' | 'after' | 'before'> {
  const last = shown.data.at(-1)?.ref_id;
  const first = shown.data[0]?.ref_id;
  if (page === shown.page + 1 && last) return { page, after: last, before: undefined };
  if (page === shown.page - 1 && page > 1 && first) return { page, before: first, after: undefined };
  return { page, after: undefined, before: undefined };
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
