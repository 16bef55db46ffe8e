/** Job profiles as TanStack Query knows them (staff only; never persisted offline). */
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  PROFILE_DEFAULT_PAGE_SIZE,
  type ParticipantOrdering,
  type ProfileCorrelationOutcome,
  type JobProfile,
  type ProfileFilter,
  type ProfileOutcome,
} from '../../../contracts/job-profiles.ts';
import type { SaveOutcomeSchedule } from '../../../contracts/outcome-questions.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/job-profiles.ts';
import * as periods from '../../lib/api/outcome-questions.ts';

export const profileKeys = {
  all: ['job-profiles'] as const,
  list: (accountId: number, query: object) => ['job-profiles', 'list', accountId, query] as const,
  one: (jobId: number) => ['job-profiles', jobId] as const,
};

export function profileListQueryOptions(
  accountId: number,
  query: { page: number; page_size: number; search?: string },
) {
  return queryOptions({
    queryKey: profileKeys.list(accountId, query),
    queryFn: ({ signal }) => call(api.listJobProfiles, { params: { accountId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function profileQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: profileKeys.one(jobId),
    queryFn: ({ signal }) => call(api.getJobProfile, { params: { jobId }, signal }),
  });
}

export function participantsQueryOptions(
  jobId: number,
  query: { page: number; page_size: number; search?: string; ordering?: ParticipantOrdering },
) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'participants', query] as const,
    queryFn: ({ signal }) => call(api.listParticipants, { params: { jobId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function participantQueryOptions(jobId: number, employeeId: number, language: string) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'participant', employeeId, language] as const,
    queryFn: ({ signal }) =>
      call(api.getParticipant, { params: { jobId, employeeId }, query: { language: language as Language }, signal }),
  });
}

export function correlationsQueryOptions(
  jobId: number,
  outcome: ProfileCorrelationOutcome,
  language: string,
  filter: ProfileFilter = {},
) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'correlations', outcome, language, filter] as const,
    queryFn: ({ signal }) =>
      call(api.getProfileCorrelations, {
        params: { jobId },
        query: { ...filter, outcome, language: language as Language },
        signal,
      }),
  });
}

/** After any change: every profile list and page reloads. */
export const refreshProfiles = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: profileKeys.all });

export function outcomePeriodsQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'outcome-periods'] as const,
    queryFn: ({ signal }) => call(periods.listOutcomePeriods, { params: { jobId }, signal }),
  });
}

export async function openOutcomePeriod(
  queryClient: QueryClient,
  jobId: number,
  body: { name: string; measured_on: string },
) {
  const period = await call(periods.createOutcomePeriod, { params: { jobId }, body, skipRetry: true });
  await queryClient.invalidateQueries({ queryKey: [...profileKeys.one(jobId), 'outcome-periods'] });
  return period;
}

export function outcomeScheduleQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'outcome-schedule'] as const,
    queryFn: ({ signal }) => call(periods.getOutcomeSchedule, { params: { jobId }, signal }),
  });
}

/** Sets (or, with null, stops) the profile's outcome-period schedule, then reloads it. */
export async function changeOutcomeSchedule(queryClient: QueryClient, jobId: number, body: SaveOutcomeSchedule | null) {
  if (body) await call(periods.saveOutcomeSchedule, { params: { jobId }, body, skipRetry: true });
  else await call(periods.deleteOutcomeSchedule, { params: { jobId }, skipRetry: true });
  await queryClient.invalidateQueries({ queryKey: [...profileKeys.one(jobId), 'outcome-schedule'] });
}

export function planTimingQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'plan-timing'] as const,
    queryFn: ({ signal }) => call(api.getPlanTiming, { params: { jobId }, signal }),
  });
}

/** Sets (or, with null, stops) when the profile's measurement plan is given, then reloads it. */
export async function changePlanTiming(queryClient: QueryClient, jobId: number, daysAfterStart: number | null) {
  await call(api.savePlanTiming, { params: { jobId }, body: { days_after_start: daysAfterStart }, skipRetry: true });
  await queryClient.invalidateQueries({ queryKey: [...profileKeys.one(jobId), 'plan-timing'] });
}

/** The profile list for a view of its controls (the page's state, not the URL's: the loader reads the first). */
export const profileListViewQueryOptions = (accountId: number, view: { page: number; search: string }) =>
  profileListQueryOptions(accountId, {
    page: view.page,
    page_size: PROFILE_DEFAULT_PAGE_SIZE,
    ...(view.search ? { search: view.search } : {}),
  });

/** A profile's participants for a view of the page's controls (its state: the loader reads the first). */
export const participantListQueryOptions = (
  jobId: number,
  view: { page: number; ordering: ParticipantOrdering; search: string },
) =>
  participantsQueryOptions(jobId, {
    page: view.page,
    page_size: PROFILE_DEFAULT_PAGE_SIZE,
    ordering: view.ordering,
    ...(view.search ? { search: view.search } : {}),
  });

/** The named write (D506) that makes a job profile in the company, then reads the profile lists again. */
export const createProfileWrite = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...profileKeys.all, accountId, 'create'] as const,
    mutationFn: (body: { title: string; description: string; outcomes: ProfileOutcome[] }) =>
      call(api.createJobProfile, { params: { accountId }, body, skipRetry: true }),
    onSuccess: () => refreshProfiles(queryClient),
  });

/** The named write (D506) that deletes a job profile (its participants stay employees), then reads the lists again. */
export const deleteProfileWrite = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...profileKeys.all, 'delete'] as const,
    mutationFn: (profile: JobProfile) => call(api.deleteJobProfile, { params: { jobId: profile.job_id } }),
    onSuccess: () => refreshProfiles(queryClient),
  });
