/** A company's staff users as TanStack Query knows them (company settings; never persisted offline). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { InviteStaff, RoleFlags } from '../../../contracts/staff-users.ts';
import { call } from '../../lib/api-client.ts';
import {
  changeStaffFlags,
  deactivateStaffUser,
  inviteStaffUser,
  listStaffUsers,
  reactivateStaffUser,
} from '../../lib/api/staff-users.ts';

export const staffUserKeys = { list: (accountId: number) => ['staff-users', accountId] as const };

export function staffUsersQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: staffUserKeys.list(accountId),
    queryFn: ({ signal }) => call(listStaffUsers, { params: { id: accountId }, signal }),
  });
}

const refresh = (queryClient: QueryClient, accountId: number) =>
  queryClient.invalidateQueries({ queryKey: staffUserKeys.list(accountId) });

export async function inviteStaff(queryClient: QueryClient, accountId: number, body: InviteStaff) {
  const invited = await call(inviteStaffUser, { params: { id: accountId }, body, skipRetry: true });
  await refresh(queryClient, accountId);
  return invited;
}

export async function saveStaffFlags(queryClient: QueryClient, accountId: number, userId: number, flags: RoleFlags) {
  const saved = await call(changeStaffFlags, { params: { id: accountId, userId }, body: { flags } });
  await refresh(queryClient, accountId);
  return saved;
}

export async function setStaffActive(queryClient: QueryClient, accountId: number, userId: number, active: boolean) {
  const saved = await call(active ? reactivateStaffUser : deactivateStaffUser, { params: { id: accountId, userId } });
  await refresh(queryClient, accountId);
  return saved;
}
