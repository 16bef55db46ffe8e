import { createFileRoute } from '@tanstack/react-router';
import { MyDataScreen } from '../../../features/my-data/my-data-screen.tsx';

export const Route = createFileRoute('/_applicant/user/my-data')({
  component: function MyDataRoute() {
    const { session } = Route.useRouteContext();
    return <MyDataScreen userId={session.user!.user_id} />;
  },
});
