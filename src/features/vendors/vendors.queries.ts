/** Company vendors as TanStack Query knows them (staff data: never persisted with the candidate's reads). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { listAccountVendors, setAccountVendor } from '../../lib/api/vendors.ts';

export const vendorKeys = { all: ['account-vendors'] as const };

export function accountVendorsQueryOptions() {
  return queryOptions({
    queryKey: vendorKeys.all,
    queryFn: ({ signal }) => call(listAccountVendors, { signal }),
  });
}

export async function switchVendor(queryClient: QueryClient, accountId: number, vendorId: number, enabled: boolean) {
  const saved = await call(setAccountVendor, { params: { accountId, vendorId }, body: { enabled } });
  await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  return saved;
}
