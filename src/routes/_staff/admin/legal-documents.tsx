import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentsScreen } from '../../../features/admin/legal-documents-screen.tsx';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/admin/legal-documents')({
  component: LegalDocumentsScreen,
});
