import { createFileRoute, notFound } from '@tanstack/react-router';
import { PersonScreen } from '../../../features/job-profiles/person-screen.tsx';
import { personQueryOptions } from '../../../features/job-profiles/person.queries.ts';
import { i18n } from '@lingui/core';

/** The user id a path names, or undefined for anything else (/user/pathways is no person). */
function personIdOf(param: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : undefined;
}

/** A person's page for staff with all_employee_access (D156); the server checks the company. */
export const Route = createFileRoute('/_staff/user/$id')({
  staticData: { access: 'signed-in' },
  loader: ({ context, params }) => {
    const userId = personIdOf(params.id);
    // Not an id: an unknown page (a mistyped candidate page, say), not a person nobody can see.
    if (userId === undefined) throw notFound();
    // A failed read (no such person, no access) is the page's to say, as before the loader.
    return context.queryClient.ensureQueryData(personQueryOptions({ userId }, i18n.locale)).catch(() => undefined);
  },
  component: function PersonRoute() {
    const { id } = Route.useParams();
    const userId = personIdOf(id);
    return <PersonScreen who={userId === undefined ? undefined : { userId }} />;
  },
});
