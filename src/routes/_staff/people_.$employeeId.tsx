import { createFileRoute } from '@tanstack/react-router';
import { PersonScreen } from '../../features/job-profiles/person-screen.tsx';
import { personQueryOptions } from '../../features/job-profiles/person.queries.ts';
import { i18n } from '@lingui/core';

/** Any employee's person page, with or without a user (D165); the server checks the company. */
export const Route = createFileRoute('/_staff/people_/$employeeId')({
  staticData: { access: 'all-employees' },
  loader: ({ context, params }) => {
    const id =
      /^[1-9]\d{0,9}$/.test(params.employeeId) && Number(params.employeeId) <= 2_147_483_647
        ? Number(params.employeeId)
        : undefined;
    // A failed read (no such person, no access) is the page's to say, as before the loader.
    if (id !== undefined)
      return context.queryClient
        .ensureQueryData(personQueryOptions({ employeeId: id }, i18n.locale))
        .catch(() => undefined);
  },
  component: function EmployeePersonRoute() {
    const { employeeId } = Route.useParams();
    const id =
      /^[1-9]\d{0,9}$/.test(employeeId) && Number(employeeId) <= 2_147_483_647 ? Number(employeeId) : undefined;
    return <PersonScreen who={id === undefined ? undefined : { employeeId: id }} />;
  },
});
