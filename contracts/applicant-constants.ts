/**
 * The applicant list's constants and value sets (seed 001 section 9), without schemas, so the
 * staff list's URL search can use them without loading the list contracts on every page.
 */
export const APPLICANT_DEFAULT_PAGE_SIZE = 25;
export const APPLICANT_MAX_PAGE_SIZE = 100;
/** Deeper pages are refused: narrow the list with search, filters or another ordering instead. */
export const APPLICANT_MAX_OFFSET = 10_000;
export const BULK_MAX_REF_IDS = 500;
export const EXPORT_MAX_ROWS = 20_000;

export const APPLICANT_SORT_FIELDS = ['application_date', 'name', 'fit_score', 'status', 'step'] as const;
export type ApplicantSortField = (typeof APPLICANT_SORT_FIELDS)[number];
export const APPLICANT_ORDERINGS = APPLICANT_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);
export type ApplicantOrdering = ApplicantSortField | `-${ApplicantSortField}`;
export const DEFAULT_APPLICANT_ORDERING: ApplicantOrdering = '-application_date';

export const APPLICANT_STATUSES = ['active', 'rejected', 'hired'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const STEP_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const ACTIVITY_STATUSES = ['completed', 'not_completed'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const JOB_TYPE_IDS = [2, 4] as const;
