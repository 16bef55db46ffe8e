import { createFileRoute } from '@tanstack/react-router';
import { ImportHistoryScreen } from '../../../features/data-import/import-history-screen.tsx';
import { importSearch } from '../../../features/data-import/import-search.ts';
import { loadForOpeningCompany } from './-first-view.ts';
import { importHistoryQuery } from '../../../features/data-import/data-import.queries.ts';

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/import-data')({
  staticData: { access: 'provider-admin' },
  validateSearch: importSearch,
  loaderDeps: ({ search }) => ({ account: search.account }),
  // The history's first page; later pages are the screen's own state.
  loader: ({ context, deps }) =>
    loadForOpeningCompany(
      context,
      (accountId) => context.queryClient.ensureQueryData(importHistoryQuery(accountId, 1)),
      deps.account,
    ),
  component: function ImportDataRoute() {
    const { account } = Route.useSearch();
    return <ImportHistoryScreen initialAccountId={account} />;
  },
});
