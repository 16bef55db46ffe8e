/** The candidate's experiences as TanStack Query knows them, and the writes that refresh them. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CreateExperience, Experience } from '../../../contracts/experience.ts';
import { call } from '../../lib/api-client.ts';
import { createExperience, deleteExperience, listExperiences, patchExperience } from '../../lib/api/experience.ts';

export const experienceKeys = {
  list: (userId: number) => ['experiences', 'user', userId] as const,
};

export function experiencesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: experienceKeys.list(userId),
    queryFn: ({ signal }) => call(listExperiences, { params: { userId }, signal }),
  });
}

/** Adds (no id) or changes an entry, then refreshes the list. */
export async function saveExperience(
  queryClient: QueryClient,
  userId: number,
  body: CreateExperience,
  id?: number,
  idempotencyKey?: string,
): Promise<Experience> {
  const saved =
    id === undefined
      ? await call(createExperience, { body, idempotencyKey })
      : await call(patchExperience, { params: { id }, body });
  await queryClient.invalidateQueries({ queryKey: experienceKeys.list(userId) });
  return saved;
}

export async function removeExperience(queryClient: QueryClient, userId: number, id: number): Promise<void> {
  await call(deleteExperience, { params: { id } });
  await queryClient.invalidateQueries({ queryKey: experienceKeys.list(userId) });
}
