/** Pathways staff create and run (contracts/pathway-setup.ts) as TanStack Query knows them (staff only; never persisted offline). */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AddParticipants,
  AddPathwayTeamMember,
  CreatePathway,
  ParticipantListFilters,
  PathwayListFilters,
  UpdatePathway,
} from '../../../contracts/pathway-setup.ts';
import { PATHWAY_DEFAULT_PAGE_SIZE } from '../../../contracts/pathway-setup.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/pathway-setup.ts';

export const pathwaySetupKeys = {
  list: (accountId: number, filters: PathwayListFilters) => ['pathways', accountId, filters] as const,
  lists: ['pathways'] as const,
  details: (jobId: number) => ['pathway-setup', jobId, 'details'] as const,
  team: (jobId: number) => ['pathway-setup', jobId, 'team'] as const,
  participants: (jobId: number) => ['pathway-setup', jobId, 'participants'] as const,
};

/** The lists as they first show (the routes' loaders ask for them); search, order and page then change on the page. */
export const FIRST_PATHWAYS_VIEW: PathwayListFilters = {
  page: 1,
  page_size: PATHWAY_DEFAULT_PAGE_SIZE,
  ordering: 'title',
};
export const FIRST_PARTICIPANTS_VIEW: ParticipantListFilters = {
  page: 1,
  page_size: PATHWAY_DEFAULT_PAGE_SIZE,
  ordering: 'last_name',
};

export function pathwayListQueryOptions(accountId: number, filters: PathwayListFilters) {
  return queryOptions({
    queryKey: pathwaySetupKeys.list(accountId, filters),
    queryFn: ({ signal }) => call(api.listPathways, { params: { accountId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function pathwayDetailsQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: pathwaySetupKeys.details(jobId),
    queryFn: ({ signal }) => call(api.getPathwayDetails, { params: { jobId }, signal }),
    retry: false,
  });
}

export function pathwayTeamQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: pathwaySetupKeys.team(jobId),
    queryFn: ({ signal }) => call(api.listPathwayTeam, { params: { jobId }, signal }),
  });
}

export function participantsQueryOptions(jobId: number, filters: ParticipantListFilters) {
  return queryOptions({
    queryKey: [...pathwaySetupKeys.participants(jobId), filters] as const,
    queryFn: ({ signal }) => call(api.listParticipants, { params: { jobId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function participantCandidatesQueryOptions(jobId: number, search: string) {
  return queryOptions({
    queryKey: [...pathwaySetupKeys.participants(jobId), 'employees', search] as const,
    queryFn: ({ signal }) =>
      call(api.listParticipantCandidates, { params: { jobId }, query: search ? { search } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export async function createPathway(queryClient: QueryClient, accountId: number, body: CreatePathway) {
  const made = await call(api.createPathway, { params: { accountId }, body });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.lists });
  return made;
}

export async function savePathwayDetails(queryClient: QueryClient, jobId: number, body: UpdatePathway) {
  const saved = await call(api.updatePathwayDetails, { params: { jobId }, body });
  queryClient.setQueryData(pathwaySetupKeys.details(jobId), saved);
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.lists });
  return saved;
}

export async function deletePathway(queryClient: QueryClient, jobId: number) {
  await call(api.deletePathway, { params: { jobId } });
  queryClient.removeQueries({ queryKey: ['pathway-setup', jobId] });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.lists });
}

export async function addPathwayTeamMember(queryClient: QueryClient, jobId: number, body: AddPathwayTeamMember) {
  const added = await call(api.addPathwayTeamMember, { params: { jobId }, body });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.team(jobId) });
  return added;
}

export async function removePathwayTeamMember(queryClient: QueryClient, jobId: number, jobTeamId: number) {
  await call(api.removePathwayTeamMember, { params: { jobId, jobTeamId } });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.team(jobId) });
}

export async function addParticipants(queryClient: QueryClient, jobId: number, body: AddParticipants) {
  const added = await call(api.addParticipants, { params: { jobId }, body });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.participants(jobId) });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.details(jobId) });
  return added;
}

export async function removeParticipant(queryClient: QueryClient, jobId: number, refId: string) {
  await call(api.removeParticipant, { params: { jobId, refId } });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.participants(jobId) });
  await queryClient.invalidateQueries({ queryKey: pathwaySetupKeys.details(jobId) });
}
