/** The signed-in user's sessions as TanStack Query knows them (D205). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { listSessions } from '../../lib/api/sessions.ts';

export const sessionsKey = ['sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await call(listSessions, { signal })).results,
  });
}
