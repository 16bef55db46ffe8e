import { createFileRoute } from '@tanstack/react-router';
import { CustomRolesSettings } from '../../../features/staff-users/custom-roles-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { customRolesQueryOptions } from '../../../features/staff-users/staff-users.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/roles')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(customRolesQueryOptions(accountId)),
    ),
  component: CustomRolesSettings,
});
