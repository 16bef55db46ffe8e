import { createFileRoute } from '@tanstack/react-router';
import { ScreeningTemplatesSettings } from '../../../../features/company-templates/screening-templates-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/screening-question')({
  component: ScreeningTemplatesSettings,
});
