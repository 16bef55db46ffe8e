/** The colleagues a note on the application may mention (those with can_open). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { listColleagues } from '../../lib/api/application-scheduling.ts';

export const mentionableQueryOptions = (userSmartreqId: number) =>
  queryOptions({
    queryKey: ['scorecard', userSmartreqId, 'colleagues'] as const,
    queryFn: ({ signal }) => call(listColleagues, { params: { userSmartreqId }, signal }),
    staleTime: 5 * 60_000,
  });
