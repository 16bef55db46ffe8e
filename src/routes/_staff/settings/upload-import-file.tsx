import { createFileRoute } from '@tanstack/react-router';
import { UploadImportScreen } from '../../../features/data-import/upload-import-screen.tsx';
import { importSearch } from '../../../features/data-import/import-search.ts';
import { loadForOpeningCompany } from './-first-view.ts';

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/upload-import-file')({
  staticData: { access: 'provider-admin' },
  validateSearch: importSearch,
  loaderDeps: ({ search }) => ({ account: search.account }),
  // The first step reads nothing but the company list (the requisition names wait for the applicants type).
  loader: ({ context, deps }) => loadForOpeningCompany(context, async () => undefined, deps.account),
  component: function UploadImportFileRoute() {
    const { account } = Route.useSearch();
    return <UploadImportScreen initialAccountId={account} />;
  },
});
