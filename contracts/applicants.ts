/**
 * The applicant lists of a requisition and of the whole account, their filter options, the bulk
 * actions and the side-by-side comparison (seed 001 sections 3, 4, 5, 7, 8, 9). Lists page with
 * `{ data, count, page, page_size }`; defaults page 1, page size 25, ordering -application_date.
 * Filters are sent only when they have a value.
 */
import * as z from 'zod/mini';
import { mailVersionFields } from './mail-versions.ts';
import { defineEndpoint } from './endpoint.ts';
import { isoDay } from './iso-day.ts';
import { LANGUAGES } from './languages.ts';
import { RejectionEmailSchema } from './rejection-email.ts';

export * from './applicant-constants.ts';
import {
  ACTIVITY_STATUSES,
  APPLICANT_MAX_PAGE_SIZE,
  APPLICANT_ORDERINGS,
  APPLICANT_STATUSES,
  BULK_MAX_REF_IDS,
  STEP_STATUSES,
  type ApplicantOrdering,
} from './applicant-constants.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
/** "3,7,12": up to 50 ids, sent as one query parameter. */
const idList = z
  .string()
  .check(z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/, { message: 'A comma-separated list of ids' }));
const bool = z.enum(['true', 'false']);

export function parseIdList(value: string | undefined): number[] {
  return value ? [...new Set(value.split(',').map(Number))] : [];
}

const listQueryShape = {
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_001))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(APPLICANT_MAX_PAGE_SIZE))),
  ordering: z.optional(z.enum(APPLICANT_ORDERINGS as unknown as [ApplicantOrdering, ...ApplicantOrdering[]])),
  /**
   * Next and Previous (D444): the page starts just after (or ends just before) this application,
   * the last (or first) row the viewer saw, in the same ordering; `page` then only numbers it. An
   * application no longer on the list's scope pages by `page` instead. Not both.
   */
  after: z.optional(z.uuid()),
  before: z.optional(z.uuid()),
  /** Start of the first name, last name or email; several words must all match. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(APPLICANT_STATUSES)),
  assigned_user_ids: z.optional(idList),
  is_new: z.optional(bool),
};

export const JobApplicantFilters = {
  ...listQueryShape,
  /** The step the applicant is on now. */
  job_step_id: z.optional(id),
  /** Progress through the whole plan. */
  step_status: z.optional(z.enum(STEP_STATUSES)),
  /** With activity_status: applicants who did (or did not yet) complete this activity. */
  job_step_activity_id: z.optional(id),
  activity_status: z.optional(z.enum(ACTIVITY_STATUSES)),
};
export const JobApplicantListQuery = z.object(JobApplicantFilters);
export type JobApplicantListQueryValue = z.infer<typeof JobApplicantListQuery>;

export const AccountApplicantListQuery = z.object({
  ...listQueryShape,
  /** One candidate's applications. */
  user_id: z.optional(id),
  job_types: z.optional(z.string().check(z.regex(/^[24](,[24])?$/, { message: 'Job types 2 and/or 4' }))),
  job_ids: z.optional(idList),
  /**
   * A dashboard's drill-down (D314): applications started on or after / on or before this day (the
   * dashboards' own day, UTC), of these sources, at requisitions in these locations ("City, State"
   * joined by "|"), as the dashboards' filter counts them.
   */
  applied_from: z.optional(isoDay()),
  applied_to: z.optional(isoDay()),
  source_ids: z.optional(idList),
  locations: z.optional(z.string().check(z.maxLength(2000))),
});
export type AccountApplicantListQueryValue = z.infer<typeof AccountApplicantListQuery>;

export const ApplicantRowSchema = z.object({
  user_smartreq_id: z.number(),
  ref_id: z.string(),
  user_id: z.number(),
  job_id: z.number(),
  job_title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** ISO date-time the application started. */
  application_date: z.string(),
  status: z.enum(APPLICANT_STATUSES),
  is_new: z.boolean(),
  current_step_id: z.nullable(z.number()),
  /** null when every activity is done. */
  current_step_name: z.nullable(z.string()),
  completed_activities: z.number(),
  total_activities: z.number(),
  /** 0 to 100, rounded. */
  completed_pct: z.number(),
  fit_score: z.nullable(z.number()),
  predictive_score: z.nullable(z.number()),
  assigned_user_id: z.nullable(z.number()),
  assigned_user_name: z.nullable(z.string()),
  rejection_reason_id: z.nullable(z.number()),
  rejection_reason: z.nullable(z.string()),
  rejection_note: z.nullable(z.string()),
});
export type ApplicantRow = z.infer<typeof ApplicantRowSchema>;

