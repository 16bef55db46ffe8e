import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StepUpScope } from '../../../ui/step-up-scope.tsx';
import { CustomersScreen } from '../../../features/admin/customers-screen.tsx';
import { customerListQueryOptions } from '../../../features/admin/provider-admin.queries.ts';

const StepUpDialog = lazy(() => import('../../../features/two-factor/step-up-dialog.tsx'));

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/customers')({
  staticData: { access: 'provider-admin' },
  // The list's first view: its search, ordering and page are the page's state (placeholder data between views).
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(customerListQueryOptions({ search: '', ordering: 'name', page: 1 }))
      .catch(() => undefined),
  // A change to a company asks for the admin's own step-up (D262), which the two-factor feature's dialog answers.
  component: function CustomersRoute() {
    return (
      <StepUpScope dialog={StepUpDialog}>
        <CustomersScreen />
      </StepUpScope>
    );
  },
});
