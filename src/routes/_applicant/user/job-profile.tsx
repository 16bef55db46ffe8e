import { createFileRoute } from '@tanstack/react-router';
import { MyJobProfileScreen } from '../../../features/outcome-review/my-job-profile-screen.tsx';
import { useNeedsConnection } from '../../../ui/offline-readiness/page-needs-connection.ts';

export const Route = createFileRoute('/_applicant/user/job-profile')({
  staticData: { access: 'signed-in' },
  component: function MyJobProfileRoute() {
    // Online only (bench/budget.json onlineOnlyRoutes): the header says so.
    useNeedsConnection();
    const { session } = Route.useRouteContext();
    return <MyJobProfileScreen userId={session.user!.user_id} />;
  },
});
