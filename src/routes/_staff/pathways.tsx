import { createFileRoute } from '@tanstack/react-router';
import { PathwayListScreen } from '../../features/pathways/pathway-list-screen.tsx';
import { FIRST_PATHWAYS_VIEW, pathwayListQueryOptions } from '../../features/pathways/pathway-setup.queries.ts';
import { companiesQueryOptions } from '../../lib/companies.queries.ts';

/** Any staff (declared on the route below); the server lists what each may see. */
export const Route = createFileRoute('/_staff/pathways')({
  staticData: { access: 'staff' },
  // The first page of the company's pathways (a provider admin's first company, as the picker starts
  // on it); a search typed on the page is fetched there. A failure shows on the page.
  loader: async ({ context }) => {
    const { session, queryClient } = context;
    const accountId =
      session.accountId ??
      (session.user?.is_jf_admin
        ? (await queryClient.ensureQueryData(companiesQueryOptions()).catch(() => undefined))?.[0]?.account_id
        : undefined);
    if (accountId === undefined) return;
    await queryClient.ensureQueryData(pathwayListQueryOptions(accountId, FIRST_PATHWAYS_VIEW)).catch(() => undefined);
  },
  component: PathwayListScreen,
});
