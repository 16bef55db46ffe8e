import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StepUpScope } from '../../../ui/step-up-scope.tsx';
import { StaffUsersSettings } from '../../../features/staff-users/staff-users-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { customRolesQueryOptions, staffUsersQueryOptions } from '../../../features/staff-users/staff-users.queries.ts';

const StepUpDialog = lazy(() => import('../../../features/two-factor/step-up-dialog.tsx'));

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/users')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(staffUsersQueryOptions(accountId)),
        context.queryClient.ensureQueryData(customRolesQueryOptions(accountId)),
      ]),
    ),
  // Resetting a colleague's second factors asks for the admin's own step-up (D272), which the two-factor feature's dialog answers.
  component: function StaffUsersRoute() {
    return (
      <StepUpScope dialog={StepUpDialog}>
        <StaffUsersSettings />
      </StepUpScope>
    );
  },
});
