import { createFileRoute } from '@tanstack/react-router';
import { CompanyUsageScreen } from '../../features/admin/company-usage-screen.tsx';

/** Provider admins only (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/company-usage')({
  component: CompanyUsageScreen,
});
