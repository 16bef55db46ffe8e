/** The candidate's trackers as TanStack Query knows them: one key per list and per tracker. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TrackerDetail, TrackerItem } from '../../../contracts/progress.ts';
import { call } from '../../lib/api-client.ts';
import { createTracker, getTracker, listTrackers } from '../../lib/api/progress.ts';

/** Kept in memory as long as the offline copy lasts, so the persisted snapshot keeps them too. */
export const OFFLINE_GC_MS = 7 * 24 * 60 * 60_000;

export const trackerKeys = {
  all: ['progress-tracker'] as const,
  list: (userId: number) => ['progress-tracker', 'user', userId] as const,
  detail: (refId: string) => ['progress-tracker', 'ref', refId] as const,
};

export function trackersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: trackerKeys.list(userId),
    queryFn: ({ signal }) => call(listTrackers, { params: { userId }, signal }),
    gcTime: OFFLINE_GC_MS,
  });
}

export function trackerQueryOptions(refId: string) {
  return queryOptions({
    queryKey: trackerKeys.detail(refId),
    queryFn: ({ signal }) => call(getTracker, { params: { refId }, signal }),
    gcTime: OFFLINE_GC_MS,
  });
}

export interface ApplyInput {
  userId: number;
  jobUuid: string;
  externalApplicationId?: string;
  /** Where the candidate came from (a posting page's Apply link: `career` or `board-{id}`). */
  source?: string;
  /** One key per user intent, so a repeated click or retry yields the same tracker. */
  idempotencyKey: string;
}

/** Applies (or re-applies, or re-takes a pathway) and refreshes the list. */
export async function applyToJob(queryClient: QueryClient, input: ApplyInput): Promise<TrackerItem> {
  const tracker = await call(createTracker, {
    params: { userId: input.userId },
    body: {
      job_uuid: input.jobUuid,
      ...(input.externalApplicationId ? { external_application_id: input.externalApplicationId } : {}),
      ...(input.source ? { source: input.source } : {}),
    },
    idempotencyKey: input.idempotencyKey,
  });
  await queryClient.invalidateQueries({ queryKey: trackerKeys.list(input.userId) });
  return tracker;
}

/**
 * The server confirmed the activity's submission (a kind sent online, not through the outbox): the
 * tracker's read says so at once, and is persisted with it, so a reload or another tab shows it
 * completed before the server is asked again (D194); then the trackers are read afresh.
 */
export async function noteActivityCompleted(
  queryClient: QueryClient,
  refId: string,
  activityId: number,
): Promise<void> {
  queryClient.setQueryData(
    trackerKeys.detail(refId),
    (detail: TrackerDetail | undefined) =>
      detail && {
        ...detail,
        steps: detail.steps.map((step) => ({
          ...step,
          activities: step.activities.map((a) =>
            a.job_step_activity_id === activityId ? { ...a, is_completed: true } : a,
          ),
        })),
      },
  );
  await queryClient.invalidateQueries({ queryKey: trackerKeys.all });
}
