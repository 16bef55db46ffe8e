import { createFileRoute } from '@tanstack/react-router';
import { PersonScreen } from '../../../features/job-profiles/person-screen.tsx';

/** A person's page for staff with all_employee_access (D156); the server checks the company. */
export const Route = createFileRoute('/_staff/user/$id')({
  component: function PersonRoute() {
    const { id } = Route.useParams();
    const userId = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
    return <PersonScreen who={userId === undefined ? undefined : { userId }} />;
  },
});
