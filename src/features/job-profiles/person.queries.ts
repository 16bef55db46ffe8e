/** A person's page for staff (contracts/person.ts) as TanStack Query knows it; never persisted offline. */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contracts/user.ts';
import { call } from '../../lib/api-client.ts';
import { getPerson } from '../../lib/api/person.ts';

export function personQueryOptions(userId: number, language: string) {
  return queryOptions({
    queryKey: ['person', userId, language] as const,
    queryFn: ({ signal }) => call(getPerson, { params: { userId }, query: { language: language as Language }, signal }),
    retry: false,
  });
}
