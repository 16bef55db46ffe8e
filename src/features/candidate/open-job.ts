/**
 * Arriving with ?jobUuid= (a job link after sign-in, seed 000 section 2.4): show that job's newest
 * tracker, or apply first when the candidate has none for it yet.
 */
import type { QueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { applyToJob, trackersQueryOptions } from './progress.queries.ts';
import { newestTrackerForJob } from './select-tracker.ts';

export type OpenJobResult = { kind: 'tracker'; jobUuid: string; refId: string } | { kind: 'failed'; error: unknown };

export async function openJob(
  queryClient: QueryClient,
  userId: number,
  jobUuid: string,
  externalApplicationId?: string,
  source?: string,
): Promise<OpenJobResult> {
  try {
    // Fresh, not cached: a tracker made a moment ago in another tab must not be made twice.
    const trackers = await queryClient.fetchQuery({ ...trackersQueryOptions(userId), staleTime: 0 });
    const existing = newestTrackerForJob(trackers, jobUuid);
    if (existing) return { kind: 'tracker', jobUuid, refId: existing.ref_id };
    const created = await applyToJob(queryClient, {
      userId,
      jobUuid,
      externalApplicationId,
      source,
      idempotencyKey: crypto.randomUUID(),
    });
    return { kind: 'tracker', jobUuid, refId: created.ref_id };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** The words for a failed arrival by job link, in the current language (call at render time). */
export function openJobProblemText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.closed) return t`This position is not accepting new applications at this time`;
    if (error.code === ErrorCode.notFound)
      return t`This job link is not valid. Please check the link or ask the company for a new one.`;
    if (error.code === ErrorCode.validation)
      return t`This job link is not valid. Please check the link or ask the company for a new one.`;
  }
  return errorText(error);
}
