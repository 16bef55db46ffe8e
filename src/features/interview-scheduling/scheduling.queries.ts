/** Interview scheduling as TanStack Query knows it: the interviewer's own data, an application's interviews, a booking link, the candidate's list. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ManualSchedule, SaveAvailability, SaveMyProfile } from '../../../contracts/staff-interviews.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/interview-scheduling.ts';

export const schedulingKeys = {
  availability: ['interview-scheduling', 'my-availability'] as const,
  profile: ['interview-scheduling', 'my-profile'] as const,
  application: (userSmartreqId: number) => ['interview-scheduling', 'application', userSmartreqId] as const,
  booking: (token: string, timeZone: string) => ['interview-scheduling', 'booking', token, timeZone] as const,
  mine: ['interview-scheduling', 'mine'] as const,
};

export const myAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: schedulingKeys.availability,
    queryFn: ({ signal }) => call(api.getMyAvailability, { signal }),
  });
export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: schedulingKeys.profile, queryFn: ({ signal }) => call(api.getMyProfile, { signal }) });
export const applicationInterviewsQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: schedulingKeys.application(userSmartreqId),
    queryFn: ({ signal }) => call(api.listApplicationInterviews, { params: { userSmartreqId }, signal }),
  });
export const bookingQueryOptions = (token: string, timeZone: string) =>
  queryOptions({
    queryKey: schedulingKeys.booking(token, timeZone),
    queryFn: ({ signal }) =>
      call(api.getBookingPage, { params: { token }, query: { time_zone: timeZone }, signal, skipRetry: true }),
    retry: false,
  });
export const myInterviewsQueryOptions = () =>
  queryOptions({ queryKey: schedulingKeys.mine, queryFn: ({ signal }) => call(api.listMyInterviews, { signal }) });

export async function saveAvailability(queryClient: QueryClient, body: SaveAvailability) {
  const saved = await call(api.saveMyAvailability, { body });
  queryClient.setQueryData(schedulingKeys.availability, saved);
  return saved;
}

export async function saveProfile(queryClient: QueryClient, body: SaveMyProfile) {
  const saved = await call(api.saveMyProfile, { body });
  queryClient.setQueryData(schedulingKeys.profile, saved);
  return saved;
}

const refreshApplication = (queryClient: QueryClient, userSmartreqId: number) =>
  queryClient.invalidateQueries({ queryKey: schedulingKeys.application(userSmartreqId) });

export async function sendLink(queryClient: QueryClient, userSmartreqId: number, jobStepActivityId: number) {
  const sent = await call(api.sendSchedulingLink, { params: { userSmartreqId, jobStepActivityId }, body: {} });
  await refreshApplication(queryClient, userSmartreqId);
  return sent;
}

export async function scheduleByHand(
  queryClient: QueryClient,
  userSmartreqId: number,
  jobStepActivityId: number,
  body: ManualSchedule,
) {
  const saved = await call(api.scheduleManually, { params: { userSmartreqId, jobStepActivityId }, body });
  await refreshApplication(queryClient, userSmartreqId);
  return saved;
}

export async function decline(queryClient: QueryClient, userSmartreqId: number, jobStepActivityId: number) {
  const saved = await call(api.declineInterview, { params: { userSmartreqId, jobStepActivityId } });
  await refreshApplication(queryClient, userSmartreqId);
  return saved;
}

export async function book(queryClient: QueryClient, token: string, startsAt: string, timeZone: string) {
  const page = await call(api.bookSlot, {
    params: { token },
    body: { starts_at: startsAt, time_zone: timeZone },
    skipRetry: true,
  });
  queryClient.setQueryData(schedulingKeys.booking(token, timeZone), page);
  return page;
}

export async function cancel(queryClient: QueryClient, token: string) {
  await call(api.cancelBooking, { params: { token }, skipRetry: true });
  await queryClient.invalidateQueries({ queryKey: ['interview-scheduling', 'booking', token] });
}

export function manageLink(interviewUuid: string) {
  return call(api.openManageLink, { params: { interviewUuid } });
}
