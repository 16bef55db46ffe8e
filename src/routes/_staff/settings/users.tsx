import { createFileRoute } from '@tanstack/react-router';
import { StaffUsersSettings } from '../../../features/staff-users/staff-users-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { customRolesQueryOptions, staffUsersQueryOptions } from '../../../features/staff-users/staff-users.queries.ts';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/users')({
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(staffUsersQueryOptions(accountId)),
        context.queryClient.ensureQueryData(customRolesQueryOptions(accountId)),
      ]),
    ),
  component: StaffUsersSettings,
});
