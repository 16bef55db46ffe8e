import { createFileRoute } from '@tanstack/react-router';
import { UploadImportScreen } from '../../../features/data-import/upload-import-screen.tsx';
import { importSearch } from '../../../features/data-import/import-search.ts';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/upload-import-file')({
  validateSearch: importSearch,
  component: function UploadImportFileRoute() {
    const { account } = Route.useSearch();
    return <UploadImportScreen initialAccountId={account} />;
  },
});
