import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StepUpScope } from '../../../../ui/step-up-scope.tsx';
import { AccountPreferencesScreen } from '../../../../features/admin/account-preferences-screen.tsx';
import {
  auditTrailQueryOptions,
  companyPickerQueryOptions,
} from '../../../../features/admin/provider-admin.queries.ts';

const StepUpDialog = lazy(() => import('../../../../features/two-factor/step-up-dialog.tsx'));

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/account-settings/account-preferences')({
  staticData: { access: 'provider-admin' },
  // The company picker and the audit trail's first page (every company's; its page is the trail's state, D488).
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(companyPickerQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(auditTrailQueryOptions(undefined, 1)).catch(() => undefined),
    ]),
  // A change to a company asks for the admin's own step-up (D262), which the two-factor feature's dialog answers.
  component: function AccountPreferencesRoute() {
    return (
      <StepUpScope dialog={StepUpDialog}>
        <AccountPreferencesScreen />
      </StepUpScope>
    );
  },
});
