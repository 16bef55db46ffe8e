/**
 * Saved views of a requisition's applicant list (D206): a staff member names the
 * list's current URL search (filters, sort, page) and opens it again later. Each person's own.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const VIEW_NAME_MAX = 60;
export const VIEW_SEARCH_MAX = 2000;
export const VIEWS_MAX = 30;

export const ApplicantViewSchema = z.object({
  view_id: z.number(),
  name: z.string(),
  /** The list's search without the job, as URLSearchParams writes it ("status=active&ordering=name"). */
  search: z.string(),
});
export type ApplicantView = z.infer<typeof ApplicantViewSchema>;

export const JobViewsParams = z.object({ jobId: id });
export const SaveViewBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name the view'), z.maxLength(VIEW_NAME_MAX)),
  search: z.string().check(z.maxLength(VIEW_SEARCH_MAX)),
});

export const listApplicantViews = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/jobs/{jobId}/applicant-views/',
  access: 'job-team',
  summary: "The viewer's own saved views of the requisition's applicant list",
  params: JobViewsParams,
  response: z.array(ApplicantViewSchema),
});

export const saveApplicantView = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/jobs/{jobId}/applicant-views/',
  access: 'job-team',
  summary: 'Save the list’s current search under a name (the same name replaces it)',
  params: JobViewsParams,
  body: SaveViewBody,
  response: ApplicantViewSchema,
});

export const deleteApplicantView = defineEndpoint({
  method: 'DELETE',
  path: '/smartreq/v1/applicant-views/{viewId}/',
  access: 'staff',
  summary: 'Delete one of your saved views; anyone else’s is 404',
  params: z.object({ viewId: id }),
  response: OkSchema,
});
