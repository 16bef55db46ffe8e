import { queryOptions } from '@tanstack/react-query';
import { getAccount } from '../../../contracts/account.ts';
import { call } from '../../lib/api-client.ts';

/** Company name, logo and preferences of the account the staff screens act on. */
export function accountQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: ['account', accountId],
    queryFn: () => call(getAccount, { params: { id: accountId } }),
    staleTime: 5 * 60_000,
  });
}
