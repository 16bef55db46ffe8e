/** Interviews scheduled from any application (D206) as TanStack Query knows them. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OwnBookingLink, OwnInterview } from '../../../contracts/application-scheduling.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/application-scheduling.ts';
import { listKits } from '../../lib/api/interview.ts';

export const ownKeys = {
  list: (userSmartreqId: number) => ['interview-scheduling', 'own', userSmartreqId] as const,
  colleagues: (userSmartreqId: number) => ['interview-scheduling', 'colleagues', userSmartreqId] as const,
  availability: (userSmartreqId: number, userIds: number[], from: string, duration: number) =>
    ['interview-scheduling', 'panel', userSmartreqId, userIds.join(','), from, duration] as const,
  kits: ['interview-scheduling', 'kits'] as const,
};

export const ownInterviewsQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: ownKeys.list(userSmartreqId),
    queryFn: ({ signal }) => call(api.listOwnInterviews, { params: { userSmartreqId }, signal }),
  });

export const colleaguesQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: ownKeys.colleagues(userSmartreqId),
    queryFn: ({ signal }) => call(api.listColleagues, { params: { userSmartreqId }, signal }),
    staleTime: 5 * 60_000,
  });

export const interviewKitsQueryOptions = () =>
  queryOptions({
    queryKey: ownKeys.kits,
    queryFn: async ({ signal }) =>
      (await call(listKits, { query: {}, signal })).filter((k) => k.purpose === 'interview'),
    staleTime: 5 * 60_000,
  });

export const panelAvailabilityQueryOptions = (
  userSmartreqId: number,
  userIds: number[],
  from: string,
  duration: number,
) =>
  queryOptions({
    queryKey: ownKeys.availability(userSmartreqId, userIds, from, duration),
    queryFn: ({ signal }) =>
      call(api.getPanelAvailability, {
        params: { userSmartreqId },
        query: { user_ids: userIds.join(','), from, duration_minutes: duration },
        signal,
      }),
    enabled: userIds.length > 0,
  });

const refresh = async (queryClient: QueryClient, userSmartreqId: number) => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ownKeys.list(userSmartreqId) }),
    queryClient.invalidateQueries({ queryKey: ['interview-scheduling', 'panel', userSmartreqId] }),
    queryClient.invalidateQueries({ queryKey: ['interview-scheduling', 'application', userSmartreqId] }),
    queryClient.invalidateQueries({ queryKey: ['scorecard', userSmartreqId] }),
  ]);
};

export async function scheduleOwn(queryClient: QueryClient, userSmartreqId: number, body: OwnInterview) {
  const saved = await call(api.scheduleOwnInterview, { params: { userSmartreqId }, body });
  await refresh(queryClient, userSmartreqId);
  return saved;
}

export async function sendOwnLink(queryClient: QueryClient, userSmartreqId: number, body: OwnBookingLink) {
  const sent = await call(api.sendOwnBookingLink, { params: { userSmartreqId }, body });
  await refresh(queryClient, userSmartreqId);
  return sent;
}

export async function reschedule(
  queryClient: QueryClient,
  userSmartreqId: number,
  interviewUuid: string,
  body: { starts_at: string; duration_minutes: number; time_zone: string },
) {
  const saved = await call(api.rescheduleInterview, { params: { interviewUuid }, body });
  await refresh(queryClient, userSmartreqId);
  return saved;
}

export async function cancel(queryClient: QueryClient, userSmartreqId: number, interviewUuid: string) {
  await call(api.cancelInterview, { params: { interviewUuid } });
  await refresh(queryClient, userSmartreqId);
}
