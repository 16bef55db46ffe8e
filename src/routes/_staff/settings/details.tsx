import { createFileRoute } from '@tanstack/react-router';
import { CompanyDetailsSettings } from '../../../features/settings/company-details-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/details')({
  component: CompanyDetailsSettings,
});
