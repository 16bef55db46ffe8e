import { createFileRoute } from '@tanstack/react-router';
import { RequisitionListScreen } from '../../../features/smartreq/requisition-list-screen.tsx';

export const Route = createFileRoute('/_staff/hire/')({
  component: function HireRoute() {
    const { session } = Route.useRouteContext();
    return <RequisitionListScreen user={session.user!} accountId={session.accountId} />;
  },
});
