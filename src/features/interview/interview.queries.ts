/** Interviews as TanStack Query knows them: one interview, the station's applicants and people, and the interviewer's list. */
import { queryOptions } from '@tanstack/react-query';
import type { StartInterview } from '../../../contracts/interview.ts';
import * as api from '../../lib/api/interview.ts';
import { call } from '../../lib/api-client.ts';

export const interviewKeys = {
  all: ['interview'] as const,
  one: (uuid: string) => ['interview', 'one', uuid] as const,
  applicants: (search: string) => ['interview', 'station-applicants', search] as const,
  employees: ['interview', 'station-employees'] as const,
  mine: ['interview', 'mine'] as const,
};

export function interviewQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: interviewKeys.one(uuid),
    queryFn: ({ signal }) => call(api.getInterview, { params: { interviewUuid: uuid }, signal }),
    staleTime: Infinity,
  });
}

export function stationApplicantsQueryOptions(search: string) {
  return queryOptions({
    queryKey: interviewKeys.applicants(search),
    queryFn: ({ signal }) => call(api.listStationApplicants, { query: search ? { search } : {}, signal }),
  });
}

export function stationEmployeesQueryOptions() {
  return queryOptions({
    queryKey: interviewKeys.employees,
    queryFn: ({ signal }) => call(api.listStationEmployees, { query: {}, signal }),
  });
}

export function myInterviewsQueryOptions() {
  return queryOptions({
    queryKey: interviewKeys.mine,
    queryFn: ({ signal }) => call(api.listMyInterviews, { signal }),
  });
}

export const startInterview = (body: StartInterview) => call(api.startInterview, { body });
