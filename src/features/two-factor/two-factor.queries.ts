import { call } from '../../lib/api-client.ts';
import { secondFactorStatus } from '../../lib/api/second-factor.ts';

export const statusKey = ['two-factor', 'status'] as const;

export const statusQueryOptions = {
  queryKey: statusKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(secondFactorStatus, { signal }),
};
