/** A company's staff users as TanStack Query knows them (company settings; never persisted offline). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { InviteStaff, RoleFlags } from '../../../contracts/staff-users.ts';
import type { SaveCustomRole } from '../../../contracts/custom-roles.ts';
import { call } from '../../lib/api-client.ts';
import {
  changeStaffFlags,
  deactivateStaffUser,
  inviteStaffUser,
  listStaffUsers,
  reactivateStaffUser,
  removeStaffUser,
} from '../../lib/api/staff-users.ts';
import {
  assignCustomRole,
  createCustomRole,
  deleteCustomRole,
  listCustomRoles,
  updateCustomRole,
} from '../../lib/api/custom-roles.ts';

export const staffUserKeys = {
  list: (accountId: number) => ['staff-users', accountId] as const,
  roles: (accountId: number) => ['staff-users', accountId, 'roles'] as const,
};

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

export async function removeStaff(queryClient: QueryClient, accountId: number, userId: number) {
  await call(removeStaffUser, { params: { id: accountId, userId } });
  await refresh(queryClient, accountId);
}

export function customRolesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: staffUserKeys.roles(accountId),
    queryFn: ({ signal }) => call(listCustomRoles, { params: { id: accountId }, signal }),
  });
}

/** Roles and people both change: a role's flags are its people's. */
export async function saveCustomRole(
  queryClient: QueryClient,
  accountId: number,
  roleId: number | undefined,
  body: SaveCustomRole,
) {
  const saved =
    roleId === undefined
      ? await call(createCustomRole, { params: { id: accountId }, body })
      : await call(updateCustomRole, { params: { id: accountId, roleId }, body });
  await refresh(queryClient, accountId);
  return saved;
}

export async function removeCustomRole(queryClient: QueryClient, accountId: number, roleId: number) {
  await call(deleteCustomRole, { params: { id: accountId, roleId } });
  await refresh(queryClient, accountId);
}

export async function giveCustomRole(queryClient: QueryClient, accountId: number, userId: number, roleId: number) {
  const saved = await call(assignCustomRole, { params: { id: accountId, userId }, body: { role_id: roleId } });
  await refresh(queryClient, accountId);
  return saved;
}
