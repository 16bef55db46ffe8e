import { createFileRoute } from '@tanstack/react-router';
import { CompanyUsageScreen } from '../../features/admin/company-usage-screen.tsx';
import { usageQueryOptions } from '../../features/admin/provider-admin.queries.ts';
import { defaultUsageRange } from '../../features/admin/usage-range.ts';

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/company-usage')({
  staticData: { access: 'provider-admin' },
  // The default range, unsearched: the range and the search are the page's state (placeholder data between views).
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(usageQueryOptions(defaultUsageRange(), '')).catch(() => undefined),
  component: CompanyUsageScreen,
});