export const ApplicantPageSchema = z.object({
  data: z.array(ApplicantRowSchema),
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type ApplicantPage = z.infer<typeof ApplicantPageSchema>;

export const JobIdParams = z.object({ jobId: id });
export const AccountIdParams = z.object({ accountId: id });

/**
 * Paged lists answer `{ data, count, page, page_size }` at the top level (architecture, API
 * conventions); registerEndpoint wraps a handler's answer in `{ data }`, so the page object is
 * the payload and the client reads `.data` of it.
 */
export const listJobApplicants = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/applicants/{jobId}/',
  access: 'staff',
  summary:
    "A requisition's applicants: filters, search, ordering and paging (page size at most 100; offset at most 10,000)",
  params: JobIdParams,
  query: JobApplicantListQuery,
  response: ApplicantPageSchema,
});

export const listAccountApplicants = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/applicants/account/{accountId}/',
  access: 'company-staff',
  summary: "The account-wide applicant list: applications in the account's jobs the viewer may work on",
  params: AccountIdParams,
  query: AccountApplicantListQuery,
  response: ApplicantPageSchema,
});

export const FilterOptionsSchema = z.object({
  job_id: z.number(),
  account_id: z.number(),
  job_type_id: z.number(),
  statuses: z.array(z.enum(APPLICANT_STATUSES)),
  step_statuses: z.array(z.enum(STEP_STATUSES)),
  steps: z.array(
    z.object({
      job_step_id: z.number(),
      name: z.string(),
      sort_order: z.number(),
      activities: z.array(z.object({ job_step_activity_id: z.number(), title: z.string(), activity_type: z.string() })),
    }),
  ),
  users: z.array(z.object({ user_id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() })),
  /** The company's other jobs the viewer may work on (move targets: those of the same job_type_id). */
  jobs: z.array(z.object({ job_id: z.number(), title: z.string(), job_type_id: z.number() })),
});
export type FilterOptions = z.infer<typeof FilterOptionsSchema>;

export const getApplicantFilters = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/filters/{jobId}/',
  access: 'job-team',
  summary:
    "Options for a requisition's applicant filters: steps with activities, statuses, assignable staff, move targets",
  params: JobIdParams,
  response: FilterOptionsSchema,
});

const refIds = z.array(z.uuid()).check(z.minLength(1), z.maxLength(BULK_MAX_REF_IDS));
const updatedSchema = z.object({ updated: z.number() });

export const BulkRejectBody = z.object({
  ref_ids: refIds,
  rejection_reason_id: id,
  reason_note: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  /** One mail per candidate, now or at `email.send_at` (D213): the standard text in each one's language, or as written (D263). */
  email: z.optional(RejectionEmailSchema),
});
export const bulkRejectApplicants = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/bulk-reject-applicants/',
  access: 'staff',
  summary:
    "Reject applicants with one of the company's reasons and a note, optionally mailing each candidate now or at `email.send_at`; all or nothing (an unknown or foreign ref_id: 404, nothing changes)",
  body: BulkRejectBody,
  response: updatedSchema,
});

/** The rejection mail each named application would receive (D263); nothing is sent or written. */
export const PreviewRejectionEmailBody = z.object({ ref_ids: refIds, email: RejectionEmailSchema });
/** One mail as a recipient will read it, merge fields filled. */
const EmailPreviewRecipientSchema = z.object({
  ref_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  subject: z.string(),
  message: z.string(),
});
export const RejectionPreviewSchema = z.object({
  recipients: z.array(
    z.extend(EmailPreviewRecipientSchema, {
      /** The language the mail is in; null when it goes as the person wrote it (a written text). */
      language: z.nullable(z.enum(LANGUAGES)),
      /** The candidate's own language (their saved preference; English when none). */
      candidate_language: z.enum(LANGUAGES),
    }),
  ),
});
export type RejectionPreview = z.infer<typeof RejectionPreviewSchema>;
export const previewRejectionEmail = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/reject-applicants/preview/',
  access: 'staff',
  summary:
    "The rejection mail each named application would receive: the standard text in the candidate's language (the company's version, else the platform's), or the written subject and message with merge fields filled; 404 for an unknown or foreign ref_id; nothing is sent",
  body: PreviewRejectionEmailBody,
  response: RejectionPreviewSchema,
});

export const BulkAssignBody = z.object({ ref_ids: refIds, user_id: z.nullable(id) });
export const bulkAssignUser = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/bulk-assign-user/',
  access: 'staff',
  summary: 'Assign applicants to a staff member of their company (null unassigns); all or nothing',
  body: BulkAssignBody,
  response: updatedSchema,
});

