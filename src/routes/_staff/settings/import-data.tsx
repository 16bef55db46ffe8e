import { createFileRoute } from '@tanstack/react-router';
import { ImportHistoryScreen } from '../../../features/data-import/import-history-screen.tsx';
import { importSearch } from '../../../features/data-import/import-search.ts';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/import-data')({
  validateSearch: importSearch,
  component: function ImportDataRoute() {
    const { account } = Route.useSearch();
    return <ImportHistoryScreen initialAccountId={account} />;
  },
});
