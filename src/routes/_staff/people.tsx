import { createFileRoute } from '@tanstack/react-router';
import { PeopleScreen } from '../../features/people/people-screen.tsx';

/** all_employee_access (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/people')({
  component: PeopleScreen,
});
