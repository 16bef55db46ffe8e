import { createFileRoute } from '@tanstack/react-router';
import { PersonScreen } from '../../../features/job-profiles/person-screen.tsx';
import { personQueryOptions } from '../../../features/job-profiles/person.queries.ts';
import { i18n } from '@lingui/core';

/** A person's page for staff with all_employee_access (D156); the server checks the company. */
export const Route = createFileRoute('/_staff/user/$id')({
  loader: ({ context, params }) => {
    const userId =
      /^[1-9]\d{0,9}$/.test(params.id) && Number(params.id) <= 2_147_483_647 ? Number(params.id) : undefined;
    // A failed read (no such person, no access) is the page's to say, as before the loader.
    if (userId !== undefined)
      return context.queryClient.ensureQueryData(personQueryOptions({ userId }, i18n.locale)).catch(() => undefined);
  },
  component: function PersonRoute() {
    const { id } = Route.useParams();
    const userId = /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
    return <PersonScreen who={userId === undefined ? undefined : { userId }} />;
  },
});
