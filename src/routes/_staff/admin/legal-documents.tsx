import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentsScreen } from '../../../features/admin/legal-documents-screen.tsx';
import { legalVersionsQueryOptions } from '../../../features/admin/legal-documents.queries.ts';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/legal-documents')({
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) => context.queryClient.ensureQueryData(legalVersionsQueryOptions()).catch(() => undefined),
  component: LegalDocumentsScreen,
});
