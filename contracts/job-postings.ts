/**
 * Job postings (seed 001: requisition setup job-postings and job-posting-detail/{job_posting_id};
 * seed 002 job family: job-posting). Staff who may work on a requisition write its postings and
 * publish or unpublish them; a published posting of an open requisition shows on the company's
 * public career page (/careers/{career_slug}) until its valid_through day has passed.
 * Another company's staff, and staff without the requisition, get 404.
 */
import * as z from 'zod/mini';
import { textVersionsSchema } from './company-text-schema.ts';
import { defineEndpoint } from './endpoint.ts';
import { EMPLOYMENT_TYPES, PAY_PERIODS, POSTING_DESCRIPTION_MAX } from './job-posting-rules.ts';
import { LANGUAGES } from './languages.ts';

export { JobPostingErrorCode } from './job-posting-rules.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const text = (max: number) => z.string().check(z.maxLength(max));
const amount = z.nullable(z.number());

export const SavePostingBody = z.object({
  title: text(1000),
  description: text(POSTING_DESCRIPTION_MAX + 1000),
  location: z.nullable(text(1000)),
  is_remote: z.boolean(),
  /** The country (or region) a remote applicant must live in, for applicantLocationRequirements. */
  remote_country: z.nullable(text(1000)),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_min: amount,
  pay_max: amount,
  pay_currency: z.nullable(text(20)),
  pay_period: z.nullable(z.enum(PAY_PERIODS)),
  language: z.enum(LANGUAGES),
  /** YYYY-MM-DD: the last day the posting shows. */
  valid_through: z.nullable(text(20)),
  /** Included in job-board feeds that take only postings marked for boards. */
  is_on_job_boards: z.boolean(),
  /**
   * The title and description in the other languages (D199, D207): `title` and `description` are
   * the posting's `language` version; a blank version is removed; omitted keeps what is stored.
   */
  title_i18n: z.optional(textVersionsSchema(1000)),
  description_i18n: z.optional(textVersionsSchema(POSTING_DESCRIPTION_MAX + 1000)),
});
export type SavePosting = z.infer<typeof SavePostingBody>;

export const POSTING_STATUSES = ['draft', 'published'] as const;

export const JobPostingSchema = z.object({
  ...SavePostingBody.shape,
  job_posting_id: z.number(),
  job_id: z.number(),
  account_id: z.number(),
  status: z.enum(POSTING_STATUSES),
  published_at: z.nullable(z.string()),
  updated_at: z.string(),
  /** Published, its requisition open, and valid_through not passed: the public page shows it. */
  is_live: z.boolean(),
  /** The public page's path (/careers/...); null until the company has a career address. */
  public_path: z.nullable(z.string()),
  title_i18n: textVersionsSchema(1000),
  description_i18n: textVersionsSchema(POSTING_DESCRIPTION_MAX + 1000),
});
export type JobPosting = z.infer<typeof JobPostingSchema>;

export const JobParams = z.object({ jobId: id });
export const PostingParams = z.object({ postingId: id });

export const listPostings = defineEndpoint({
  method: 'GET',
  path: '/job/v1/job-posting/job/{jobId}/',
  access: 'staff',
  summary: "A requisition's postings, newest first, each saying whether its public page shows it now",
  params: JobParams,
  response: z.object({ results: z.array(JobPostingSchema), career_page_path: z.nullable(z.string()) }),
});

export const createPosting = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-posting/job/{jobId}/',
  access: 'staff',
  summary:
    'A new draft posting for a requisition; the description (markdown) is stored cleaned. 400 names each field in error',
  params: JobParams,
  body: SavePostingBody,
  response: JobPostingSchema,
});

export const getPosting = defineEndpoint({
  method: 'GET',
  path: '/job/v1/job-posting/{postingId}/',
  access: 'staff',
  summary: 'One posting',
  params: PostingParams,
  response: JobPostingSchema,
});

export const updatePosting = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/job-posting/{postingId}/',
  access: 'staff',
  summary: "Saves a posting's fields; a published posting must stay complete (400 posting_incomplete otherwise)",
  params: PostingParams,
  body: SavePostingBody,
  response: JobPostingSchema,
});

export const publishPosting = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-posting/{postingId}/publish/',
  access: 'staff',
  summary:
    'Publishes a posting: 400 posting_incomplete naming the missing fields; 409 closed when the requisition takes no applications',
  params: PostingParams,
  response: JobPostingSchema,
});

export const unpublishPosting = defineEndpoint({
  method: 'POST',
  path: '/job/v1/job-posting/{postingId}/unpublish/',
  access: 'staff',
  summary: 'Takes a posting off the career page and the feeds at once; it stays as a draft',
  params: PostingParams,
  response: JobPostingSchema,
});

export const deletePosting = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/job-posting/{postingId}/',
  access: 'staff',
  summary: 'Deletes a posting',
  params: PostingParams,
  response: z.object({ ok: z.boolean() }),
});
