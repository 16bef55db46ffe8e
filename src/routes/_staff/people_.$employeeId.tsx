import { createFileRoute } from '@tanstack/react-router';
import { PersonScreen } from '../../features/job-profiles/person-screen.tsx';

/** Any employee's person page, with or without a user (D165); the server checks the company. */
export const Route = createFileRoute('/_staff/people_/$employeeId')({
  component: function EmployeePersonRoute() {
    const { employeeId } = Route.useParams();
    const id =
      /^[1-9]\d{0,9}$/.test(employeeId) && Number(employeeId) <= 2_147_483_647 ? Number(employeeId) : undefined;
    return <PersonScreen who={id === undefined ? undefined : { employeeId: id }} />;
  },
});
