import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountScreen } from '../../../features/my-data/delete-account-screen.tsx';
import { useNeedsConnection } from '../../../ui/offline-readiness/page-needs-connection.ts';

export const Route = createFileRoute('/_applicant/user/delete-account')({
  staticData: { access: 'signed-in' },
  component: function DeleteAccountRoute() {
    // Online only (bench/budget.json onlineOnlyRoutes): the header says so.
    useNeedsConnection();
    const { session } = Route.useRouteContext();
    return <DeleteAccountScreen userId={session.user!.user_id} />;
  },
});
