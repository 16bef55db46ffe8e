/** A pathway's roles for staff (contracts/pathway-roles.ts); staff data, never persisted with the candidate's reads. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type SavePathwayRole } from '../../../contracts/pathway-roles.ts';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import {
  archivePathwayRole,
  createPathwayRole,
  deletePathwayRole,
  listPathwayRoles,
  updatePathwayRole,
} from '../../lib/api/pathway-roles.ts';

export const pathwayRoleKeys = {
  all: ['pathway-roles'] as const,
  one: (jobId: number, language: Language) => ['pathway-roles', jobId, language] as const,
};

export function pathwayRolesQueryOptions(jobId: number, language: Language) {
  return queryOptions({
    queryKey: pathwayRoleKeys.one(jobId, language),
    queryFn: ({ signal }) => call(listPathwayRoles, { params: { jobId }, query: { language }, signal }),
  });
}

/** Fit in every report depends on the roles: staff pathway reports are refetched too. */
async function refresh(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: pathwayRoleKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['pathway-staff-report'] }),
  ]);
}

export async function savePathwayRole(
  queryClient: QueryClient,
  jobId: number,
  pathwayJobId: number | undefined,
  body: SavePathwayRole,
) {
  const saved =
    pathwayJobId === undefined
      ? await call(createPathwayRole, { params: { jobId }, body })
      : await call(updatePathwayRole, { params: { jobId, pathwayJobId }, body });
  await refresh(queryClient);
  return saved;
}

export async function setPathwayRoleArchived(
  queryClient: QueryClient,
  jobId: number,
  pathwayJobId: number,
  archived: boolean,
) {
  const saved = await call(archivePathwayRole, { params: { jobId, pathwayJobId }, body: { archived } });
  await refresh(queryClient);
  return saved;
}

export async function removePathwayRole(queryClient: QueryClient, jobId: number, pathwayJobId: number) {
  await call(deletePathwayRole, { params: { jobId, pathwayJobId } });
  await refresh(queryClient);
}
