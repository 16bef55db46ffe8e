/** A requisition's postings as TanStack Query knows them; every change refreshes the requisition's list and the posting. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { JobPosting, SavePosting } from '../../../contracts/job-postings.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/job-postings.ts';

export function postingsQuery(jobId: number) {
  return queryOptions({
    queryKey: ['job-postings', 'job', jobId] as const,
    queryFn: ({ signal }) => call(api.listPostings, { params: { jobId }, signal }),
  });
}

export function postingQuery(postingId: number) {
  return queryOptions({
    queryKey: ['job-postings', 'one', postingId] as const,
    queryFn: ({ signal }) => call(api.getPosting, { params: { postingId }, signal }),
  });
}

async function refreshed(queryClient: QueryClient, posting: JobPosting): Promise<JobPosting> {
  queryClient.setQueryData(postingQuery(posting.job_posting_id).queryKey, posting);
  await queryClient.invalidateQueries({ queryKey: ['job-postings', 'job', posting.job_id] });
  return posting;
}

export async function createPosting(queryClient: QueryClient, jobId: number, body: SavePosting) {
  return refreshed(queryClient, await call(api.createPosting, { params: { jobId }, body }));
}

export async function savePosting(queryClient: QueryClient, postingId: number, body: SavePosting) {
  return refreshed(queryClient, await call(api.updatePosting, { params: { postingId }, body }));
}

export async function publishPosting(queryClient: QueryClient, postingId: number) {
  return refreshed(queryClient, await call(api.publishPosting, { params: { postingId } }));
}

export async function unpublishPosting(queryClient: QueryClient, postingId: number) {
  return refreshed(queryClient, await call(api.unpublishPosting, { params: { postingId } }));
}

export async function deletePosting(queryClient: QueryClient, posting: JobPosting) {
  await call(api.deletePosting, { params: { postingId: posting.job_posting_id } });
  queryClient.removeQueries({ queryKey: postingQuery(posting.job_posting_id).queryKey });
  await queryClient.invalidateQueries({ queryKey: ['job-postings', 'job', posting.job_id] });
}
