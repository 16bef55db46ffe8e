import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { getAiWritingStatus } from '../../../lib/api/ai-writing.ts';

/** Whether the server has writing help set up; the menu stays hidden until it says yes. */
export function aiWritingStatusQueryOptions() {
  return queryOptions({
    queryKey: ['ai-writing', 'status'],
    queryFn: () => call(getAiWritingStatus),
    staleTime: Infinity,
    retry: false,
  });
}
