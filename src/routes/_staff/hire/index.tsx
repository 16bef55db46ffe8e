import { createFileRoute } from '@tanstack/react-router';
import { requisitionListQuery } from '../../../features/smartreq/list-scope.ts';
import { RequisitionListScreen } from '../../../features/smartreq/requisition-list-screen.tsx';
import { requisitionListQueryOptions } from '../../../features/smartreq/smartreq.queries.ts';

export const Route = createFileRoute('/_staff/hire/')({
  staticData: { access: 'staff' },
  // The first page, unfiltered; the search typed on the page is page state, fetched there.
  loader: async ({ context }) => {
    const { user, accountId } = context.session;
    if (user === undefined || accountId === undefined) return;
    // A failure shows on the page (the query keeps the error), not as a broken route.
    await context.queryClient
      .ensureQueryData(requisitionListQueryOptions(accountId, requisitionListQuery(user)))
      .catch(() => undefined);
  },
  component: function HireRoute() {
    const { session } = Route.useRouteContext();
    return <RequisitionListScreen user={session.user!} accountId={session.accountId} />;
  },
});
