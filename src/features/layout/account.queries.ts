import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { getAccount } from '../../lib/api/account.ts';

/** Company name, logo and preferences of the account the staff screens act on. */
export function accountQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: ['account', accountId],
    queryFn: () => call(getAccount, { params: { id: accountId } }),
    staleTime: 5 * 60_000,
  });
}
