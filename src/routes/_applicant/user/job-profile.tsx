import { createFileRoute } from '@tanstack/react-router';
import { MyJobProfileScreen } from '../../../features/outcome-review/my-job-profile-screen.tsx';

export const Route = createFileRoute('/_applicant/user/job-profile')({
  component: function MyJobProfileRoute() {
    const { session } = Route.useRouteContext();
    return <MyJobProfileScreen userId={session.user!.user_id} />;
  },
});
