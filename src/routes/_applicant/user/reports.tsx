import { createFileRoute } from '@tanstack/react-router';
import { ReportsListScreen } from '../../../features/reports/reports-list-screen.tsx';

export const Route = createFileRoute('/_applicant/user/reports')({
  staticData: { access: 'signed-in' },
  component: function ReportsRoute() {
    const { session } = Route.useRouteContext();
    return <ReportsListScreen userId={session.user!.user_id} />;
  },
});