export const EmailApplicantsBody = z.object({
  ref_ids: refIds,
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(10_000)),
  /** A template's versions by language, each recipient getting their own language's (D292). */
  ...mailVersionFields,
  /**
   * The candidate's reply this mail answers (D313): ref_ids then names its one application, and the
   * mail answers in the reply's thread (In-Reply-To, References); 404 when it is not that application's.
   */
  answers_reply_id: z.optional(id),
});
export const emailApplicants = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/email-applicants/',
  access: 'staff',
  summary:
    'Email applicants (one message per candidate, through the mail outbox), merge fields such as {{first_name}} filled per recipient; an unknown merge field: 400 naming subject or message, nothing sent; answers how many were sent',
  body: EmailApplicantsBody,
  response: z.object({ sent: z.number() }),
});

export const EmailPreviewSchema = z.object({
  recipients: z.array(
    z.extend(EmailPreviewRecipientSchema, {
      /** The version's language (D292); null for a text that goes as written. */
      language: z.nullable(z.enum(LANGUAGES)),
    }),
  ),
});
export type EmailPreview = z.infer<typeof EmailPreviewSchema>;
export const previewApplicantEmail = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/email-applicants/preview/',
  access: 'staff',
  summary:
    'The subject and message each named application would receive, merge fields filled with its own data (contracts/merge-fields.ts); an unknown merge field: 400 naming subject or message; nothing is sent',
  body: EmailApplicantsBody,
  response: EmailPreviewSchema,
});

/** Email applicants with files: the same fields as multipart text parts, `ref_ids` as a JSON array. */
export const emailApplicantsWithFiles = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v2/email-applicants/',
  access: 'staff',
  summary:
    'Email applicants with attachments (multipart: `ref_ids` as a JSON array, `subject`, `message`, optionally `versions` as JSON and `language`, and up to 5 files in `attachments`: pdf, docx, doc, txt, png or jpeg by their bytes, 10 MB each and 20 MB in all, 413 above); answers how many were sent. Takes an Idempotency-Key',
  response: z.object({ sent: z.number() }),
});

export const MarkNewBody = z.object({ ref_ids: refIds, is_new: z.optional(z.boolean()) });
export const markApplicantsNew = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/mark-new/',
  access: 'staff',
  summary: 'Mark applicants as new again (is_new false marks them seen); all or nothing',
  body: MarkNewBody,
  response: updatedSchema,
});

export const MoveApplicantsBody = z.object({ ref_ids: refIds, to_job_id: id });
export const moveApplicants = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/move-applicants/',
  access: 'staff',
  summary:
    'Move applications to another job of the same company and kind (requisition or pathway) the viewer may work on; all or nothing',
  body: MoveApplicantsBody,
  response: updatedSchema,
});

export const DeleteApplicantsBody = z.object({ ref_ids: refIds });
export const deleteApplicants = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/delete-applicants/',
  access: 'staff',
  summary: 'Remove applications from their requisition (hidden from lists, history kept); all or nothing',
  body: DeleteApplicantsBody,
  response: updatedSchema,
});

export const exportApplicants = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/export-applicants/{jobId}/',
  access: 'job-team',
  summary: "A requisition's applicants as CSV text (same filters and ordering as the list, at most 20,000 rows)",
  params: JobIdParams,
  query: z.object({ ...JobApplicantFilters, page: z.optional(z.string()), page_size: z.optional(z.string()) }),
  response: z.object({ filename: z.string(), content_type: z.string(), content: z.string(), rows: z.number() }),
});

export const MultiCompareQuery = z.object({
  ids: z.string().check(z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){1,4}$/, { message: 'Two to five applicant ids' })),
  /** The attributes named in the screen's language, which may not be the account's saved one (as the scorecard's). */
  language: z.optional(z.enum(['en', 'es', 'fr'])),
});

export const MultiCompareSchema = z.object({
  job: z.object({ job_id: z.number(), title: z.string() }),
  steps: z.array(z.object({ job_step_id: z.number(), name: z.string(), total_activities: z.number() })),
  /** The requisition's weighted attributes; without weights, the attributes the applicants were scored on. */
  attributes: z.array(
    z.object({
      attribute_type_id: z.number(),
      name: z.string(),
      weight: z.nullable(z.number()),
      group_name: z.nullable(z.string()),
    }),
  ),
  applicants: z.array(
    z.object({
      user_smartreq_id: z.number(),
      ref_id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      status: z.enum(APPLICANT_STATUSES),
      application_date: z.string(),
      fit_score: z.nullable(z.number()),
      predictive_score: z.nullable(z.number()),
      completed_activities: z.number(),
      total_activities: z.number(),
      steps: z.array(z.object({ job_step_id: z.number(), completed: z.number(), total: z.number() })),
      scores: z.array(z.object({ attribute_type_id: z.number(), score: z.number() })),
    }),
  ),
});
export type MultiCompare = z.infer<typeof MultiCompareSchema>;

export const getMultiCompare = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/multi-compare/',
  access: 'staff',
  summary:
    'Two to five applicants of one requisition side by side: plan progress per step, attribute scores, fit and predictive scores',
  query: MultiCompareQuery,
  response: MultiCompareSchema,
});
