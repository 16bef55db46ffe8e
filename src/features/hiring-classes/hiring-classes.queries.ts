/** Hiring classes as TanStack Query knows them; every change refreshes the requisition's list. */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CreateHiringClass,
  HiringClassListFilters,
  UpdateHiringClass,
} from '../../../contracts/hiring-classes.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/hiring-classes.ts';

/** The list as it first shows (the route's loader asks for it); search, status and page then change on the page. */
export const FIRST_HIRING_CLASSES_VIEW: HiringClassListFilters = { page: 1 };

export function hiringClassesQuery(jobId: number, filters: HiringClassListFilters) {
  return queryOptions({
    queryKey: ['hiring-classes', jobId, filters] as const,
    queryFn: ({ signal }) => call(api.listHiringClasses, { params: { jobId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function membersQuery(classId: number) {
  return queryOptions({
    queryKey: ['hiring-class-members', classId] as const,
    queryFn: ({ signal }) => call(api.listHiringClassMembers, { params: { classId }, signal }),
  });
}

async function refresh(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['hiring-classes'] }),
    queryClient.invalidateQueries({ queryKey: ['hiring-class-members'] }),
  ]);
}

export async function createClass(queryClient: QueryClient, jobId: number, body: CreateHiringClass) {
  const created = await call(api.createHiringClass, { params: { jobId }, body });
  await refresh(queryClient);
  return created;
}

export async function updateClass(queryClient: QueryClient, classId: number, body: UpdateHiringClass) {
  const updated = await call(api.updateHiringClass, { params: { classId }, body });
  await refresh(queryClient);
  return updated;
}

export async function deleteClass(queryClient: QueryClient, classId: number) {
  await call(api.deleteHiringClass, { params: { classId } });
  await refresh(queryClient);
}

export async function addMember(queryClient: QueryClient, classId: number, refId: string) {
  await call(api.addHiringClassMember, { params: { classId, refId } });
  await refresh(queryClient);
}

export async function removeMember(queryClient: QueryClient, classId: number, refId: string) {
  await call(api.removeHiringClassMember, { params: { classId, refId } });
  await refresh(queryClient);
}
