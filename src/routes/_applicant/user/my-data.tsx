import { createFileRoute } from '@tanstack/react-router';
import { MyDataScreen } from '../../../features/my-data/my-data-screen.tsx';
import { useNeedsConnection } from '../../../ui/offline-readiness/page-needs-connection.ts';

export const Route = createFileRoute('/_applicant/user/my-data')({
  staticData: { access: 'signed-in' },
  component: function MyDataRoute() {
    // Online only (bench/budget.json onlineOnlyRoutes): the header says so.
    useNeedsConnection();
    const { session } = Route.useRouteContext();
    return <MyDataScreen userId={session.user!.user_id} />;
  },
});
