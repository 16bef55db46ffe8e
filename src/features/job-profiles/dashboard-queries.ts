/** The job-profile dashboards as TanStack Query knows them (staff only; never persisted offline). */
import { queryOptions } from '@tanstack/react-query';
import type { ProfileBoard } from '../../../contracts/job-profile-dashboards.ts';
import type { ProfileFilter } from '../../../contracts/job-profiles.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/job-profile-dashboards.ts';
import * as profileApi from '../../lib/api/job-profiles.ts';
import { profileKeys } from './job-profiles.queries.ts';

export function boardQueryOptions(jobId: number, board: ProfileBoard, language: string, filter: ProfileFilter) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'board', board, language, filter] as const,
    queryFn: ({ signal }) =>
      call(api.getProfileBoard, {
        params: { jobId, board },
        query: { ...filter, language: language as Language },
        signal,
      }),
  });
}

/** The company's custom list fields and their options: the filter's choices (D172). */
export function fieldFiltersQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'field-filters'] as const,
    queryFn: ({ signal }) => call(profileApi.getProfileFieldFilters, { params: { jobId }, signal }),
  });
}

/** One interviewer's score details on the participants the filter keeps (D172). */
export function interviewerDetailQueryOptions(jobId: number, interviewerId: number, filter: ProfileFilter) {
  return queryOptions({
    queryKey: [...profileKeys.one(jobId), 'interviewer', interviewerId, filter] as const,
    queryFn: ({ signal }) =>
      call(api.getProfileInterviewerDetail, { params: { jobId, interviewerId }, query: filter, signal }),
  });
}
