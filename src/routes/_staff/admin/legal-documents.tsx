import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentsScreen } from '../../../features/admin/legal-documents-screen.tsx';
import { legalVersionsQueryOptions } from '../../../features/admin/legal-documents.queries.ts';

/** Provider admins only (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/legal-documents')({
  staticData: { access: 'provider-admin' },
  // The screen reads it with useSuspenseQuery: a failed read is the staff pages' error screen, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(legalVersionsQueryOptions()),
  component: LegalDocumentsScreen,
});
