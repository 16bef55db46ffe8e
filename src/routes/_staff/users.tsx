import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StepUpScope } from '../../ui/step-up-scope.tsx';
import { ProviderUsersScreen } from '../../features/admin/provider-users-screen.tsx';
import { providerUserListQueryOptions } from '../../features/admin/provider-admin.queries.ts';

const StepUpDialog = lazy(() => import('../../features/two-factor/step-up-dialog.tsx'));

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/users')({
  staticData: { access: 'provider-admin' },
  // The list's first view: its search and page are the page's state (placeholder data between views).
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(providerUserListQueryOptions({ search: '', page: 1 })).catch(() => undefined),
  // Resetting someone's sign-in asks for the admin's own step-up (D272), which the two-factor feature's dialog answers.
  component: function ProviderUsersRoute() {
    return (
      <StepUpScope dialog={StepUpDialog}>
        <ProviderUsersScreen />
      </StepUpScope>
    );
  },
});
