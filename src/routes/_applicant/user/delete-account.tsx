import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountScreen } from '../../../features/my-data/delete-account-screen.tsx';

export const Route = createFileRoute('/_applicant/user/delete-account')({
  component: function DeleteAccountRoute() {
    const { session } = Route.useRouteContext();
    return <DeleteAccountScreen userId={session.user!.user_id} />;
  },
});
